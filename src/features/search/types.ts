/** One search result: what the results list shows of an article or an event. */
export interface SearchDocument {
  type: "article" | "event";
  title: string;
  path: string;
  summary: string;
  /** Category for events ("Konsert"), "Artikkel" for articles. */
  label: string;
  /** Next coming date for events, ISO. */
  date?: string;
}

/**
 * The build-time search index (public/search-index.json): per document what a result shows, and
 * the other words it is found by (folded, each once, none that its title, summary or label already
 * has): nothing that is neither shown nor searched.
 */
export interface SearchIndexFile {
  version: 2;
  docs: [type: "a" | "e", title: string, path: string, summary: string, label: string, date: string, words: string][];
}

export const SEARCH_INDEX_PATH = "/search-index.json";
