import React from "react";
import { SlideshowIsland } from "../features/slideshow";
import { usePictures } from "../components/Image";
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
  const pictures = usePictures(slides.map((slide) => slide.image.url));
  if (slides.length === 0) return null;
  return (
    <div className="block">
      {data.heading && <h2 id={`${id}-heading`}>{data.heading}</h2>}
      <SlideshowIsland id={id} slides={slides} label={data.heading ?? "Aktuelt"} pictures={pictures} />
    </div>
  );
}
