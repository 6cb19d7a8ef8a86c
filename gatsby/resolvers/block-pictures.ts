import type { Picture } from "../../src/pictures/picture";
import type { ImageRef } from "../images/site-pictures";
import type { PresetName } from "../images/presets";

/** How each block shows its pictures; blocks not named show none (search). */
export const BLOCK_PRESET: Partial<Record<string, PresetName>> = {
  Hero: "hero",
  CardList: "card",
  CultureProgram: "card",
  ArticleList: "card",
  Slideshow: "slide",
  ScreenSlideshow: "screen",
  ScreenProgram: "screenRow",
};

const isImageRef = (value: Record<string, unknown>): value is Record<string, unknown> & ImageRef =>
  typeof value.url === "string" && typeof value.alt === "string" && !("path" in value);

/** Every image in a block's settings and the items of its sources ({ url, alt, focalPointQuery? }), once each. */
export function imagesIn(...values: unknown[]): ImageRef[] {
  const found = new Map<string, ImageRef>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (isImageRef(record)) {
      if (!found.has(record.url))
        found.set(record.url, {
          url: record.url,
          alt: record.alt,
          ...(typeof record.focalPointQuery === "string" ? { focalPointQuery: record.focalPointQuery } : {}),
        });
      return;
    }
    Object.values(record).forEach(visit);
  };
  values.forEach(visit);
  return [...found.values()];
}

/** The preset of a block's first picture where that is its page's largest paint (`lead` below). */
const LEAD_PRESET: Partial<Record<PresetName, PresetName>> = { card: "leadCard" };

/**
 * A block's pictures by image URL, in the block's preset; {} for blocks that show none. With
 * `lead`, the first image found (the first card of a programme listing page, which the page loads
 * at once) gets the lead preset, where its preset has one.
 */
export async function blockPictures(
  component: string,
  values: unknown[],
  picture: (image: ImageRef, preset: PresetName) => Promise<Picture>,
  { lead = false }: { lead?: boolean } = {},
): Promise<Record<string, Picture>> {
  const preset = BLOCK_PRESET[component];
  if (!preset) return {};
  const images = imagesIn(...values);
  const leadPreset = lead ? LEAD_PRESET[preset] : undefined;
  const pictures = await Promise.all(images.map((image, i) => picture(image, i === 0 && leadPreset ? leadPreset : preset)));
  return Object.fromEntries(images.map((image, i) => [image.url, pictures[i]]));
}

/**
 * The part of a block's source items it can show: a programme teaser its `limit` (and two more,
 * for dates that pass while the page is open), a slideshow what follows its `offset`. The page
 * then carries the pictures it shows, not the whole catalogue's.
 */
export function shownSourceItems(
  component: string,
  data: Record<string, unknown>,
  sourceData: Record<string, unknown>,
): Record<string, unknown> {
  const limit = component === "CultureProgram" && typeof data.limit === "number" ? data.limit + 2 : undefined;
  const offset = component === "Slideshow" && typeof data.offset === "number" ? data.offset : 0;
  if (limit === undefined && offset === 0) return sourceData;
  return Object.fromEntries(
    Object.entries(sourceData).map(([name, items]) => [
      name,
      Array.isArray(items) ? items.slice(offset, limit === undefined ? undefined : offset + limit) : items,
    ]),
  );
}
