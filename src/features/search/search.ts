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
 * binary search and, for a word that may be forgiven, a look at the words sharing its first two
 * letters or its fourth and fifth: not a pass over every text, nor over every word.
 */

/** Shortest word that is forgiven a wrong letter. */
export const FORGIVING_FROM = 5;
/**
 * Where the two letters start that find the terms a word slipped early in: one wrong letter among the
 * first three, or two of them swapped, leaves letters 4 and 5 as typed (hence FORGIVING_FROM >= 5).
 */
const MIDDLE = 3;

const TITLE = 1;

export interface SearchIndex {
  docs: SearchDocument[];
  /** Every distinct word, sorted. */
  terms: string[];
  /** For each term, its documents as doc << 1 | 1 when in the title. */
  postings: Uint32Array[];
  /** Each document's dates as milliseconds, in order (none for articles), parsed once, not per keystroke. */
  times: Float64Array[];
  /** Each document's place among the titles in Norwegian alphabetical order, to break ties without collating per keystroke. */
  titleRank: Uint32Array;
  /** The terms of five letters or more by their fourth and fifth letters, to find typos in the first three without reading every term. */
  byMiddle: Map<string, number[]>;
  /**
   * Each event's last result, kept while its date to show stays the same: making a result object per
   * hit per keystroke cost more than all the rest of a search (a one-letter query hits every event).
   */
  shown: (SearchResult | undefined)[];
}

let collator: Intl.Collator | null = null;
/** One Norwegian collator, made the first time it is needed: making one costs more than a thousand comparisons. */
const norwegian = () => (collator ??= new Intl.Collator("nb"));

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
  const byMiddle = new Map<string, number[]>();
  terms.forEach((term, t) => {
    if (term.length < FORGIVING_FROM) return;
    const key = term.slice(MIDDLE, MIDDLE + 2);
    const list = byMiddle.get(key);
    if (list) list.push(t);
    else byMiddle.set(key, [t]);
  });
  const titleRank = new Uint32Array(docs.length);
  const compare = norwegian().compare;
  Array.from(docs.keys())
    .sort((a, b) => compare(docs[a].title, docs[b].title))
    .forEach((d, rank) => (titleRank[d] = rank));
  return {
    docs,
    terms,
    postings: terms.map((t) => Uint32Array.from(byTerm.get(t) as number[])),
    times: docs.map((doc) => Float64Array.from(doc.type === "event" ? (doc.dates ?? []).map(Date.parse) : [])),
    titleRank,
    byMiddle,
    shown: [],
  };
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

// How a word was found in a document: in the title or the text, as typed or forgiven.
const TITLE_EXACT = 8;
const TITLE_FORGIVEN = 4;
const TEXT_EXACT = 2;
const TEXT_FORGIVEN = 1;

// Coming events first, then articles, then events that have passed.
const COMING = 0;
const ARTICLE = 1;
const PAST = 2;

/**
 * The documents matching `query`, best first. Per keystroke it touches numbers only: the ranking
 * reads typed arrays filled once per hit, and only the hits become result objects.
 */
export function searchIndex(index: SearchIndex, query: string, now: number = Date.now()): SearchResult[] {
  const words = [...new Set(wordsOf(query))];
  if (words.length === 0) return [];
  const { docs, terms, postings, times, titleRank, byMiddle, shown } = index;
  const total = new Uint16Array(docs.length);
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
      // A slip in the third letter or later leaves the first two as typed: those terms are one range.
      const head = word.slice(0, 2);
      for (let u = lowerBound(terms, head); u < terms.length && terms[u].startsWith(head); u++)
        if ((u < first || u >= t) && startsAlmostWith(terms[u], word)) mark(u, false);
      // A slip in the first three letters leaves the fourth and fifth as typed.
      for (const u of byMiddle.get(word.slice(MIDDLE, MIDDLE + 2)) ?? [])
        if (!terms[u].startsWith(head) && startsAlmostWith(terms[u], word)) mark(u, false);
    }
    for (let d = 0; d < docs.length; d++) {
      if (best[d] === 0) continue;
      found[d]++;
      total[d] += best[d];
      if (best[d] >= TITLE_FORGIVEN) titleWords[d]++;
    }
  }
  // Per hit: its group, and the date it sorts by (its next one, or for a past event its last).
  const hits: number[] = [];
  const groupOf = new Uint8Array(docs.length);
  const when = new Int32Array(docs.length).fill(-1);
  const timeOf = new Float64Array(docs.length);
  for (let d = 0; d < docs.length; d++) {
    if (found[d] !== words.length) continue;
    hits.push(d);
    const dates = times[d];
    if (docs[d].type === "article") groupOf[d] = ARTICLE;
    if (dates.length === 0) continue; // an event with no dates ranks with the coming, before them
    let k = 0;
    while (k < dates.length && dates[k] < now) k++;
    groupOf[d] = k < dates.length ? COMING : PAST;
    when[d] = k < dates.length ? k : dates.length - 1;
    timeOf[d] = dates[when[d]];
  }
  hits.sort(
    (a, b) =>
      groupOf[a] - groupOf[b] ||
      titleWords[b] - titleWords[a] ||
      total[b] - total[a] ||
      (groupOf[a] === PAST ? timeOf[b] - timeOf[a] : timeOf[a] - timeOf[b]) ||
      titleRank[a] - titleRank[b],
  );
  return hits.map((d) => {
    if (when[d] < 0) return docs[d];
    const date = (docs[d].dates as string[])[when[d]];
    const past = groupOf[d] === PAST;
    const kept = shown[d];
    if (kept?.when?.date === date && kept.when.past === past) return kept;
    return (shown[d] = { ...docs[d], when: { date, past } });
  });
}
