import React from "react";
import { Link } from "gatsby";
import { CalendarSubscribe, categoriesOf, ProgrammeBrowser, ProgrammeCard, upcoming } from "../features/programme";
import { cardListClass } from "../components/card-columns";
import { ArrowRightIcon } from "../components/icons";
import { useNow } from "../lib/useNow";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

/**
 * The coming productions in date order: with `limit`, the first few and a link to the rest;
 * without, the whole programme with filters. First on its page, its heading is the page's h1.
 */
export function CultureProgram({ id, data, sourceData, dataIds, first }: BlockProps<{ heading: string; limit?: number }>) {
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  const Heading = first ? "h1" : "h2";
  const headingId = `${id}-heading`;
  return (
    <section className="block culture-program" aria-labelledby={headingId}>
      <div className="section-heading">
        <Heading id={headingId}>{data.heading}</Heading>
        {data.limit && (
          <Link to="/kulturprogram" className="more-link">
            Se hele programmet <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
      {data.limit ? (
        <ProgrammeTeaser items={items} limit={data.limit} />
      ) : (
        <ProgrammeBrowser items={items} headingLevel={first ? "h2" : "h3"} />
      )}
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
    <ul className={cardListClass(shown.length, "programme-list")}>
      {shown.map((item) => (
        <li key={item.id}>
          <ProgrammeCard item={item} />
        </li>
      ))}
    </ul>
  );
}
