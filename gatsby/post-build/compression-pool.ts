import os from "os";
import { Worker } from "worker_threads";

/** One compressed copy of a file: where it goes (checked by the caller) and how it is made. */
export interface CopyAsk {
  target: string;
  kind: "gzip" | "brotli";
  /** gzip's level, or brotli's parameters (zlib.constants.BROTLI_PARAM_*). */
  options: number | Record<number, number>;
  /** Whether a copy may be there already: read, and kept if it holds the file. */
  mayExist: boolean;
  /**
   * A copy larger than `bytes`, and no larger than `upTo` (beyond which a better quality cannot
   * bring it under), is made again with these `options`, kept if that is smaller.
   */
  over?: { bytes: number; upTo: number; options: number | Record<number, number> };
}

/** What became of one file's copies. */
export interface CopiesMade {
  written: number;
  kept: number;
  removed: number;
}

/**
 * The worker's whole code, given as text so that it runs as plain Node wherever this module was
 * bundled from (Gatsby compiles gatsby-node and its imports into .cache/). For one file: read it,
 * and for each copy keep the one there if it holds the file, else compress and write it, or remove
 * it when the file is too small (`minBytes`) or does not get smaller.
 */
const WORKER_CODE = `
const { parentPort } = require("worker_threads");
const fs = require("fs");
const zlib = require("zlib");
const compress = (kind, data, options) =>
  kind === "gzip" ? zlib.gzipSync(data, { level: options }) : zlib.brotliCompressSync(data, { params: options });
const decompress = (kind, data) => (kind === "gzip" ? zlib.gunzipSync(data) : zlib.brotliDecompressSync(data));
const holds = (kind, copy, data) => {
  try {
    return decompress(kind, fs.readFileSync(copy)).equals(data);
  } catch {
    return false;
  }
};
const remove = (copy) => {
  try {
    fs.unlinkSync(copy);
    return 1;
  } catch (error) {
    if (error.code === "ENOENT") return 0;
    throw error;
  }
};
parentPort.on("message", ({ id, file, copies, minBytes }) => {
  try {
    const data = fs.readFileSync(file);
    const made = { written: 0, kept: 0, removed: 0 };
    for (const { target, kind, options, mayExist, over } of copies) {
      if (data.length < minBytes) {
        made.removed += mayExist ? remove(target) : 0;
      } else if (mayExist && holds(kind, target, data)) {
        made.kept++;
      } else {
        let out = compress(kind, data, options);
        if (over && out.length > over.bytes && out.length <= over.upTo) {
          const smaller = compress(kind, data, over.options);
          if (smaller.length < out.length) out = smaller;
        }
        if (out.length >= data.length) {
          made.removed += mayExist ? remove(target) : 0;
        } else {
          fs.writeFileSync(target, out);
          made.written++;
        }
      }
    }
    parentPort.postMessage({ id, made });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * Compressed copies made on worker threads, one per core (at most four), each doing a file at a
 * time with zlib's and fs's synchronous calls. Measured on the 8,440 text files (193 MB) of a
 * 2,000-production build: zlib's asynchronous calls set brotli's encoder up anew for every file
 * (1.4 million page faults, 10 s of system time), and the main thread, which read, checked and
 * wrote every file, kept the compression threads waiting; brotli at quality 8 alone is 4.1 s of CPU
 * called synchronously on one thread. The caller checks every target (the build's guard,
 * public-files.ts) before it asks. `close()` ends the threads; a pool not closed keeps the process alive.
 */
export function compressionPool(size = Math.max(1, Math.min(4, os.availableParallelism()))) {
  type Waiting = { resolve: (made: CopiesMade) => void; reject: (error: Error) => void };
  type Job = { id: number; file: string; copies: CopyAsk[]; minBytes: number };
  const workers = Array.from({ length: size }, () => new Worker(WORKER_CODE, { eval: true }));
  const idle = [...workers];
  const queue: Job[] = [];
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let broken: Error | null = null;
  let closing = false;

  const feed = () => {
    while (idle.length && queue.length) (idle.pop() as Worker).postMessage(queue.shift());
  };
  const fail = (error: Error) => {
    broken = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  for (const worker of workers) {
    worker.on("message", (message: { id: number; made?: CopiesMade; error?: string }) => {
      const asked = waiting.get(message.id);
      waiting.delete(message.id);
      idle.push(worker);
      feed();
      if (!asked) return;
      if (message.made) asked.resolve(message.made);
      else asked.reject(new Error(`compressed copies: ${message.error}`));
    });
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (!closing) fail(new Error(`a compression thread stopped (exit code ${code})`));
    });
  }

  return {
    /** Makes (or keeps, or removes) the copies of `file`. */
    copies(file: string, copies: CopyAsk[], minBytes: number): Promise<CopiesMade> {
      if (broken) return Promise.reject(broken);
      if (closing) return Promise.reject(new Error("the compression pool is closed"));
      const id = nextId++;
      return new Promise<CopiesMade>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        queue.push({ id, file, copies, minBytes });
        feed();
      });
    },
    async close(): Promise<void> {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
