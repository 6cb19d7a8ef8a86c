import { SEARCH_INDEX_PATH, type SearchDocument } from "./types";

let pending: Promise<SearchDocument[]> | null = null;

/** Fetches the search index once, the first time someone searches; a failure may be tried again. */
export function loadSearchIndex(): Promise<SearchDocument[]> {
  if (!pending) {
    pending = fetch(SEARCH_INDEX_PATH, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!Array.isArray(data)) throw new Error("search index: not a list");
        return data as SearchDocument[];
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/** Drops the loaded index, so the next search fetches it again. */
export function forgetSearchIndex(): void {
  pending = null;
}
