import React from "react";
import { formatDay, formatTime } from "../../time/dates";
import { ticketUrl } from "./ticket-shop";
import { BUY_LINK_ATTRIBUTE } from "./analytics";
import { icsPath } from "../calendar";
import { dateEntry, HuskIsland } from "../saved";
import { latest, shownFrom, shownUntil } from "../../time/shown-as-of";
import { AddToCalendar } from "./AddToCalendar";
import type { ProductionEvent } from "../../../content-model";
import { AccessList } from "../access";
import { accessOf } from "../../access-features/access-features";
import "./programme.css";

/** A date as the production page's query gives it (or content, in the editor's preview). */
type TicketDate = Pick<ProductionEvent, "id" | "start" | "hall"> & {
  status?: string | null;
  accessibility?: readonly string[] | null;
};

/** What a date's calendar entry on the web says beyond its title and time. */
export interface DateCalendarFacts {
  location: (hall: string) => string;
  description: string;
  durationMinutes?: number | null;
}

/**
 * One row per date: the day and time, the hall, the ticket state and a link to buy tickets for
 * exactly that date, "Husk" for that date, and "Legg i kalender" (the file, Google, Outlook). On
 * phones each row is a small block of two lines.
 *
 * The ticket state comes live from the cinema system (`status`). A sold-out date offers no buy
 * link: the state's "Utsolgt" badge takes the link's place (see .ticket-list in programme.css).
 */
export function TicketList({
  title,
  path,
  events,
  calendar,
  onBuy,
  status,
}: {
  title: string;
  /** The production's page, for the saved list. */
  path: string;
  events: readonly TicketDate[];
  calendar: DateCalendarFacts;
  onBuy?: (event: TicketDate) => void;
  /** Live ticket state (sold out, few left) of a date. */
  status?: (event: TicketDate) => React.ReactNode;
}) {
  if (events.length === 0) return <p>Det er ingen kommende forestillinger av {title}.</p>;
  // Each date is shown until it starts, and the note that none is left from when the last one has
  // (on a page built of islands, which React does not render again: src/time/shown-as-of.ts).
  const last = latest(events.map((e) => e.start))!;
  return (
    <>
      <table className="ticket-list" {...shownUntil(last)}>
        <caption className="visually-hidden">Datoer og billetter for {title}</caption>
        <thead>
          <tr>
            <th scope="col">Dato og tid</th>
            <th scope="col">Sal</th>
            <th scope="col">Billetter</th>
            <th scope="col">
              <span className="visually-hidden">Kalender</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const when = `${formatDay(event.start)} kl. ${formatTime(event.start)}`;
            return (
              <tr key={event.id} data-event={event.id} {...shownUntil(event.start)}>
                <td className="ticket-list__when">
                  <time dateTime={event.start}>
                    <span className="ticket-list__day">{formatDay(event.start)}</span>{" "}
                    <span className="ticket-list__time">kl.&nbsp;{formatTime(event.start)}</span>
                  </time>
                </td>
                <td className="ticket-list__hall">
                  {event.hall}
                  {/* What this date offers beyond what the production always has. */}
                  <AccessList features={accessOf({}, event)} size={16} className="access-list--date" />
                </td>
                <td className="ticket-list__tickets">
                  {/* The cell's own box stays a table cell: its parts are laid out inside it. */}
                  <div className="ticket-list__offer">
                    {event.status === "cancelled" ? (
                      <strong className="event-status event-status--cancelled">Avlyst</strong>
                    ) : event.status === "soldOut" ? (
                      <strong className="event-status">Utsolgt</strong>
                    ) : (
                      <>
                        <div className="ticket-list__status">{status?.(event)}</div>
                        <a
                          className="button ticket-list__buy"
                          href={ticketUrl(event.id)}
                          aria-label={`Kjøp billett til ${title} ${when}`}
                          onClick={() => onBuy?.(event)}
                          {...{ [BUY_LINK_ATTRIBUTE]: "" }}
                        >
                          Kjøp billett
                        </a>
                      </>
                    )}
                  </div>
                </td>
                <td className="ticket-list__calendar">
                  <div className="ticket-list__date-actions">
                    <HuskIsland entry={dateEntry({ title, path }, event)} label={`Husk ${title} ${when}`} />
                    {event.status !== "cancelled" && (
                      <AddToCalendar
                        icsHref={icsPath(event.id)}
                        what={`${title} ${when}`}
                        event={{
                          title,
                          start: event.start,
                          durationMinutes: calendar.durationMinutes,
                          location: calendar.location(event.hall),
                          description: calendar.description,
                        }}
                      />
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p {...shownFrom(last)}>Det er ingen kommende forestillinger av {title}.</p>
    </>
  );
}
