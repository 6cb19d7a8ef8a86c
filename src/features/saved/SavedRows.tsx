import React from "react";
import { Link } from "gatsby";
import { formatDay, formatTime } from "../../time/dates";
import { HuskButton } from "./HuskButton";
import type { SavedEntry } from "./saved-store";
import "./saved.css";

const when = (start: string) => `${formatDay(start)} kl. ${formatTime(start)}`;

/** One list of saved events (the shared ones, the coming, the past). */
export function SavedRows({ entries, now, past = false }: { entries: SavedEntry[]; now: number; past?: boolean }) {
  return (
    <ul className={past ? "saved-list saved-list--past" : "saved-list"}>
      {entries.map((e) => (
        <SavedRow key={`${e.kind}:${e.id}`} entry={e} now={now} />
      ))}
    </ul>
  );
}

/** One saved production or date: its page, its dates (past ones struck through), and its Husk button, which stays put when pressed off. */
export function SavedRow({ entry, now }: { entry: SavedEntry; now: number }) {
  const label = entry.kind === "date" ? `Husk ${entry.title} ${when(entry.dates[0].start)}` : `Husk ${entry.title}`;
  return (
    <li className="saved-item">
      <div className="saved-item__text">
        <Link to={entry.path} className="saved-item__title">
          {entry.title}
        </Link>
        {entry.kind === "production" && entry.dates.length > 1 && <span className="saved-item__kind"> · alle datoer</span>}
        <ul className="saved-item__dates">
          {entry.dates.map((d) => (
            <li key={d.id} className={Date.parse(d.start) < now ? "saved-item__date--past" : undefined}>
              <time dateTime={d.start}>{when(d.start)}</time> · {d.hall}
              {d.status === "cancelled" && <strong className="event-status event-status--cancelled"> · Avlyst</strong>}
              {d.status === "soldOut" && <strong className="event-status"> · Utsolgt</strong>}
            </li>
          ))}
        </ul>
      </div>
      <HuskButton entry={entry} label={label} />
    </li>
  );
}
