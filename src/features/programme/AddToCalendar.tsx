import React from "react";
import { googleCalendarUrl, outlookCalendarUrl, type WebCalendarEvent } from "../calendar";
import "./programme.css";

/**
 * "Legg i kalender": the calendar file (any calendar program, phones included) and, beside it,
 * Google Calendar and Outlook on the web, which open their own new-event form filled in. A
 * <details>, so it needs no script; `what` names the event for screen readers ("Julekonsert
 * lørdag 12. desember kl. 18.00"), since a page has one per date.
 */
export function AddToCalendar({
  icsHref,
  event,
  what,
  label = "Legg i kalender",
}: {
  icsHref: string;
  event: WebCalendarEvent;
  what: string;
  label?: string;
}) {
  const google = googleCalendarUrl(event);
  const outlook = outlookCalendarUrl(event);
  return (
    <details className="add-to-calendar">
      <summary>
        {label}
        <span className="visually-hidden">: {what}</span>
      </summary>
      <ul className="add-to-calendar__choices">
        <li>
          <a href={icsHref} download aria-label={`Last ned kalenderfil for ${what}`}>
            Last ned (.ics)
          </a>
        </li>
        {google && (
          <li>
            <a
              href={google}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Legg ${what} i Google Kalender (åpnes i ny fane)`}
            >
              Google Kalender
            </a>
          </li>
        )}
        {outlook && (
          <li>
            <a href={outlook} target="_blank" rel="noopener noreferrer" aria-label={`Legg ${what} i Outlook (åpnes i ny fane)`}>
              Outlook
            </a>
          </li>
        )}
      </ul>
    </details>
  );
}
