import React, { useEffect, useRef, useState } from "react";
import { Clock, ScreenDateStatus } from "../features/screens";
import { ScreenEmpty } from "../features/screens";
import { paginate, screenRows, TODAY_MARK, useRowsPerScreen, useRowsThatFit } from "../features/screens";
import { rowPhoto, RowPhotoImage, useRowPhotos } from "../features/screens";
import { formatShortDay, formatTime, isSameOsloDay } from "../time/dates";
import { useNow } from "../time/useNow";
import type { ProgrammeItem } from "../features/programme";
import { sourceItems } from "./source-items";
import { accessOf } from "../access-features/access-features";
import { AccessList } from "../features/access";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";
import "./ScreenProgram.css";

export const SCREEN_PAGE_MS = 12_000;

/**
 * The lobby screen's programme: every coming performance, one line each, in type readable
 * across a room, a screenful at a time (as many rows as fill the screen in its orientation),
 * advancing on its own; performances drop off as they start, and today's are marked "I dag"; a
 * cancelled or sold-out one says so before its title, as the programme's cards do.
 * Each row ends in its production's photo where it has one (kept on the device as the slideshow's
 * are, useRowPhotos); a row without one shows its text alone, in the same columns.
 * Nothing coming: the venue's name, the time and a word (ScreenEmpty).
 */
export function ScreenProgram({ data, sourceData, dataIds, pictures }: BlockProps<BlockData<"ScreenProgram">>) {
  const now = useNow(30_000);
  const wanted = useRowsPerScreen();
  const list = useRef<HTMLOListElement>(null);
  // Fewer rows while something else (an urgent notice) takes part of the screen: none is ever cut.
  const [shown, setShown] = useState("");
  const perScreen = useRowsThatFit(list, wanted, shown);
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  const photos = new Map(items.map((item) => [item.id, rowPhoto(pictures?.[item.image.url])]));
  const coming = screenRows(items, now);
  // Kept on the device: the photos of the productions still to come, once the screen knows the time.
  const kept = now === null ? [] : [...new Set(coming.map((row) => row.item.id))].map((id) => photos.get(id) ?? null);
  const { shows, photoFailed } = useRowPhotos(kept, now);
  const pages = paginate(coming, perScreen);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages.length < 2) return undefined;
    const timer = window.setInterval(() => setPage((p) => p + 1), SCREEN_PAGE_MS);
    return () => window.clearInterval(timer);
  }, [pages.length]);
  const index = pages.length ? page % pages.length : 0;
  const rows = pages[index] ?? [];
  const shownNow = rows.map((r) => r.event.id).join(" ");
  useEffect(() => setShown(shownNow), [shownNow]);
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
      <ol ref={list} className="screen-program__list" style={{ "--rows": perScreen } as React.CSSProperties}>
        {rows.map(({ item, event }) => {
          const today = now !== null && isSameOsloDay(event.start, now);
          const photo = photos.get(item.id) ?? null;
          const withPhoto = shows(photo);
          const className = [today ? "screen-program__row--today" : "", withPhoto ? "screen-program__row--photo" : ""];
          return (
            <li key={event.id} className={className.filter(Boolean).join(" ") || undefined}>
              <time dateTime={event.start} className="screen-program__when">
                {today ? (
                  <span className="screen-program__today">{TODAY_MARK}</span>
                ) : (
                  <span className="screen-program__day">{formatShortDay(event.start)}</span>
                )}{" "}
                <span className="screen-program__time">{formatTime(event.start)}</span>
              </time>
              {/* Divs, not spans: the access features are a list. In landscape they share the category's line; in
                  portrait the row lays its parts out on a grid of its own (src/features/screens/screens.css). */}
              <div className="screen-program__title">
                {/* Before the title: a title too long for its line is cut at its end, never the status. */}
                <span className="screen-program__name">
                  <ScreenDateStatus status={event.status} />
                  {item.title}
                </span>
                <div className="screen-program__category">
                  <span className="screen-program__kind">{item.category}</span>
                  <AccessList features={accessOf(item, event)} size={28} className="screen-program__access" />
                </div>
              </div>
              <span className="screen-program__hall">{event.hall}</span>
              {withPhoto && <RowPhotoImage photo={photo} failed={photoFailed} />}
            </li>
          );
        })}
      </ol>
      {pages.length > 1 && (
        <p className="screen-program__page">
          Side {index + 1} av {pages.length}
        </p>
      )}
    </section>
  );
}
