import React from "react";
import { focalPosition, parseFocalPoint } from "../pictures/picture";
import { Clock, ScreenDateStatus } from "../features/screens";
import { ScreenEmpty } from "../features/screens";
import { TODAY_MARK, useShownSlides } from "../features/screens";
import { upcoming, type ProgrammeItem } from "../features/programme";
import { formatShortDay, formatTime, isSameOsloDay } from "../time/dates";
import { useNow } from "../time/useNow";
import { sourceItems } from "./source-items";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

export const SCREEN_SLIDE_MS = 10000;

/**
 * The lobby slideshow: one coming production at a time, its photograph, title, next performance
 * (marked "I dag" when it is today) and summary, advancing on its own; nothing to click. Every
 * slide's picture is saved on the device as the screen starts, and a slide whose picture does not
 * load is skipped (useShownSlides): a slide is drawn once its picture is known to show, so a missing
 * one is never seen broken, not even as the screen starts. Nothing coming: the venue's name, the time and a word.
 */
export function ScreenSlideshow({ data, sourceData, dataIds, pictures: made }: BlockProps<BlockData<"ScreenSlideshow">>) {
  const now = useNow(30_000);
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  // Each slide shows the picture the build made for the screen (the "screen" size), not the original.
  const slides = (now === null ? items : upcoming(items, now))
    .filter((item) => item.events.length > 0)
    .map((item) => {
      const picture = made?.[item.image.url];
      // The date it shows: the next one still on, or, when every one left is cancelled, the first (marked so).
      const next = item.events.find((event) => event.status !== "cancelled") ?? item.events[0];
      return { item, next, image: picture ? { ...item.image, url: picture.src } : item.image };
    });
  const { index, pictures, ready, pictureFailed } = useShownSlides(slides, SCREEN_SLIDE_MS);
  const slide = slides[index];
  const label = data.heading ?? "Kommende arrangementer";
  if (!slide) {
    return (
      <section className="screen-slideshow screen-slideshow--empty" aria-label={label}>
        <ScreenEmpty />
      </section>
    );
  }
  const { item, next, image } = slide;
  const today = now !== null && isSameOsloDay(next.start, now);
  return (
    <section className="screen-slideshow" aria-label={label}>
      <Clock />
      <div
        className={pictures ? "screen-slide" : "screen-slide screen-slide--text"}
        key={`${index}-${image.url}`}
        // Not drawn until its picture is checked. Inline, not a class: it holds whatever style
        // sheet has loaded or not (a screen may start from the offline worker's saved copy).
        style={ready ? undefined : { visibility: "hidden" }}
      >
        {pictures && (
          <img
            src={image.url}
            alt={image.alt}
            width={1920}
            height={1080}
            loading="eager"
            decoding="sync"
            style={{ objectFit: "cover", objectPosition: focalPosition(parseFocalPoint(image.focalPointQuery)) }}
            onError={() => pictureFailed(image.url)}
          />
        )}
        <div className={today ? "screen-slide__text screen-slide__text--today" : "screen-slide__text"}>
          <p className="screen-slide__when">
            <time dateTime={next.start}>
              {today ? (
                <span className="screen-program__today">{TODAY_MARK}</span>
              ) : (
                <span className="screen-slide__day">{formatShortDay(next.start)}</span>
              )}{" "}
              <span className="screen-slide__time">kl. {formatTime(next.start)}</span>
            </time>
            <span className="screen-slide__hall">{next.hall}</span>
            <span className="screen-slide__category">{item.category}</span>
          </p>
          {/* The date's status before the title, as the programme screen's rows have it. */}
          <h1>
            <ScreenDateStatus status={next.status} />
            {item.title}
          </h1>
          <p className="screen-slide__summary">{item.summary}</p>
        </div>
      </div>
    </section>
  );
}
