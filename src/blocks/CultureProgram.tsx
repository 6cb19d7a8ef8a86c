import React from "react";
import { Link } from "gatsby";
import { ProgrammeCard } from "../features/programme/ProgrammeCard";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

/** The coming productions in date order, all of them or the first `limit`. */
export function CultureProgram({ data, sourceData, dataIds }: BlockProps<{ heading: string; limit?: number }>) {
  const all = sourceItems<ProgrammeItem>(sourceData, dataIds).filter((item) => item.events.length > 0);
  const items = data.limit ? all.slice(0, data.limit) : all;
  return (
    <section className="block culture-program">
      <h2>{data.heading}</h2>
      {items.length === 0 ? (
        <p>Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere.</p>
      ) : (
        <ul className="programme-list">
          {items.map((item) => (
            <li key={item.id}>
              <ProgrammeCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {data.limit && all.length > items.length && (
        <p>
          <Link to="/kulturprogram">Se hele kulturprogrammet</Link>
        </p>
      )}
    </section>
  );
}
