import { fingerprint } from "../../pictures/fnv1a";
import type { Picture } from "../../pictures/picture";
import type { Slide } from "./Slideshow";

/**
 * What a slideshow was built from, as 8 hex digits: its slides and their pictures. Its island
 * carries it (SlideshowIsland), and the part that finds the slides again in the page's data
 * (src/blocks/slideshow-part.tsx) takes them only if they give the same: page data from another
 * build (kept by the service worker from an earlier visit, or a tab open across a deploy) would
 * draw other slides over the page's own, or pictures whose files are gone.
 */
export function slideshowVersion(slides: readonly Slide[], pictures: Readonly<Record<string, Picture>>): string {
  const used = slides.map((slide) => pictures[slide.image.url] ?? null);
  return fingerprint([slides, used]);
}
