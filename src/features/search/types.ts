/** One entry of the build-time search index (public/search-index.json). */
export interface SearchDocument {
  type: "article" | "event";
  title: string;
  path: string;
  summary: string;
  /** Category for events ("Konsert"), "Artikkel" for articles. */
  label: string;
  /** Events: every date, ISO, in order; the browser tells coming from past. */
  dates?: string[];
  /** Folded title, for ranking. */
  t: string;
  /** Folded text of everything searchable. */
  x: string;
}

/** A hit as the search page shows it: an event with its next date, or its last one if all have passed. */
export type SearchResult = SearchDocument & { when?: { date: string; past: boolean } };

export const SEARCH_INDEX_PATH = "/search-index.json";
