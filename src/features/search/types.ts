/** One searchable document: what a search result shows of an article or an event. */
export interface SearchDocument {
  type: "article" | "event";
  title: string;
  path: string;
  summary: string;
  /** Category for events ("Konsert"), "Artikkel" for articles. */
  label: string;
  /** Events: every date, ISO, in order; the browser tells coming from past. */
  dates?: string[];
}

/** A hit as the search page shows it: an event with its next date, or its last one if all have passed. */
export type SearchResult = SearchDocument & { when?: { date: string; past: boolean } };

/**
 * The build-time search index (public/search-index.json): per document what a result shows, and
 * the other words it is found by (folded, each once, none that its title, summary or label already
 * has): nothing that is neither shown nor searched. Dates are separated by spaces.
 */
export interface SearchIndexFile {
  version: 2;
  docs: [type: "a" | "e", title: string, path: string, summary: string, label: string, dates: string, words: string][];
}

export const SEARCH_INDEX_PATH = "/search-index.json";
