import type { ProgrammeItem } from "./programme-item";
import type { Picture } from "../../pictures/picture";
import { categoriesOf, monthsOf } from "./filter-programme";

/**
 * The whole programme is published a page at a time: /kulturprogram shows the first productions,
 * /kulturprogram/side/2 the next, and so on, so a visitor without JavaScript and a search engine
 * reach every event, and no page carries the whole catalogue. The filters work over the whole
 * programme through the compact programme index (programme-index.ts), loaded when a filter is used.
 *
 * Twelve a page: four rows of three cards on a wide screen; on a phone some 6,000 px of cards, where
 * 24 were twice that, and a visitor who reads on gets the next twelve in place ("Vis flere"). At
 * 2,000 productions a page of 12 cost the bench's phone about 6 % less main-thread work than one of
 * 24 (the cards below the first screen are parsed, watched and given their live states all the
 * same), and its HTML is a third smaller.
 */
export const LISTING_PAGE_SIZE = 12;

/** One page of a programme listing, as the build puts it in the page's data. */
export interface ListingPage {
  page: number;
  /** Productions per page (the build's PROGRAMME_PAGE_SIZE); the filtered view shows this many at a time too. */
  pageSize: number;
  pages: number;
  /** Coming productions in the whole listing. */
  total: number;
  /** This page's productions, in date order. */
  items: ProgrammeItem[];
  /** What the filters offer, over the whole listing. */
  categories: string[];
  months: { key: string; label: string }[];
  /** The pictures of this page's productions, made by the build for cards, by image URL. */
  pictures?: Record<string, Picture>;
}

/** A listing page and where it is published: the path of its first page ("/kulturprogram"), further pages under it. */
export type ProgrammeListing = ListingPage & { basePath: string };

export const listingPageCount = (total: number, pageSize = LISTING_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

export { listingPagePath } from "../../../content-model";

/** Page `page` of a listing of `items` (every coming production, in date order). */
export function makeListing(items: ProgrammeItem[], page: number, pageSize = LISTING_PAGE_SIZE): ListingPage {
  const pages = listingPageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (current - 1) * pageSize;
  return {
    page: current,
    pageSize,
    pages,
    total: items.length,
    items: items.slice(start, start + pageSize),
    categories: categoriesOf(items),
    months: monthsOf(items),
  };
}

/** The page numbers a pager links to: the first, the last, and the ones around the current page. */
export function pagerPages(page: number, pages: number, around = 2): (number | "gap")[] {
  const shown = [...new Set([1, pages, ...Array.from({ length: around * 2 + 1 }, (_, i) => page - around + i)])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? ["gap" as const, n] : [n]));
}
