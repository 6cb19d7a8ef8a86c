import React, { useEffect, useState } from "react";
import { FocalImage } from "../components/FocalImage";
import { Clock } from "../features/screens/Clock";
import { upcoming } from "../features/programme/filter-programme";
import { useNow } from "../lib/useNow";
import { slidesFromProgramme } from "../features/slideshow/slides-from-programme";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

export const SCREEN_SLIDE_MS = 10000;

/** The lobby slideshow: one coming production at a time, advancing on its own; nothing to click. */
export function ScreenSlideshow({ data, sourceData, dataIds }: BlockProps<{ heading?: string }>) {
  const now = useNow(30_000);
  const slides = slidesFromProgramme(now === null ? sourceItems<ProgrammeItem>(sourceData, dataIds) : upcoming(sourceItems<ProgrammeItem>(sourceData, dataIds), now));
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SCREEN_SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [slides.length]);
  const slide = slides[index % Math.max(slides.length, 1)];
  return (
    <section className="screen-slideshow" aria-label={data.heading ?? "Kommende arrangementer"}>
      <Clock />
      {slide ? (
        <div className="screen-slide" key={index}>
          <FocalImage src={slide.image.url} alt={slide.image.alt} focalPointQuery={slide.image.focalPointQuery} eager />
          <div className="screen-slide__text">
            <h1>{slide.title}</h1>
            <p>{slide.text}</p>
          </div>
        </div>
      ) : (
        <h1>{data.heading ?? "Velkommen til kulturhuset"}</h1>
      )}
    </section>
  );
}
