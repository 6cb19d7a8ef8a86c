import React from "react";
import { Clock } from "../features/screens/Clock";
import { formatShortDay, formatTime } from "../lib/dates";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

/** The lobby screen's programme: every coming performance, one line each, in type readable across a room. */
export function ScreenProgram({ data, sourceData, dataIds }: BlockProps<{ heading: string }>) {
  const rows = sourceItems<ProgrammeItem>(sourceData, dataIds)
    .flatMap((item) => item.events.map((event) => ({ item, event })))
    .sort((a, b) => Date.parse(a.event.start) - Date.parse(b.event.start))
    .slice(0, 8);
  return (
    <section className="screen-program">
      <header className="screen-program__header">
        <h1>{data.heading}</h1>
        <Clock />
      </header>
      <ol className="screen-program__list">
        {rows.map(({ item, event }) => (
          <li key={event.id}>
            <time dateTime={event.start}>
              <span className="screen-program__day">{formatShortDay(event.start)}</span> <span className="screen-program__time">{formatTime(event.start)}</span>
            </time>
            <span className="screen-program__title">{item.title}</span>
            <span className="screen-program__hall">{event.hall}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
