import React from "react";
import { Link } from "gatsby";
import { ProgrammeBrowser } from "../features/programme/ProgrammeBrowser";
import { ProgrammeCard } from "../features/programme/ProgrammeCard";
import { categoriesOf, upcoming } from "../features/programme/filter-programme";
import { CalendarSubscribe } from "../features/programme/CalendarSubscribe";
import { useNow } from "../lib/useNow";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

/**
 * The coming productions in date order: with `limit`, the first few and a link to the rest;
 * without, the whole programme with filters.
 */
export function CultureProgram({ data, sourceData, dataIds }: BlockProps<{ heading: string; limit?: number }>) {
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  return (
    <section className="block culture-program">
      <h2>{data.heading}</h2>
      {data.limit ? <ProgrammeTeaser items={items} limit={data.limit} /> : <ProgrammeBrowser items={items} />}
      {!data.limit && <CalendarSubscribe categories={categoriesOf(items)} />}
    </section>
  );
}

function ProgrammeTeaser({ items, limit }: { items: ProgrammeItem[]; limit: number }) {
  const now = useNow();
  const coming = now === null ? items : upcoming(items, now);
  const shown = coming.slice(0, limit);
  if (shown.length === 0) return <p>Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere.</p>;
  return (
    <>
      <ul className="programme-list">
        {shown.map((item, i) => (
          <li key={item.id}>
            {/* The first card's image is often the largest thing on screen: load it first. */}
            <ProgrammeCard item={item} eager={i === 0} />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/kulturprogram">Se hele kulturprogrammet</Link>
      </p>
    </>
  );
}
