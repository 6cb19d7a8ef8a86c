/** One entry of the build-time search index (public/search-index.json). */
export interface SearchDocument {
  type: "article" | "event";
  title: string;
  path: string;
  summary: string;
  /** Category for events ("Konsert"), "Artikkel" for articles. */
  label: string;
  /** First coming date for events, ISO. */
  date?: string;
  /** Folded title, for ranking. */
  t: string;
  /** Folded text of everything searchable. */
  x: string;
}

export const SEARCH_INDEX_PATH = "/search-index.json";
