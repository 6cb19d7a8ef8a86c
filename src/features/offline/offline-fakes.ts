// For the offline feature's tests: a window with a network state, a service worker or not, and
// Cache Storage holding what a test says, over a document of its own.
import { PAGE_CODE_PATH, OFFLINE_CACHE } from "./page-code";

/** An answer as fetch and Cache Storage give one: `body` is what its json() gives, or throws. */
export function answer(body: unknown, ok = true): Response {
  return {
    ok,
    json: async () => {
      if (body instanceof Error) throw body;
      return body;
    },
  } as unknown as Response;
}

export const KJOKKEN_DATA = {
  componentChunkName: "component---src-templates-page-tsx",
  path: "/kjokken",
  staticQueryHashes: ["123"],
};
export const TABLE = { "component---src-templates-page-tsx": ["/490-a.js", "/component---src-templates-page-tsx-b.js"] };
/** Every file /kjokken needs, as saved by the worker. */
export const KJOKKEN_SAVED: Record<string, unknown> = {
  "/page-data/kjokken/page-data.json": KJOKKEN_DATA,
  "/page-data/sq/d/123.json": { data: {} },
  "/490-a.js": "",
  "/component---src-templates-page-tsx-b.js": "",
};

export interface FakeWindow {
  win: Window;
  fetch: jest.Mock;
  caches: { match: jest.Mock };
}

/**
 * `cached`: what Cache Storage holds by URL path (the page code table is the worker's own copy, in its
 * cache, unless `tableKept` is false); `network`: what fetch answers, else a failed fetch.
 */
export function fakeWindow({
  online = false,
  controlled = true,
  cached = {},
  tableKept = true,
  network = {},
}: {
  online?: boolean;
  controlled?: boolean;
  cached?: Record<string, unknown>;
  tableKept?: boolean;
  network?: Record<string, unknown>;
} = {}): FakeWindow {
  const doc = document.implementation.createHTMLDocument("test");
  const caches = {
    match: jest.fn(async (url: string, options?: { cacheName?: string }) => {
      if (url === PAGE_CODE_PATH) return tableKept && options?.cacheName === OFFLINE_CACHE ? answer(TABLE) : undefined;
      return url in cached ? answer(cached[url]) : undefined;
    }),
  };
  const fetch = jest.fn(async (url: string) => {
    if (url in network) return answer(network[url]);
    throw new TypeError("Failed to fetch");
  });
  const win = {
    document: doc,
    navigator: { onLine: online, serviceWorker: controlled ? { controller: {} } : undefined },
    location: new URL("http://localhost/kantine"),
    caches,
    fetch,
  } as unknown as Window;
  return { win, fetch, caches };
}

/** Lets the promises a test set going settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
