// `npx tsx scripts/bench/search-quick.ts [--productions N] [--extra-words W]`: the bench's search timing
// without a Gatsby build. Generates the catalogue as the bench does, builds the search index in Node as
// the build's onPostBuild does (from the content files, which have the shape the build's nodes have),
// and times the site's own search over it. For working on search; `npm run bench` remains the reference.
// The generated catalogue repeats a few productions' texts, so it has few distinct words (some 2,600);
// `--extra-words W` gives each production W made-up words of its own, for a vocabulary as varied as
// 2,000 real productions would have (W = 20 gives some 40,000).
import fs from "node:fs";
import path from "node:path";
import type { Article, Production } from "../../content-model";
import { buildSearchIndex } from "../../gatsby/post-build/search-index";
import { writeCatalogue } from "./catalogue";
import { formatKB } from "./lib";
import { ROOT } from "./paths";
import { timeSearchIndexFile } from "./search-time";

const readAll = <T>(dir: string): T[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as T);

const option = (name: string, otherwise: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : otherwise;
};
const count = option("--productions", 2000);
const extraWords = option("--extra-words", 0);

/** Made-up words, the same every run (a small seeded generator, mulberry32). */
function madeUpWords(seed: number): () => string {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = "abdefghijklmnoprstuvyæøå";
  return () =>
    Array.from({ length: 4 + Math.floor(random() * 9) }, () => letters[Math.floor(random() * letters.length)]).join("");
}

const content = writeCatalogue(path.join(ROOT, "content"), count);
try {
  const productions = readAll<Production>(path.join(content, "productions"));
  const word = madeUpWords(1);
  for (const p of productions) p.contents[0].body += ` ${Array.from({ length: extraWords }, word).join(" ")}`;
  const file = buildSearchIndex(readAll<Article>(path.join(content, "articles")), productions);
  const t = timeSearchIndexFile(Buffer.from(JSON.stringify(file)));
  console.log(
    `${count} productions: ${t.documents} documents, ${t.terms} words, index ${formatKB(t.indexBytes)} KB (${formatKB(t.indexGzip)} KB gz); ` +
      `${t.keystrokes} keystrokes: median ${t.median.toFixed(3)} ms, p95 ${t.p95.toFixed(3)} ms; "julekonsret" finds: ${t.typoFinds.join("; ") || "NOTHING"}`,
  );
} finally {
  fs.rmSync(content, { recursive: true, force: true });
}
