import { OFFLINE_CACHE, PAGE_CODE_PATH, readPageCode } from "./page-code";
import { pageDataUrl, staticQueryUrl } from "../../links/page-data";
import { askWorkerToKeep, wholePage } from "./keep-by-worker";

/** Gatsby's app data: the build's compilation hash, which its runtime checks every page's data against. */
export const APP_DATA_PATH = "/page-data/app-data.json";

/**
 * A page of the site, saved for offline use or not, with Gatsby's public API and the Cache Storage
 * API alone. Gatsby shows a page from three things: its page data, the results of the static queries
 * that data names, and its template's scripts (the build's page code table, page-code.ts). Under the
 * service worker, each is kept in the worker's caches once fetched through it; a page is saved when
 * all of them are.
 */

type Get = (url: string) => Promise<Response | undefined>;

/** The JSON of what `load` answers; null for no answer, a failed one, or one that is not JSON. */
async function jsonOf(load: () => Promise<Response | undefined>): Promise<unknown> {
  try {
    const answer = await load();
    return answer?.ok ? await answer.json() : null;
  } catch {
    return null;
  }
}

/**
 * The page code table of the build the service worker serves: its own copy (kept as it installed),
 * or, with `network`, the site's when it has none yet (a first visit, before the worker installed).
 */
async function pageCodeTable(win: Window, network: boolean): Promise<unknown> {
  const kept = await jsonOf(async () => win.caches?.match(PAGE_CODE_PATH, { cacheName: OFFLINE_CACHE }));
  if (kept !== null || !network) return kept;
  return jsonOf(() => win.fetch(PAGE_CODE_PATH));
}

/**
 * Every file Gatsby needs to show the page at `pathname`, its data read through `get`: null when its
 * data or the page code table cannot be read, or says nothing usable.
 */
async function pageResources(pathname: string, get: Get, table: Promise<unknown>): Promise<string[] | null> {
  const dataUrl = pageDataUrl(pathname);
  const [data, code] = await Promise.all([jsonOf(() => get(dataUrl)), table]);
  if (!data || typeof data !== "object") return null;
  const { componentChunkName, staticQueryHashes } = data as { componentChunkName?: unknown; staticQueryHashes?: unknown };
  const byTemplate = readPageCode(code);
  const scripts =
    typeof componentChunkName === "string" && Object.prototype.hasOwnProperty.call(byTemplate, componentChunkName)
      ? byTemplate[componentChunkName]
      : undefined;
  if (!scripts) return null;
  const queries = (Array.isArray(staticQueryHashes) ? staticQueryHashes : [])
    .filter((hash): hash is string => typeof hash === "string" && /^\d+$/.test(hash))
    .map(staticQueryUrl);
  return [dataUrl, ...queries, ...scripts];
}

/**
 * Whether the page at `pathname` can be shown without a connection: a service worker controls this
 * page, and every file the page needs is in its caches. Never throws.
 */
export async function isSavedOffline(pathname: string, win: Window = window): Promise<boolean> {
  try {
    const caches = win.caches;
    if (!win.navigator.serviceWorker?.controller || !caches) return false;
    const inCache: Get = async (url) => caches.match(url);
    const files = await pageResources(pathname, inCache, pageCodeTable(win, false));
    if (!files) return false;
    const found = await Promise.all(files.map(inCache));
    return found.every(Boolean);
  } catch {
    return false;
  }
}

/**
 * Fetches every file the page at `pathname` needs, so that the service worker keeps them (it keeps
 * what is fetched through it). Without a worker yet, they are kept once one takes over
 * (keep-by-worker.ts has the worker keep what the page fetched). A failure only leaves the page
 * unsaved. Answers the files (null when the page's data could not be read).
 */
export async function keepPageFiles(pathname: string, win: Window = window): Promise<string[] | null> {
  try {
    const fetched: Get = async (url) => win.fetch(url);
    const files = await pageResources(pathname, fetched, pageCodeTable(win, true));
    if (files) await Promise.all(files.slice(1).map((url) => fetched(url).catch(() => undefined)));
    return files;
  } catch {
    // Not kept: the page opens as any other while online.
    return null;
  }
}

/**
 * Keeps the page at `path` for offline use where Gatsby's runtime does not run (a page built of
 * islands): the worker fetches its files and lists them for the offline plugin, as Gatsby's runtime
 * has it list each page it fetches ahead, so that it opens offline at its own address
 * (keep-by-worker.ts). With no worker yet, its files are fetched, to be kept once one takes over.
 */
export async function keepPageAt(path: string, win: Window = window): Promise<void> {
  if (!askWorkerToKeep({ page: wholePage(path) }, win)) await keepPageFiles(path, win);
}
