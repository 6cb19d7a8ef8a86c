import fs from "fs";
import path from "path";
import zlib from "zlib";
import { publicWriteTarget } from "./public-files";
import { compressionPool, type CopyAsk } from "./compression-pool";

/**
 * A .gz and a .br copy beside every text file of the site, which nginx sends as they are to a
 * browser that takes them (gzip_static, brotli_static: deploy/nginx/site.conf), instead of
 * compressing the file again for every request. Files below MIN_BYTES, and those compression does
 * not make smaller, get none, nor do dotfiles, which are never served. A copy that already holds the file's bytes is left as it is, so a
 * rebuild after one edit compresses only what it changed; copies whose file is gone are removed.
 *
 * Brotli's quality: 8 for the pages, the page data and the calendar files (one or more per page,
 * thousands of files), 10 for the scripts and style sheets up to BROTLI_MAX_BYTES_AT_TOP (a few
 * dozen, shared by every page and cached for good), 5 for anything larger (indexes, feeds, the
 * biggest scripts). Measured on every seventh page of a 2,000-production build (305 pages, 21.0
 * MB, one core): quality 10 made 4.006 MB in 7.6 s, 8 made 4.221 MB in 0.5 s, 9 no smaller than 8
 * in 4.6 s, 11 3.939 MB in 20.8 s. The pages' 10 was most of the cold build's onPostBuild (the
 * copies of 148 MB of HTML took about 28 s on two cores); 8 makes each page's copy about 5% larger
 * (some 700 bytes) for a fifteenth of the time. A page whose copy is then too large to come in the
 * network's first round trip is made again at 11 (FIRST_ROUND_TRIP_BYTES).
 *
 * The copies are made on worker threads (compression-pool.ts says why): over the 8,440 text files
 * of a 2,000-production build this took 9.3-10.2 s where zlib's asynchronous calls from the main
 * thread took 14.8-16.1 s (three runs each, taken in turn). Every copy's place is checked by the
 * build's guard here, on the main thread, before a thread writes it.
 */
export const COMPRESSED_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".ics",
]);
const MIN_BYTES = 256;
const BROTLI_MAX_BYTES_AT_TOP = 64 * 1024;

/** Scripts and style sheets: few, and shared by every page; worth brotli's slower quality. */
const SHARED_CODE = new Set([".js", ".mjs", ".css"]);

export const brotliQuality = (file: string, size: number): number =>
  size > BROTLI_MAX_BYTES_AT_TOP ? 5 : SHARED_CODE.has(path.extname(file)) ? 10 : 8;

const brotliParams = (file: string, size: number): Record<number, number> => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, size),
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
});

/**
 * What of a page's brotli copy a phone gets in the network's first round trip: TCP's first window
 * (ten segments of 1,460 bytes) less the response's headers (about 1.2 KB with the security
 * headers, deploy/nginx/site.conf). A page over it waits a round trip more for the rest of itself
 * before it can draw anything.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460 - 1400;

/**
 * A page whose copy at its usual quality does not come in the first round trip, but would at 11, is
 * made again at 11, kept if smaller: 9% smaller on the front page (14,284 bytes against 13,018),
 * which brings it into the round trip; worth 85 ms of a core for the few pages that large. Quality
 * 11 saves about a tenth against 8 and up to a third against 5 (pages over 64 KB), so a copy half
 * as large again as the round trip is left as it is: the embedded programme's page (1.7 MB, 40 KB
 * at 5) took 11 s at 11 for a copy that could never fit.
 */
const htmlOverFirstRoundTrip = (file: string, size: number) =>
  path.extname(file) === ".html"
    ? {
        bytes: FIRST_ROUND_TRIP_BYTES,
        upTo: Math.round(FIRST_ROUND_TRIP_BYTES * 1.5),
        options: { ...brotliParams(file, size), [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }
    : undefined;

const GZIP_LEVEL = 9;

/** The copies beside a file, and how each is made. */
const COPIES = [
  { ext: ".gz", kind: "gzip", options: () => GZIP_LEVEL, over: () => undefined },
  { ext: ".br", kind: "brotli", options: brotliParams, over: htmlOverFirstRoundTrip },
] as const;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

export async function precompress(publicDir: string): Promise<{ written: number; kept: number; removed: number }> {
  const root = path.resolve(publicDir);
  const all = filesUnder(root);
  const present = new Set(all);
  let written = 0;
  let kept = 0;
  let removed = 0;
  const drop = (file: string) => {
    if (!fs.existsSync(file)) return;
    fs.rmSync(file);
    removed++;
  };
  for (const file of all) {
    const copyOf = COPIES.find((c) => file.endsWith(c.ext)) && file.slice(0, -3);
    if (copyOf && COMPRESSED_EXTENSIONS.has(path.extname(copyOf)) && !present.has(copyOf)) {
      drop(file);
    }
  }
  // A dotfile is never served (deploy/nginx/site.conf): no copies (public/.derived-files.json).
  const hidden = (file: string) => path.basename(file).startsWith(".");
  for (const file of all.filter(hidden)) for (const { ext } of COPIES) if (!file.endsWith(ext)) drop(file + ext);
  const texts = all.filter((file) => COMPRESSED_EXTENSIONS.has(path.extname(file)) && !hidden(file));
  const pool = compressionPool();
  try {
    const made = await Promise.all(
      texts.map((file) => {
        const size = fs.statSync(file).size;
        const copies = COPIES.map(({ ext, kind, options, over }): CopyAsk => ({
          // Through the build's guard: a copy is written only inside public/, never through a link.
          target: publicWriteTarget(root, path.relative(root, file + ext)),
          kind,
          options: options(file, size),
          over: over(file, size),
          // Only a copy the listing found can hold the file: a cold build reads none.
          mayExist: present.has(file + ext),
        }));
        return pool.copies(file, copies, MIN_BYTES);
      }),
    );
    for (const one of made) {
      written += one.written;
      kept += one.kept;
      removed += one.removed;
    }
  } finally {
    await pool.close();
  }
  return { written, kept, removed };
}
