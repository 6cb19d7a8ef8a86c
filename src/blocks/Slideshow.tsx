import React from "react";
import { SlideshowIsland } from "../features/slideshow";
import { usePictures } from "../components/Image";
import { slideshowSlides } from "./slideshow-slides";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

/** The slideshow block: its slides (slideshow-slides.ts) as a carousel, an island of its own. */
export function Slideshow({ id, data, sourceData, dataIds }: BlockProps<BlockData<"Slideshow">>) {
  const slides = slideshowSlides(data, sourceData, dataIds);
  const pictures = usePictures(slides.map((slide) => slide.image.url));
  if (slides.length === 0) return null;
  return (
    <div className="block">
      {data.heading && <h2 id={`${id}-heading`}>{data.heading}</h2>}
      <SlideshowIsland id={id} slides={slides} label={data.heading ?? "Aktuelt"} pictures={pictures} />
    </div>
  );
}
