import { decodeSearchIndex, type SearchIndex } from "./search";
import { SEARCH_INDEX_PATH } from "./types";

let pending: Promise<SearchIndex> | null = null;

/** Fetches the search index once, the first time someone searches, and makes it ready to search; a failure may be tried again. */
export function loadSearchIndex(): Promise<SearchIndex> {
  if (!pending) {
    pending = fetch(SEARCH_INDEX_PATH, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then(decodeSearchIndex)
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
  }
  return pending;
}

/**
 * For tests: drops the loaded index, as a fresh page load would, so the next search fetches it
 * again. Module state no public call resets; knip counts the tests' use, and `--production` lists it.
 */
export function forgetSearchIndex(): void {
  pending = null;
}
