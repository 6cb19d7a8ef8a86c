import { pageDataUrl } from "../../links/page-data";

/**
 * Keeping files for offline use is the service worker's work, not the page's: the page names them
 * in one message, and the worker fetches and keeps them (src/service-worker/sw-extras.js, which
 * reads the same message). On a first visit the page fetched its code and data before any worker
 * controlled it, so none of it is kept; asking for each again from the page (as it did before) cost
 * a phone's main thread 200 to 350 ms of requests and callbacks on Lighthouse's slowed phone, just as
 * the visit began. The worker does the same off the main thread.
 */
export const KEEP_MESSAGE = "kulturhusKeep";

export interface KeepRequest {
  /** Files the page loaded (its code, its page data): the worker keeps each it does not hold yet. */
  urls?: string[];
  /**
   * A page to keep whole, for opening at its own address offline: its data, what the data names
   * (static query results, its template's code, read from the build's page code table) and the
   * build's app data; the worker then lists its files for the offline plugin, as Gatsby's runtime would.
   */
  page?: { path: string; data: string };
}

/** Asks the worker controlling the page to keep `request`; false when no worker controls it. */
export function askWorkerToKeep(request: KeepRequest, win: Window = window): boolean {
  const worker = win.navigator.serviceWorker?.controller;
  if (!worker) return false;
  worker.postMessage({ [KEEP_MESSAGE]: request });
  return true;
}

/** The page at `path`, named for keeping whole. */
export const wholePage = (path: string): KeepRequest["page"] => ({ path, data: pageDataUrl(path) });

/** What is kept of what the page loaded: the site's scripts and page data, nothing from elsewhere. */
const KEPT = (pathname: string) => pathname.endsWith(".js") || (pathname.startsWith("/page-data/") && pathname.endsWith(".json"));

/**
 * Code and page data this page fetched before a service worker controlled it never reached the
 * worker's cache: on a first visit, the page's own code, its static query results, and whatever it
 * loaded lazily (the login island on /min-side/logg-inn, which the member page then reuses from
 * memory). The worker is asked to keep them. Answers how many it was asked to keep.
 */
export function keepLoadedResources(win: Window = window): number {
  const origin = win.location.origin;
  const urls = [
    ...new Set(
      win.performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${origin}/`) && KEPT(new URL(url).pathname)),
    ),
  ];
  if (urls.length) askWorkerToKeep({ urls }, win);
  return urls.length;
}
