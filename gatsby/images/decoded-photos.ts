import { decodePhoto, type Decoded } from "./photo-decoder";

/**
 * How many photos one build process holds decoded, whatever their size. Gatsby runs page queries
 * (and so these resolvers) in its query workers, max(1, physical cores − 1) of them
 * (gatsby/dist/utils/worker/pool.js; GATSBY_CPU_COUNT sets the cores), each with its own picture
 * maker; sharp's thread pool (UV_THREADPOOL_SIZE, 4) and libvips' threads per picture
 * (sharp.concurrency()) bound CPU, not how many pictures are decoded. So the bound is here, per
 * process:
 * - at most PICTURE_TASKS tasks (a decode, or resizing and encoding from a decoded photo) run at
 *   once, so at most that many photos are being decoded or used;
 * - of the photos no task uses, the last used are kept for the next crop of the same photo while
 *   they fit KEEP_DECODED_BYTES (and KEEP_DECODED_PHOTOS): four of the 2400 px demo photos
 *   (10.8 MB each), none at the 40-megapixel limit (120 MB and more).
 * A process then holds at most PICTURE_TASKS × 160 MB (40 MP of RGBA) + KEEP_DECODED_BYTES of
 * decoded pixels; the 2-core build machine runs one query worker.
 */
export const PICTURE_TASKS = 2;
export const KEEP_DECODED_PHOTOS = 4;
export const KEEP_DECODED_BYTES = 48 * 1024 * 1024;

/**
 * Runs at most `limit` tasks at once; sharp uses every core for each, so more only queue in memory.
 * A task may name its photo (`key`): when a place frees, the first waiting task whose photo
 * `preferred` says is decoded goes before those queued ahead of it. The page queries ask for
 * pictures of many photos at once, and in the order they came the photos took turns: a cold build
 * of 2,000 productions decoded its 24 photos 150 times (5.9 s), each evicted before its next crop
 * came. A task that names no photo, or none decoded, waits its turn as before.
 */
export function limiter(limit: number, preferred: (key: string) => boolean = () => false) {
  let running = 0;
  const waiting: { key?: string; start: () => void }[] = [];
  return async <T>(task: () => Promise<T>, key?: string): Promise<T> => {
    // A task that waits is handed its place by the one that ends (the count stays as it is), so a
    // caller that comes between the two cannot take it too and make one task more than `limit`.
    if (running < limit) running++;
    else await new Promise<void>((start) => waiting.push({ key, start }));
    try {
      return await task();
    } finally {
      const next = waiting.findIndex((w) => w.key !== undefined && preferred(w.key));
      const handed = waiting.splice(Math.max(next, 0), 1)[0];
      if (handed) handed.start();
      else running--;
    }
  };
}

/**
 * Photos decoded (and turned upright) once for all the files made from them, rather than once per
 * file: at 2,000 productions a cold build makes some 630 files from 24 photos, and decoding a
 * 2400 px JPEG costs about as much as encoding a 720 px WebP. A photo stays decoded while files are
 * being made from it and, after that, while it is among the last used that fit the budget.
 * `held()` says what is decoded now (for tests).
 */
export function decodedPhotos({
  keepPhotos = KEEP_DECODED_PHOTOS,
  keepBytes = KEEP_DECODED_BYTES,
  decode = decodePhoto,
}: { keepPhotos?: number; keepBytes?: number; decode?: (file: string) => Promise<Decoded> } = {}) {
  const entries = new Map<string, { decoded: Promise<Decoded>; bytes: number; users: number }>();
  const idle: string[] = [];
  const idleBytes = () => idle.reduce((sum, file) => sum + (entries.get(file)?.bytes ?? 0), 0);

  async function withDecoded<T>(file: string, work: (photo: Decoded) => Promise<T>): Promise<T> {
    let entry = entries.get(file);
    if (!entry) {
      const created: { decoded: Promise<Decoded>; bytes: number; users: number } = { decoded: decode(file), bytes: 0, users: 0 };
      // A refusal stays the answer for this file; the caller that waits for it is told.
      created.decoded.then(
        (photo) => (created.bytes = photo.data.length),
        () => undefined,
      );
      entry = created;
      entries.set(file, entry);
    }
    if (idle.includes(file)) idle.splice(idle.indexOf(file), 1);
    entry.users++;
    try {
      return await work(await entry.decoded);
    } finally {
      entry.users--;
      if (entry.users === 0) {
        idle.push(file);
        while (idle.length > keepPhotos || (idle.length && idleBytes() > keepBytes)) entries.delete(idle.shift() as string);
      }
    }
  }

  return Object.assign(withDecoded, {
    held: () => ({ photos: entries.size, bytes: [...entries.values()].reduce((sum, e) => sum + e.bytes, 0) }),
    /** Whether `file` is decoded (or being decoded) now: a task for it costs no decode. */
    holds: (file: string) => entries.has(file),
  });
}
