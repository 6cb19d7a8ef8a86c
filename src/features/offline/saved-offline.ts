import { OFFLINE_CACHE, PAGE_CODE_PATH, readPageCode } from "./page-code";
import { pageDataUrl, staticQueryUrl } from "../../links/page-data";

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
 * (keep-loaded-resources.ts asks again for what the page fetched). A failure only leaves the page
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
 * Keeps the page in front of the visitor for offline use where Gatsby's runtime does not run (a page
 * built of islands): its files, as keepPageFiles, and their list, told to the worker as Gatsby's
 * runtime tells it for each page it shows (the offline plugin's message). With that list the
 * worker opens the page offline, at its own address, from its app shell. The build's app data is
 * kept too: Gatsby's runtime, started late on such a page, reads it (src/islands/gatsby-runtime.ts).
 */
export async function keepThisPage(win: Window = window): Promise<void> {
  await Promise.all([keepPageAt(win.location.pathname, win), win.fetch(APP_DATA_PATH).catch(() => undefined)]);
}

/**
 * Keeps the page at `path` for offline use where Gatsby's runtime does not run: its files, as
 * keepPageFiles, and their list told to the worker (the message Gatsby's runtime sends when it
 * fetches a page ahead), so that the worker opens it offline at its own address.
 */
export async function keepPageAt(path: string, win: Window = window): Promise<void> {
  const resources = await keepPageFiles(path, win);
  if (resources) win.navigator.serviceWorker?.controller?.postMessage({ gatsbyApi: "setPathResources", path, resources });
}
