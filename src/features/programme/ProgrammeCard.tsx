import React from "react";
import { Link } from "gatsby";
import { FocalImage } from "../../components/FocalImage";
import { formatShortDay, formatTime } from "../../time/dates";
import type { ProgrammeCardItem } from "./card-item";
import { formatPrice } from "./facts";
import { accessOf } from "../../access-features/access-features";
import { AccessList } from "../access";
import { WatchlistMark } from "../cinema";
import { WatchMarkPart } from "../cinema/islands";
import { HuskButton, productionEntry } from "../saved";
import "../../components/cards.css";
import "./programme.css";

/**
 * One production in a list: picture, category, title, the next date and time, then hall, price
 * from and age limit, and the ticket state. The whole card is the title link's target.
 */
export function ProgrammeCard({
  item,
  headingLevel = "h3",
  eager = false,
  status,
  partner,
}: {
  item: ProgrammeCardItem;
  headingLevel?: "h2" | "h3";
  eager?: boolean;
  /** Live ticket state of the production's dates (sold out, few left), where the page shows it (CardStatus). */
  status?: (eventIds: string[]) => React.ReactNode;
  /** The cinema partner, where the card is drawn in an island (which reads no static query); else the site's first. */
  partner?: number;
}) {
  const next = item.events[0];
  const Heading = headingLevel;
  // The dates after the next that a visitor can still go to: a cancelled one is no date to come.
  const more = item.events.slice(1).filter((event) => event.status !== "cancelled").length;
  return (
    <article className="card programme-card">
      <FocalImage src={item.image.url} alt={item.image.alt} focalPointQuery={item.image.focalPointQuery} eager={eager} />
      <div className="card__body">
        <div className="programme-card__top">
          <p className="badge badge--category programme-card__category">{item.category}</p>
          <HuskButton entry={productionEntry(item)} label={`Husk ${item.title}`} />
        </div>
        {item.ediNumber &&
          (partner === undefined ? (
            <WatchlistMark ediNumber={item.ediNumber} />
          ) : (
            <WatchMarkPart ediNumber={item.ediNumber} partner={partner} />
          ))}
        <Heading className="card__title">
          <Link to={item.path}>{item.title}</Link>
        </Heading>
        {next && (
          <p className="programme-card__when">
            <time dateTime={next.start}>
              {formatShortDay(next.start)} kl. {formatTime(next.start)}
            </time>
            {next.status === "cancelled" && <strong className="event-status event-status--cancelled"> · Avlyst</strong>}
            {next.status === "soldOut" && <strong className="event-status"> · Utsolgt</strong>}
          </p>
        )}
        <p className="card__meta">
          {next && <span>{next.hall}</span>}
          {more > 0 && <span>{more === 1 ? "1 dato til" : `${more} datoer til`}</span>}
          {item.priceFrom !== undefined && <span>{item.priceFrom === 0 ? "Gratis" : `Fra ${formatPrice(item.priceFrom)}`}</span>}
          {item.ageLimit && <span>{item.ageLimit}</span>}
        </p>
        {next && <AccessList features={accessOf(item, next)} />}
        {next && status?.(item.events.map((event) => event.id))}
      </div>
    </article>
  );
}
