import { fold } from "./fold";
import type { SearchDocument, SearchResult } from "./types";

/** An event's next date after `now`, or its last date marked past. */
function whenOf(doc: SearchDocument, now: number): SearchResult["when"] {
  if (doc.type !== "event" || !doc.dates?.length) return undefined;
  const next = doc.dates.find((d) => Date.parse(d) >= now);
  return next ? { date: next, past: false } : { date: doc.dates[doc.dates.length - 1], past: true };
}

/** Coming events first, then articles, then events that have passed. */
const group = (r: SearchResult) => (r.type === "article" ? 1 : r.when?.past ? 2 : 0);

/**
 * Every word of the query must be found (as a word or the start of one) in the document.
 * Coming events come first (soonest first), then articles, then past events (latest first);
 * within each, title hits first.
 */
export function searchDocuments(docs: SearchDocument[], query: string, now: number = Date.now()): SearchResult[] {
  const words = fold(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const startsWord = (haystack: string, word: string) => ` ${haystack}`.includes(` ${word}`);
  const score = (doc: SearchDocument) => words.filter((w) => startsWord(doc.t, w)).length;
  const time = (r: SearchResult) => (r.when ? Date.parse(r.when.date) : 0);
  return docs
    .filter((doc) => words.every((w) => startsWord(doc.x, w) || startsWord(doc.t, w)))
    .map((doc) => {
      const when = whenOf(doc, now);
      return { result: { ...doc, ...(when ? { when } : {}) } as SearchResult, score: score(doc) };
    })
    .sort(
      (a, b) =>
        group(a.result) - group(b.result) ||
        b.score - a.score ||
        (group(a.result) === 2 ? time(b.result) - time(a.result) : time(a.result) - time(b.result)) ||
        a.result.title.localeCompare(b.result.title, "nb"),
    )
    .map((r) => r.result);
}
