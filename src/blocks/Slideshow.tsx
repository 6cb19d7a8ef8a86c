import React from "react";
import { Slideshow as Carousel } from "../features/slideshow";
import { slidesFromProgramme } from "../features/slideshow";
import type { ProgrammeItem } from "../features/programme";
import { sourceItems } from "./source-items";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

/**
 * Slides written in the page, or the coming productions of its source from the `offset`th on
 * (a page that shows the first few as cards shows the rest here, so no picture shows twice).
 */
export function Slideshow({ id, data, sourceData, dataIds }: BlockProps<BlockData<"Slideshow">>) {
  const slides = data.slides ?? slidesFromProgramme(sourceItems<ProgrammeItem>(sourceData, dataIds).slice(data.offset ?? 0));
  if (slides.length === 0) return null;
  return (
    <div className="block">
      {data.heading && <h2 id={`${id}-heading`}>{data.heading}</h2>}
      <Carousel id={id} slides={slides} label={data.heading ?? "Aktuelt"} />
    </div>
  );
}
