import React, { type ComponentType } from "react";
import { slideshowVersion, type Slide } from "../features/slideshow";
import { SlideshowPart } from "../features/slideshow/islands";
import { fetchJson, thisPageDataUrl } from "../links/page-data";
import type { Picture } from "../pictures/picture";
import { slideshowSlides } from "./slideshow-slides";
import type { SourceData } from "./source-data";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";

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

/** The slideshow block `id` in a page's data (Gatsby's page-data.json: data.contentPage.blocks), or null. */
function slideshowBlock(pageData: unknown, id: string) {
  const blocks = (pageData as { result?: { data?: { contentPage?: { blocks?: unknown } } } } | null)?.result?.data?.contentPage
    ?.blocks;
  const block = Array.isArray(blocks) ? blocks.find((b) => isRecord(b) && b.id === id && b.component === "Slideshow") : null;
  if (!isRecord(block)) return null;
  // As the page's template reads them (BlockGrid.tsx): no data or sources is none.
  const { data = {}, sourceData = {}, dataIds, pictures } = block;
  if (!(data === null || isRecord(data)) || !(sourceData === null || isRecord(sourceData))) return null;
  if (!Array.isArray(dataIds) || !dataIds.every(isText)) return null;
  return {
    data: (data ?? {}) as Parameters<typeof slideshowSlides>[0],
    sourceData: (sourceData ?? {}) as SourceData,
    dataIds,
    pictures: (isRecord(pictures) ? pictures : {}) as Record<string, Picture>,
  };
}

/** The slides and their pictures of block `id` in the page data at `url` (`answer`: its answer, asked for already). */
async function slidesAt(
  url: string,
  id: string,
  answer: Promise<unknown> = fetchJson(url),
): Promise<{ slides: Slide[]; pictures: Record<string, Picture> }> {
  const block = slideshowBlock(await answer, id);
  if (!block) throw new Error(`${url}: no slideshow block ${id}`);
  const slides: unknown[] = slideshowSlides(block.data, block.sourceData, block.dataIds);
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
 * only if they are the ones the build rendered the HTML from. Page data of another build (the
 * service worker answers page data from what it saved, then looks for a newer copy) is asked for
 * once more past that copy; if it is still another build's, the part does not start, and the first
 * slide stays as the build wrote it. On a phone the front page's HTML is then one round trip: the
 * slides' text and pictures were 1.6 KB of its 13.6 KB by brotli. `pageData`: the answer for the
 * page's data, asked for beside this part's code (src/islands/parts.ts).
 */
export async function slideshowPart(props: Record<string, unknown>, pageData?: Promise<unknown>): Promise<ComponentType> {
  const { id, label, version } = props;
  if (!isText(id) || !isText(label) || !isText(version)) throw new Error("the slideshow's island names no block it can load");
  const url = thisPageDataUrl();
  let found = await slidesAt(url, id, pageData);
  if (slideshowVersion(found.slides, found.pictures) !== version) {
    // Another address than the saved copy's, so the worker asks the network.
    found = await slidesAt(`${url}?slides=${encodeURIComponent(version)}`, id);
    if (slideshowVersion(found.slides, found.pictures) !== version)
      throw new Error(`${url}: the slideshow ${id} is another build's than this page's (version ${version})`);
  }
  const { slides, pictures } = found;
  return function SlideshowFromPageData() {
    return <SlideshowPart id={id} label={label} slides={slides} pictures={pictures} />;
  };
}
