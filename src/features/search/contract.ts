// What the build shares with search (plain code, no React): the index's shape and address.
export { SEARCH_INDEX_PATH, type SearchDocument, type SearchIndexFile } from "./types";
export { decodeSearchIndex, encodeSearchIndex, searchIndex } from "./search";
