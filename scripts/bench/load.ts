// Load through nginx: many visitors at once on the programme page and on a content-hashed script,
// and on the bare Gatsby page for comparison, each for a bounded time with autocannon (a Node load
// generator) on this machine, against 127.0.0.1 only. The client shares the cores with nginx, so the
// figures are a floor for a real server; the ratio to the bare page is what compares runs.
import fs from "node:fs";
import autocannon from "autocannon";

export interface LoadTarget {
  type: string;
  url: string;
}

export interface LoadResult {
  type: string;
  url: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  notOk: number;
}

export const LOAD = { connections: 200, seconds: 30 };

/** A content-hashed script of the build (app-<hash>.js, the one every page loads), as a path. */
export function hashedScript(publicDir: string): string | null {
  const file = fs.readdirSync(publicDir).find((f) => /^app-[0-9a-f]{8,}\.js$/.test(f));
  return file ? `/${file}` : null;
}

function run(target: LoadTarget, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        connections: LOAD.connections,
        duration: seconds,
        // As a browser asks: compressed where it can be.
        headers: { "accept-encoding": "br, gzip" },
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          type: target.type,
          url: target.url,
          requests: result.requests.total,
          perSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors,
          timeouts: result.timeouts,
          notOk: result.non2xx,
        });
      },
    );
  });
}

/** Each target in turn (never at once), `seconds` each. */
export async function measureLoad(targets: LoadTarget[], seconds = LOAD.seconds): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) results.push(await run(target, seconds));
  return results;
}

export const loadProblems = (results: LoadResult[]): string[] =>
  results
    .filter((r) => r.errors || r.timeouts || r.notOk)
    .map((r) => `${r.type}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.notOk} answers not 2xx`);
