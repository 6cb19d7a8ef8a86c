import fs from "fs";
import path from "path";
import zlib from "zlib";
import { promisify } from "util";
import { writePublicFile } from "./public-files";

/**
 * A .gz and a .br copy beside every text file of the site, which nginx sends as they are to a
 * browser that takes them (gzip_static, brotli_static: deploy/nginx/site.conf), instead of
 * compressing the file again for every request. Files below MIN_BYTES, and those compression does
 * not make smaller, get none, nor do dotfiles, which are never served. A copy that already holds the file's bytes is left as it is, so a
 * rebuild after one edit compresses only what it changed; copies whose file is gone are removed.
 *
 * Brotli's quality: on the test build's 245 text files (5.0 MB), 11 made 1.22 MB in 24 s of CPU,
 * 9 1.31 MB in 9 s, 5 1.33 MB in 0.8 s. Files up to BROTLI_MAX_BYTES_AT_TOP (the pages, which a
 * visitor waits for first) get quality 10; larger ones (indexes, the biggest scripts) get 5. Not 11:
 * on a tenth of a 2,000-production build's text files (841 files, 17.1 MB), 11 made 3,353,764 bytes
 * in 8.5 s of CPU and 10 made 3,388,126 in 3.5 s. One percent more bytes, about 150 bytes on a
 * page, for well under half the time, which every build and every editor's save waits for (the
 * compression was nearly all of that cold build's onPostBuild: 49 of 51 s).
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

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: size <= BROTLI_MAX_BYTES_AT_TOP ? 10 : 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const COPIES: { ext: string; compress: (data: Buffer) => Promise<Buffer>; decompress: (data: Buffer) => Buffer }[] = [
  { ext: ".gz", compress: (data) => gzip(data, { level: 9 }), decompress: (data) => zlib.gunzipSync(data) },
  {
    ext: ".br",
    compress: (data) => brotli(data, brotliOptions(data.length)),
    decompress: (data) => zlib.brotliDecompressSync(data),
  },
];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** Whether `copy` holds exactly `data`, compressed. */
function holds(copy: string, data: Buffer, decompress: (data: Buffer) => Buffer): boolean {
  try {
    return decompress(fs.readFileSync(copy)).equals(data);
  } catch {
    return false;
  }
}

/** Runs `jobs` with at most `limit` at a time (zlib's work runs on libuv's threads). */
async function inTurns<T>(items: T[], limit: number, job: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await job(items[next++]);
    }),
  );
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
  await inTurns(texts, 4, async (file) => {
    const data = fs.readFileSync(file);
    for (const { ext, compress, decompress } of COPIES) {
      const copy = file + ext;
      if (data.length < MIN_BYTES) {
        drop(copy);
        continue;
      }
      if (holds(copy, data, decompress)) {
        kept++;
        continue;
      }
      const out = await compress(data);
      if (out.length >= data.length) {
        drop(copy);
        continue;
      }
      writePublicFile(root, path.relative(root, copy), out);
      written++;
    }
  });
  return { written, kept, removed };
}
