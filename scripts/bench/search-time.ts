import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { decodeSearchIndex, SEARCH_INDEX_PATH, searchIndex } from "../../src/features/search/contract";
import { gzipSize, keystrokes, quantile } from "./lib";

/** What visitors type, a keystroke at a time; "julekonsret" has two letters swapped. */
export const TYPED = [
  "julekonsert",
  "julekonsret",
  "kjokken",
  "jazz i smia",
  "foredrag om leira",
  "humorkveld",
  "film for barn",
  "bojersalen",
  "kulturskolen",
  "gavekort",
];

export interface SearchTiming {
  indexBytes: number;
  indexGzip: number;
  documents: number;
  terms: number;
  /** Milliseconds per keystroke. */
  median: number;
  p95: number;
  keystrokes: number;
  /** The titles the typo query's first results have. */
  typoFinds: string[];
}

/** Times the site's own search over the built index, a keystroke at a time, as the search page runs it. */
export function timeSearch(publicDir: string, rounds = 20): SearchTiming | null {
  const file = path.join(publicDir, SEARCH_INDEX_PATH);
  if (!fs.existsSync(file)) return null;
  return timeSearchIndexFile(fs.readFileSync(file), rounds);
}

/** Times the site's own search over an index file's bytes. */
export function timeSearchIndexFile(raw: Buffer, rounds = 20): SearchTiming {
  const index = decodeSearchIndex(JSON.parse(raw.toString("utf8")));
  const queries = TYPED.flatMap(keystrokes);
  for (const q of queries) searchIndex(index, q); // warm up, as a visitor's first keystrokes do
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      const started = performance.now();
      searchIndex(index, q);
      samples.push(performance.now() - started);
    }
  }
  return {
    indexBytes: raw.length,
    indexGzip: gzipSize(raw),
    documents: index.docs.length,
    terms: index.terms.length,
    median: quantile(samples, 0.5),
    p95: quantile(samples, 0.95),
    keystrokes: samples.length,
    typoFinds: searchIndex(index, "julekonsret")
      .slice(0, 3)
      .map((d) => d.title),
  };
}
