import React from "react";
import { focalPosition, parseFocalPoint } from "../lib/picture";
import { Clock } from "../features/screens";
import { ScreenEmpty } from "../features/screens";
import { useShownSlides } from "../features/screens";
import { upcoming } from "../features/programme";
import { useNow } from "../lib/useNow";
import { slidesFromProgramme } from "../features/slideshow";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

export const SCREEN_SLIDE_MS = 10000;

/**
 * The lobby slideshow: one coming production at a time, advancing on its own; nothing to click.
 * Every slide's picture is saved on the device as the screen starts, and a slide whose picture
 * does not load is skipped (useShownSlides). Nothing coming: the venue's name, the time and a word.
 */
export function ScreenSlideshow({ data, sourceData, dataIds, pictures: made }: BlockProps<{ heading?: string }>) {
  const now = useNow(30_000);
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  // Each slide shows the picture the build made for the screen (the "screen" size), not the original.
  const slides = slidesFromProgramme(now === null ? items : upcoming(items, now)).map((slide) => {
    const picture = made?.[slide.image.url];
    return picture ? { ...slide, image: { ...slide.image, url: picture.src } } : slide;
  });
  const { index, pictures, pictureFailed } = useShownSlides(slides, SCREEN_SLIDE_MS);
  const slide = slides[index];
  if (!slide) {
    return (
      <section className="screen-slideshow screen-slideshow--empty" aria-label={data.heading ?? "Kommende arrangementer"}>
        <ScreenEmpty />
      </section>
    );
  }
  return (
    <section className="screen-slideshow" aria-label={data.heading ?? "Kommende arrangementer"}>
      <Clock />
      <div className={pictures ? "screen-slide" : "screen-slide screen-slide--text"} key={`${index}-${slide.image.url}`}>
        {pictures && (
          <img
            src={slide.image.url}
            alt={slide.image.alt}
            width={1200}
            height={675}
            loading="eager"
            decoding="sync"
            style={{ objectFit: "cover", objectPosition: focalPosition(parseFocalPoint(slide.image.focalPointQuery)) }}
            onError={() => pictureFailed(slide.image.url)}
          />
        )}
        <div className="screen-slide__text">
          <h1>{slide.title}</h1>
          <p>{slide.text}</p>
        </div>
      </div>
    </section>
  );
}
