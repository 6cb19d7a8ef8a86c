import http from "http";
import type { AddressInfo } from "net";

/** A request as the fake cinema API saw it; `aborted` turns true if the client gave up before the answer. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  aborted: boolean;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * A real HTTP server standing in for a cinema API in tests, so delays, answers that never come
 * and requests the client abandons are real network behaviour. The handler may answer late (a
 * promise) or never (a promise that never settles). It allows the test page's origin (CORS with
 * credentials), so jsdom's XMLHttpRequest can call it as a browser would.
 */
export async function startFakeCinema(handler: (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      res.setHeader("Access-Control-Allow-Credentials", "true");
    }
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", "GET, POST");
      res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "");
      res.end();
      return;
    }
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const entry: SeenRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, aborted: false };
      seen.push(entry);
      res.on("close", () => {
        if (!res.writableFinished) entry.aborted = true;
      });
      void Promise.resolve(handler(entry)).then((answer) => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise and the function that settles it: an answer the test releases when it chooses. */
export function later<T = void>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

/** Waits until `check` holds (polling), for what a test cannot await directly. */
export async function until(check: () => boolean, what = "the condition", ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
