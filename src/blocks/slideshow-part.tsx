import React, { type ComponentType } from "react";
import { SlideshowPart } from "../features/slideshow/islands";
import { pageDataUrl } from "../links/page-data";
import type { Picture } from "../pictures/picture";
import { slideshowSlides } from "./slideshow-slides";
import type { SourceData } from "./source-data";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The slideshow block `id` in a page's data (Gatsby's page-data.json: data.contentPage.blocks), or null. */
function slideshowBlock(pageData: unknown, id: string) {
  const blocks = (pageData as { result?: { data?: { contentPage?: { blocks?: unknown } } } } | null)?.result?.data?.contentPage
    ?.blocks;
  const block = Array.isArray(blocks) ? blocks.find((b) => isRecord(b) && b.id === id && b.component === "Slideshow") : null;
  if (!isRecord(block)) return null;
  const { data, sourceData, dataIds, pictures } = block;
  if (!isRecord(data) || !(sourceData == null || isRecord(sourceData))) return null;
  if (!Array.isArray(dataIds) || !dataIds.every((name) => typeof name === "string")) return null;
  return {
    data: data as Parameters<typeof slideshowSlides>[0],
    sourceData: (sourceData ?? {}) as SourceData,
    dataIds: dataIds as string[],
    pictures: (isRecord(pictures) ? pictures : {}) as Record<string, Picture>,
  };
}

/**
 * The slideshow's part on a page built of islands. Its HTML shows the first slide, and its element
 * carries only its id and label: the slides and their pictures come from the page's data, fetched as
 * the island starts (as it comes near the screen), and are the ones the build rendered the HTML from
 * (slideshow-slides.ts). On a phone the front page's HTML is then one round trip: the slides'
 * text and pictures were 1.6 KB of its 13.6 KB by brotli.
 */
export async function slideshowPart(props: Record<string, unknown>): Promise<ComponentType> {
  const { id, label } = props;
  if (typeof id !== "string" || typeof label !== "string") throw new Error("the slideshow's island names no block it can load");
  const url = pageDataUrl(window.location.pathname);
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const block = slideshowBlock(await response.json(), id);
  if (!block) throw new Error(`${url}: no slideshow block ${id}`);
  const slides = slideshowSlides(block.data, block.sourceData, block.dataIds);
  if (!slides.every((slide) => isRecord(slide) && typeof slide.title === "string" && isRecord(slide.image)))
    throw new Error(`${url}: the slideshow block ${id} has slides without a title or picture`);
  const pictures = Object.fromEntries(
    slides.flatMap((slide) => (block.pictures[slide.image.url] ? [[slide.image.url, block.pictures[slide.image.url]]] : [])),
  );
  return function SlideshowFromPageData() {
    return <SlideshowPart id={id} label={label} slides={slides} pictures={pictures} />;
  };
}
