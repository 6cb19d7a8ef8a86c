import React from "react";
import { formatDay, formatTime } from "../../time/dates";
import { TICKET_SALE_MINUTES, ticketSalePath } from "../calendar";
import { AddToCalendar } from "./AddToCalendar";
import { shownUntil } from "../../time/shown-as-of";
import "./programme.css";

/**
 * "Billettsalget starter ...", where the content gives a production's ticket sale start, with a
 * calendar entry of its own, until the sale has started: the server writes it as of the build, and
 * the browser hides it once the time has passed.
 */
export function TicketSaleStart({
  productionId,
  title,
  start,
  url,
  now,
}: {
  productionId: string;
  title: string;
  start: string;
  /** The production's page, absolute. */
  url: string;
  now: number | null;
}) {
  if (now !== null && Date.parse(start) <= now) return null;
  const when = `${formatDay(start)} kl. ${formatTime(start)}`;
  return (
    <section className="ticket-sale" aria-labelledby="billettsalg" {...shownUntil(start)}>
      <h2 id="billettsalg" className="ticket-sale__title">
        Billettsalget starter
      </h2>
      <p className="ticket-sale__when">
        <time dateTime={start}>{when}</time>
      </p>
      <AddToCalendar
        icsHref={ticketSalePath(productionId)}
        label="Legg billettsalget i kalender"
        what={`billettsalget for ${title}, ${when}`}
        event={{
          title: `Billettsalget starter: ${title}`,
          start,
          durationMinutes: TICKET_SALE_MINUTES,
          location: url,
          description: `Billettene til ${title} legges ut for salg.\n\n${url}`,
        }}
      />
    </section>
  );
}
