import React from "react";
import { formatDay, formatTime } from "../../lib/dates";
import { ticketUrl } from "../../lib/ticket-shop";
import { icsPath } from "../calendar/ics";
import { TicketIcon } from "../../components/icons";
import type { ProductionEvent } from "../../types/content";
import { AccessList } from "../access";
import { accessOf } from "../../lib/access-features";

/** One row per date: day, time, hall, a link to buy tickets for exactly that date, and a calendar file. */
export function TicketList({
  title,
  events,
  onBuy,
  status,
}: {
  title: string;
  events: ProductionEvent[];
  onBuy?: (event: ProductionEvent) => void;
  /** Live ticket status (sold out, few left) for a date, shown next to its ticket link. */
  status?: (event: ProductionEvent) => React.ReactNode;
}) {
  if (events.length === 0) return <p>Det er ingen kommende forestillinger av {title}.</p>;
  return (
    <table className="ticket-list">
      <caption className="visually-hidden">Datoer og billetter for {title}</caption>
      <thead>
        <tr>
          <th scope="col">Dato</th>
          <th scope="col">Tid</th>
          <th scope="col">Sal</th>
          <th scope="col">
            <span className="visually-hidden">Billett og kalender</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const when = `${formatDay(event.start)} kl. ${formatTime(event.start)}`;
          return (
            <tr key={event.id}>
              <td>
                <time dateTime={event.start}>{formatDay(event.start)}</time>
              </td>
              <td>{formatTime(event.start)}</td>
              <td>
                {event.hall}
                {/* What this date offers beyond what the production always has. */}
                <AccessList features={accessOf({}, event)} size={16} className="access-list--date" />
              </td>
              <td className="ticket-list__actions">
                {event.status === "cancelled" ? (
                  <strong className="event-status event-status--cancelled">Avlyst</strong>
                ) : (
                  <>
                    {event.status === "soldOut" ? (
                      <strong className="event-status">Utsolgt</strong>
                    ) : (
                      <a className="button" href={ticketUrl(event.id)} aria-label={`Kjøp billett til ${title} ${when}`} onClick={() => onBuy?.(event)}>
                        <TicketIcon size={18} /> Kjøp billett
                      </a>
                    )}
                    {event.status !== "soldOut" && status?.(event)}
                    <a href={icsPath(event.id)} download aria-label={`Legg ${title} ${when} i kalender`}>
                      Legg i kalender
                    </a>
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
