import { fold } from "./fold";
import type { SearchDocument, SearchIndexFile, SearchResult } from "./types";

/**
 * Search over articles and events, as a visitor types:
 * - every word of the query must be found, as a word or the start of one ("jul mannskor");
 * - case and the Norwegian letters fold ("kjokken" finds "Kjøkken", see fold.ts);
 * - a word of five letters or more may have one letter wrong, or two neighbours swapped
 *   ("julekonsret" finds "Julekonsert"), in the word or in the part typed so far;
 * - coming events come first (soonest first), then articles, then past events (latest first);
 *   within each, hits in the title first, typed right before forgiven.
 * The words are looked up in a vocabulary made once when the index loads, so a keystroke costs a
 * binary search and one pass over the distinct words, not a pass over every text.
 */

/** Shortest word that is forgiven a wrong letter. */
export const FORGIVING_FROM = 5;

const TITLE = 1;

export interface SearchIndex {
  docs: SearchDocument[];
  /** Every distinct word, sorted. */
  terms: string[];
  /** For each term, its documents as doc << 1 | 1 when in the title. */
  postings: Uint32Array[];
}

const wordsOf = (text: string) => fold(text).split(" ").filter(Boolean);

/** The index file for these documents, each with all its searchable text. */
export function encodeSearchIndex(entries: { doc: SearchDocument; text: string }[]): SearchIndexFile {
  return {
    version: 2,
    docs: entries.map(({ doc, text }) => {
      const shown = new Set(wordsOf(`${doc.title} ${doc.summary} ${doc.label}`));
      const words = [...new Set(wordsOf(text))].filter((w) => !shown.has(w));
      return [
        doc.type === "event" ? "e" : "a",
        doc.title,
        doc.path,
        doc.summary,
        doc.label,
        (doc.dates ?? []).join(" "),
        words.join(" "),
      ];
    }),
  };
}

/** A loaded index file, ready to search; throws on anything that is not one. */
export function decodeSearchIndex(file: unknown): SearchIndex {
  const f = file as Partial<SearchIndexFile> | null;
  if (!f || f.version !== 2 || !Array.isArray(f.docs)) throw new Error("search index: not an index file");
  const byTerm = new Map<string, number[]>();
  const docs = f.docs.map((entry, n) => {
    if (!Array.isArray(entry) || entry.length !== 7 || !entry.every((v) => typeof v === "string"))
      throw new Error(`search index: entry ${n} is malformed`);
    const [type, title, path, summary, label, dates, words] = entry;
    const add = (term: string, flag: number) => {
      const list = byTerm.get(term);
      const value = (n << 1) | flag;
      if (!list) byTerm.set(term, [value]);
      else if (list[list.length - 1] >> 1 !== n) list.push(value);
      else list[list.length - 1] |= flag;
    };
    for (const w of wordsOf(title)) add(w, TITLE);
    for (const w of wordsOf(`${summary} ${label}`)) add(w, 0);
    for (const w of words.split(" ")) if (w) add(w, 0);
    const doc: SearchDocument = {
      type: type === "e" ? "event" : "article",
      title,
      path,
      summary,
      label,
      ...(dates ? { dates: dates.split(" ") } : {}),
    };
    return doc;
  });
  const terms = [...byTerm.keys()].sort();
  return { docs, terms, postings: terms.map((t) => Uint32Array.from(byTerm.get(t) as number[])) };
}

/** The first index whose term is not below `word`. */
function lowerBound(terms: string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether `term` starts with `word` but for one letter, or two neighbouring letters swapped. */
export function startsAlmostWith(term: string, word: string): boolean {
  const n = word.length;
  if (term.length < n) return false;
  let i = 0;
  while (i < n && term.charCodeAt(i) === word.charCodeAt(i)) i++;
  if (i === n) return true;
  // One letter wrong: the rest must agree.
  let j = i + 1;
  while (j < n && term.charCodeAt(j) === word.charCodeAt(j)) j++;
  if (j === n) return true;
  // Two neighbours swapped.
  if (i + 1 < n && term.charCodeAt(i) === word.charCodeAt(i + 1) && term.charCodeAt(i + 1) === word.charCodeAt(i)) {
    for (j = i + 2; j < n; j++) if (term.charCodeAt(j) !== word.charCodeAt(j)) return false;
    return true;
  }
  return false;
}

/** An event's next date after `now`, or its last date marked past. */
function whenOf(doc: SearchDocument, now: number): SearchResult["when"] {
  if (doc.type !== "event" || !doc.dates?.length) return undefined;
  const next = doc.dates.find((d) => Date.parse(d) >= now);
  return next ? { date: next, past: false } : { date: doc.dates[doc.dates.length - 1], past: true };
}

/** Coming events first, then articles, then events that have passed. */
const group = (r: SearchResult) => (r.type === "article" ? 1 : r.when?.past ? 2 : 0);

// How a word was found in a document: in the title or the text, as typed or forgiven.
const TITLE_EXACT = 8;
const TITLE_FORGIVEN = 4;
const TEXT_EXACT = 2;
const TEXT_FORGIVEN = 1;

/** The documents matching `query`, best first. */
export function searchIndex(index: SearchIndex, query: string, now: number = Date.now()): SearchResult[] {
  const words = [...new Set(wordsOf(query))];
  if (words.length === 0) return [];
  const { docs, terms, postings } = index;
  const total = new Float64Array(docs.length);
  const titleWords = new Uint8Array(docs.length);
  const found = new Uint8Array(docs.length);
  const best = new Uint8Array(docs.length);
  for (const word of words) {
    best.fill(0);
    const mark = (t: number, exact: boolean) => {
      for (const posting of postings[t]) {
        const doc = posting >> 1;
        const how = posting & TITLE ? (exact ? TITLE_EXACT : TITLE_FORGIVEN) : exact ? TEXT_EXACT : TEXT_FORGIVEN;
        if (how > best[doc]) best[doc] = how;
      }
    };
    const first = lowerBound(terms, word);
    let t = first;
    for (; t < terms.length && terms[t].startsWith(word); t++) mark(t, true);
    if (word.length >= FORGIVING_FROM) {
      for (let u = 0; u < terms.length; u++) if ((u < first || u >= t) && startsAlmostWith(terms[u], word)) mark(u, false);
    }
    for (let d = 0; d < docs.length; d++) {
      if (best[d] === 0) continue;
      found[d]++;
      total[d] += best[d];
      if (best[d] >= TITLE_FORGIVEN) titleWords[d]++;
    }
  }
  const hits: { d: number; result: SearchResult; time: number }[] = [];
  for (let d = 0; d < docs.length; d++) {
    if (found[d] !== words.length) continue;
    const when = whenOf(docs[d], now);
    hits.push({ d, result: when ? { ...docs[d], when } : docs[d], time: when ? Date.parse(when.date) : 0 });
  }
  return hits
    .sort(
      (a, b) =>
        group(a.result) - group(b.result) ||
        titleWords[b.d] - titleWords[a.d] ||
        total[b.d] - total[a.d] ||
        (group(a.result) === 2 ? b.time - a.time : a.time - b.time) ||
        a.result.title.localeCompare(b.result.title, "nb"),
    )
    .map((h) => h.result);
}
