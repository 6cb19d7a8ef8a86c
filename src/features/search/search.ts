import { fold } from "./fold";
import type { SearchDocument } from "./types";

/**
 * Every word of the query must be found (as a word or the start of one) in the document.
 * Title hits rank first, then coming events by date, then articles.
 */
export function searchDocuments(docs: SearchDocument[], query: string): SearchDocument[] {
  const words = fold(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const startsWord = (haystack: string, word: string) => ` ${haystack}`.includes(` ${word}`);
  const score = (doc: SearchDocument) => words.filter((w) => startsWord(doc.t, w)).length;
  return docs
    .filter((doc) => words.every((w) => startsWord(doc.x, w) || startsWord(doc.t, w)))
    .map((doc) => ({ doc, score: score(doc) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.doc.type === b.doc.type ? (a.doc.date ?? "").localeCompare(b.doc.date ?? "") : a.doc.type === "event" ? -1 : 1) ||
        a.doc.title.localeCompare(b.doc.title, "nb"),
    )
    .map((r) => r.doc);
}
