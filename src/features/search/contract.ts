// What the build shares with search (plain code, no React): the index's shape and address, and
// the folding of Norwegian letters both sides apply.
export { fold } from "./fold";
export { SEARCH_INDEX_PATH, type SearchDocument, type SearchIndexFile } from "./types";
export { decodeSearchIndex, encodeSearchIndex, searchIndex } from "./search";
