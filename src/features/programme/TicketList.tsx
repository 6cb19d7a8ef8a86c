import React from "react";
import { formatDay, formatTime } from "../../lib/dates";
import { ticketUrl } from "../../lib/ticket-shop";
import { TicketIcon } from "../../components/icons";
import type { ProductionEvent } from "../../types/content";

/** One row per date: day, time, hall and a link to buy tickets for exactly that date. */
export function TicketList({ title, events }: { title: string; events: ProductionEvent[] }) {
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
            <span className="visually-hidden">Billett</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td>
              <time dateTime={event.start}>{formatDay(event.start)}</time>
            </td>
            <td>{formatTime(event.start)}</td>
            <td>{event.hall}</td>
            <td>
              <a className="button" href={ticketUrl(event.id)} aria-label={`Kjøp billett til ${title} ${formatDay(event.start)} kl. ${formatTime(event.start)}`}>
                <TicketIcon size={18} /> Kjøp billett
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
