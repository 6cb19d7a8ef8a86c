import React from "react";
import { Link } from "gatsby";
import {
  CalendarSubscribe,
  categoriesOf,
  makeListing,
  ProgrammeBrowser,
  ProgrammeCard,
  upcoming,
  useListing,
} from "../features/programme";
import { cardListClass } from "../components/card-columns";
import { ArrowRightIcon } from "../components/icons";
import { useNow } from "../lib/useNow";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

/**
 * The coming productions in date order: with `limit`, the first few and a link to the rest;
 * without, the whole programme with filters, a listing page at a time (the page's data carries
 * this page of it; without one, as in a test, the block's own items make a one-page listing).
 * First on its page, its heading is the page's h1.
 */
export function CultureProgram({ id, data, sourceData, dataIds, first }: BlockProps<{ heading: string; limit?: number }>) {
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  const listing = useListing(id);
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
        <ProgrammeBrowser
          blockId={id}
          listing={listing ?? { ...makeListing(items, 1, Math.max(items.length, 1)), basePath: "" }}
          headingLevel={first ? "h2" : "h3"}
        />
      )}
      {/* The listing names every category of the whole programme; the block's items may be one page of it. */}
      {!data.limit && <CalendarSubscribe categories={listing?.categories ?? categoriesOf(items)} />}
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
