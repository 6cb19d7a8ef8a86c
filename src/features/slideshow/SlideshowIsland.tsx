import React from "react";
import { Slideshow, type Slide } from "./Slideshow";
import { PicturesContext } from "../../components/Image";
import { island } from "../../components/island";
import type { Picture } from "../../pictures/picture";
import { slideshowVersion } from "./slideshow-version";

/** The slideshow with its slides' prepared pictures as a prop: an island has no context but its props. */
export function SlideshowPart({
  pictures,
  ...props
}: {
  slides: Slide[];
  label: string;
  id: string;
  /** The slides' prepared pictures, by image URL. */
  pictures: Record<string, Picture>;
}) {
  return (
    <PicturesContext.Provider value={pictures}>
      <Slideshow {...props} />
    </PicturesContext.Provider>
  );
}

/**
 * The slideshow as an island (src/islands/parts.ts, "slideshow"): on a page built of islands it
 * starts by itself as it comes near the screen (it turns its slides only where it can be seen). Its
 * element carries its id, its label and the version of its slides (slideshow-version.ts): the
 * slides and their pictures come from the page's data as it starts (src/blocks/slideshow-part.tsx).
 */
export const SlideshowIsland = island("slideshow", SlideshowPart, {
  data: ({ id, label, slides, pictures }) => ({ id, label, version: slideshowVersion(slides, pictures) }),
});
