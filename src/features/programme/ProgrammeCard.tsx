import React from "react";
import { Link } from "gatsby";
import { FocalImage } from "../../components/FocalImage";
import { formatShortDay, formatTime } from "../../lib/dates";
import type { ProgrammeItem } from "../../types/programme";
import { accessOf } from "../../lib/access-features";
import { AccessList } from "../access";
import { WatchlistMark } from "../cinema";

/** One production in a list: image, category, title, the next date with time and hall. */
export function ProgrammeCard({
  item,
  headingLevel = "h3",
  eager = false,
  status,
}: {
  item: ProgrammeItem;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
  /** Live ticket status of the next date (sold out, few left), where the page shows it. */
  status?: React.ReactNode;
}) {
  const next = item.events[0];
  const Heading = headingLevel;
  const more = item.events.length - 1;
  return (
    <article className="programme-card">
      <FocalImage src={item.image.url} alt={item.image.alt} focalPointQuery={item.image.focalPointQuery} width={600} height={338} eager={eager} />
      <div className="programme-card__body">
        <p className="programme-card__category">
          {item.category}
          {item.ediNumber && <WatchlistMark ediNumber={item.ediNumber} />}
        </p>
        <Heading className="programme-card__title">
          <Link to={item.path}>{item.title}</Link>
        </Heading>
        {next && (
          <p className="programme-card__when">
            <time dateTime={next.start}>
              {formatShortDay(next.start)} kl. {formatTime(next.start)}
            </time>
            <span> · {next.hall}</span>
            {next.status === "cancelled" && <strong className="event-status event-status--cancelled"> · Avlyst</strong>}
            {next.status === "soldOut" && <strong className="event-status"> · Utsolgt</strong>}
            {more > 0 && <span> · {more === 1 ? "1 dato til" : `${more} datoer til`}</span>}
          </p>
        )}
        {next && <AccessList features={accessOf(item, next)} />}
        {next && status && (
          <p className="programme-card__status">
            {status}
          </p>
        )}
      </div>
    </article>
  );
}
