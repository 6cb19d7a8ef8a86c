import type { ProgrammeItem } from "../../src/features/programme/contract";
import type { SourceData } from "../../src/blocks/source-data";

/**
 * How much of the programme a block's data carries, so a page's weight follows what it shows and
 * not the size of the catalogue:
 * - a programme teaser (CultureProgram with `limit`) its first productions, and a few more for
 *   those that start while the page is open;
 * - the whole programme (CultureProgram without `limit`) none: its pages carry one listing page
 *   each (PageBlock.listing, src/features/programme/listing.ts);
 * - a slideshow its first few productions (after its `offset`, the productions it skips);
 * - the lobby screens the coming days only (or, when those hold few performances, the next few
 *   performances whenever they are, so a quiet fortnight does not leave a screen empty).
 * Article sources are left as they are.
 */
export type BlockWindow =
  | { kind: "all" }
  | { kind: "first"; count: number }
  | { kind: "listing" }
  | { kind: "days"; days: number; minEvents: number; max: number };

export const TEASER_SPARE = 3;
export const SLIDESHOW_SLIDES = 8;
export const SCREEN_DAYS = 14;
export const SCREEN_MIN_EVENTS = 20;
export const SCREEN_SLIDES = 24;

const DAY = 24 * 60 * 60 * 1000;

export function windowFor(block: { component: string; data?: unknown }): BlockWindow {
  const data = (block.data ?? {}) as { limit?: unknown; offset?: unknown };
  switch (block.component) {
    case "CultureProgram":
      return typeof data.limit === "number" && data.limit > 0
        ? { kind: "first", count: data.limit + TEASER_SPARE }
        : { kind: "listing" };
    case "Slideshow":
      return { kind: "first", count: (typeof data.offset === "number" && data.offset > 0 ? data.offset : 0) + SLIDESHOW_SLIDES };
    case "ScreenProgram":
      return { kind: "days", days: SCREEN_DAYS, minEvents: SCREEN_MIN_EVENTS, max: Number.POSITIVE_INFINITY };
    case "ScreenSlideshow":
      return { kind: "days", days: SCREEN_DAYS, minEvents: SCREEN_MIN_EVENTS, max: SCREEN_SLIDES };
    default:
      return { kind: "all" };
  }
}

const isProgramme = (value: unknown): value is ProgrammeItem[] =>
  Array.isArray(value) && value.every((v) => v && typeof v === "object" && Array.isArray((v as ProgrammeItem).events));

/** Coming productions (each with its dates in date order, the list in date order) cut to what the window lets through. */
export function windowItems(items: ProgrammeItem[], window: BlockWindow, now: number): ProgrammeItem[] {
  switch (window.kind) {
    case "all":
      return items;
    case "listing":
      return [];
    case "first":
      return items.slice(0, window.count);
    case "days": {
      // The performances of the coming days, or the first `minEvents` performances if that is more.
      const starts = items.flatMap((item) => item.events.map((e) => Date.parse(e.start))).sort((a, b) => a - b);
      const inDays = starts.filter((t) => t < now + window.days * DAY).length;
      const last = starts[Math.max(inDays, Math.min(window.minEvents, starts.length)) - 1] ?? Number.NEGATIVE_INFINITY;
      return items
        .map((item) => ({ ...item, events: item.events.filter((e) => Date.parse(e.start) <= last) }))
        .filter((item) => item.events.length > 0)
        .slice(0, window.max);
    }
  }
}

/** A block's resolved sources with every programme collection cut to the block's window. */
export function applyWindow(data: SourceData, window: BlockWindow, now: number): SourceData {
  if (window.kind === "all") return data;
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, isProgramme(value) ? windowItems(value, window, now) : value]),
  );
}
