import React, { useEffect, useState } from "react";
import { Clock } from "../features/screens";
import { ScreenEmpty } from "../features/screens";
import { paginate, screenRows } from "../features/screens";
import { formatShortDay, formatTime } from "../lib/dates";
import { useNow } from "../lib/useNow";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import { accessOf } from "../lib/access-features";
import { AccessList } from "../features/access";
import type { BlockProps } from "./types";

export const ROWS_PER_SCREEN = 5;
export const SCREEN_PAGE_MS = 12_000;

/**
 * The lobby screen's programme: every coming performance, one line each, in type readable
 * across a room, a screenful at a time, advancing on its own; performances drop off as they start.
 * Nothing coming: the venue's name, the time and a word (ScreenEmpty).
 */
export function ScreenProgram({ data, sourceData, dataIds }: BlockProps<{ heading: string }>) {
  const now = useNow(30_000);
  const pages = paginate(screenRows(sourceItems<ProgrammeItem>(sourceData, dataIds), now), ROWS_PER_SCREEN);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages.length < 2) return undefined;
    const timer = window.setInterval(() => setPage((p) => p + 1), SCREEN_PAGE_MS);
    return () => window.clearInterval(timer);
  }, [pages.length]);
  const index = pages.length ? page % pages.length : 0;
  const rows = pages[index] ?? [];
  if (rows.length === 0) {
    return (
      <section className="screen-program screen-program--empty">
        <ScreenEmpty />
      </section>
    );
  }
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
              <span className="screen-program__day">{formatShortDay(event.start)}</span>{" "}
              <span className="screen-program__time">{formatTime(event.start)}</span>
            </time>
            <span className="screen-program__title">
              {item.title}
              <span className="screen-program__category">{item.category}</span>
            </span>
            <span className="screen-program__hall">{event.hall}</span>
            <AccessList features={accessOf(item, event)} size={28} className="screen-program__access" />
          </li>
        ))}
      </ol>
      {pages.length > 1 && (
        <p className="screen-program__page">
          Side {index + 1} av {pages.length}
        </p>
      )}
    </section>
  );
}
