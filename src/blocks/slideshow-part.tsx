import React, { type ComponentType } from "react";
import { slideshowVersion, type Slide } from "../features/slideshow";
import { SlideshowPart } from "../features/slideshow/islands";
import type { Picture } from "../pictures/picture";
import { slideshowSlides } from "./slideshow-slides";
import { blockInPageData, fromThisPageData, isRecord, isText } from "./from-page-data";

/** A slide as the carousel renders it: every field it draws is text (a written slide is the content's). */
const isSlide = (slide: unknown): slide is Slide =>
  isRecord(slide) &&
  isText(slide.title) &&
  isText(slide.text) &&
  isRecord(slide.image) &&
  isText(slide.image.url) &&
  isText(slide.image.alt) &&
  (slide.image.focalPointQuery === undefined || isText(slide.image.focalPointQuery)) &&
  (slide.link === undefined || (isRecord(slide.link) && isText(slide.link.path) && isText(slide.link.label)));

/** The slides and their pictures of slideshow block `id` in a page's data (at `url`). */
function slidesIn(pageData: unknown, url: string, id: string): { slides: Slide[]; pictures: Record<string, Picture> } {
  const block = blockInPageData(pageData, id, "Slideshow");
  if (!block) throw new Error(`${url}: no slideshow block ${id}`);
  const slides: unknown[] = slideshowSlides(block.data as Parameters<typeof slideshowSlides>[0], block.sourceData, block.dataIds);
  if (!slides.every(isSlide)) throw new Error(`${url}: the slideshow block ${id} has a slide that is not text and a picture`);
  const pictures = Object.fromEntries(
    slides.flatMap((slide) => (block.pictures[slide.image.url] ? [[slide.image.url, block.pictures[slide.image.url]]] : [])),
  );
  return { slides, pictures };
}

/**
 * The slideshow's part on a page built of islands. Its HTML shows the first slide, and its element
 * carries only its id, label and version (slideshow-version.ts): the slides and their pictures come
 * from the page's data, fetched as the island starts (as it comes near the screen), and are taken
 * only if they are the ones the build rendered the HTML from (fromThisPageData). On a phone the
 * front page's HTML is then one round trip: the slides' text and pictures were 1.6 KB of its
 * 13.6 KB by brotli. `pageData`: the answer for the page's data, asked for beside this part's code
 * (src/islands/parts.ts).
 */
export async function slideshowPart(props: Record<string, unknown>, pageData?: Promise<unknown>): Promise<ComponentType> {
  const { id, label, version } = props;
  if (!isText(id) || !isText(label) || !isText(version)) throw new Error("the slideshow's island names no block it can load");
  const { slides, pictures } = await fromThisPageData(
    `the slideshow ${id}`,
    (data, url) => slidesIn(data, url, id),
    (slides) => slideshowVersion(slides.slides, slides.pictures),
    version,
    pageData,
  );
  return function SlideshowFromPageData() {
    return <SlideshowPart id={id} label={label} slides={slides} pictures={pictures} />;
  };
}
