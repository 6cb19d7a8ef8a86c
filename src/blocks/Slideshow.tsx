import React from "react";
import { Slideshow as Carousel, type Slide } from "../features/slideshow/Slideshow";
import { slidesFromProgramme } from "../features/slideshow/slides-from-programme";
import type { ProgrammeItem } from "../types/programme";
import { sourceItems } from "./source-items";
import type { BlockProps } from "./types";

/** Slides written in the page, or the coming productions of its source. */
export function Slideshow({ id, data, sourceData, dataIds }: BlockProps<{ heading?: string; slides?: Slide[] }>) {
  const slides = data.slides ?? slidesFromProgramme(sourceItems<ProgrammeItem>(sourceData, dataIds));
  return (
    <div className="block">
      {data.heading && <h2>{data.heading}</h2>}
      <Carousel id={id} slides={slides} label={data.heading ?? "Aktuelt"} />
    </div>
  );
}
