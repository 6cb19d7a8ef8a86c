// Appended to the sw.js gatsby-plugin-offline generates (appendScript in gatsby-config.ts); it runs
// in the service worker after Workbox and the plugin's own routes are set up. ES2017, no imports.
//
// A navigation that fails (no connection) and has no saved copy gets /uten-nett.html, in Norwegian
// with a way to try again (and its script, which tries again by itself), instead of the browser's
// own error page. Any other request that fails and that a cache of ours holds (the offline page's
// script, a lobby screen's pictures) gets it from there.
//
// A request that asks whether the site can be reached (header X-Kulturhus-Sjekk, src/site-check/site-check.ts)
// goes to the network, and when the network fails it is answered here, with X-Kulturhus-Uten-Nett: a
// lobby screen checks every few minutes, and an outage is expected, not a failed request in its console.
//
// Online, every page comes from the network; offline, a page opens from the plugin's app shell
// when every resource it listed for the page is saved. It lists the page's code and page data, but not its static query results, without which
// Gatsby renders nothing: a blank page. Those are added to the list here.
//
// Nothing here needs to refresh saved pages when a new build's worker takes over: the plugin's own
// page code then tells the worker to drop its saved page data and resource lists
// (clearPathResources), and a page reloading into the new build drops them itself first
// (src/site-check/saved-pages.ts), so the next load of each page comes from the new build.

const OFFLINE_PAGE = "/uten-nett.html";
const OFFLINE_FILES = [OFFLINE_PAGE, "/uten-nett.js"];
// The site's icon, which the offline app shell links to (gatsby-ssr.tsx): a page started offline after
// a new build has dropped the runtime caches still finds it. And the build's page code table
// (PAGE_CODE_PATH, src/features/offline/page-code.ts), by which a page tells whether another is saved:
// the pages read this copy, the table of the build this worker serves. Neither is needed for the
// worker to install.
const PAGE_CODE = "/page-code.json";
const OFFLINE_EXTRAS = ["/favicon.svg", PAGE_CODE];
// OFFLINE_CACHE in src/features/offline/page-code.ts: the pages read the page code table from it.
const OFFLINE_CACHE = "kulturhus-uten-nett";
const CHECK_HEADER = "X-Kulturhus-Sjekk";
const UNREACHABLE_HEADER = "X-Kulturhus-Uten-Nett";

self.addEventListener("install", (event) => {
  const reload = (url) => new Request(url, { cache: "reload" });
  event.waitUntil(
    caches.open(OFFLINE_CACHE).then((cache) =>
      Promise.all([
        cache.addAll(OFFLINE_FILES.map(reload)),
        // A table that could not be fetched is dropped, not left from the build before.
        ...OFFLINE_EXTRAS.map((url) => cache.add(reload(url)).catch(() => (url === PAGE_CODE ? cache.delete(url) : undefined))),
      ]),
    ),
  );
});

workbox.routing.registerRoute(
  ({ request }) => request.headers.has(CHECK_HEADER),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return new Response(null, { status: 204, headers: { [UNREACHABLE_HEADER]: "1" } });
    }
  },
);

// A picture no route of the plugin's takes (an image host's address with a query string): from the
// network, or, when that fails, from a cache of ours.
workbox.routing.registerRoute(
  ({ request }) => request.destination === "image",
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await caches.match(request)) || Response.error();
    }
  },
);

// A page comes from the network while there is one: the server's page, which, built of islands,
// hydrates only its islands. The plugin would serve every page it has saved from its app shell,
// online too: a blank page that Gatsby's runtime renders whole from the saved page data, the whole
// page's work on the phone's main thread at every visit after the first. Its shell is kept for a
// network that fails, answers with a server error, or has not answered in NETWORK_WAIT_MS (a
// connection that hangs): then a saved page opens from it (savedPageInShell), as before.
// navigationRoute and lastNavigationRequest are the plugin's, earlier in this same file; its own
// handler still answers its API addresses (/.gatsby-plugin-offline:…).
const NETWORK_WAIT_MS = 4000;
const PLUGIN_API = /\/\.gatsby-plugin-offline:.+/;

if (typeof navigationRoute === "object" && navigationRoute && navigationRoute.handler) {
  const plugins = navigationRoute.handler;
  navigationRoute.handler = {
    handle: (options) => (PLUGIN_API.test(options.event.request.url) ? plugins.handle(options) : pageFor(options.event.request)),
  };
}

/** A navigation's answer: the network's, else a saved page from the shell, else the offline page. */
async function pageFor(request) {
  if (typeof lastNavigationRequest !== "undefined") lastNavigationRequest = request.url;
  const asked = fetch(request).then(
    (answer) => answer,
    () => null,
  );
  let timer;
  const waited = new Promise((resolve) => (timer = setTimeout(() => resolve("waited"), NETWORK_WAIT_MS)));
  const first = await Promise.race([asked, waited]);
  clearTimeout(timer);
  if (first && first !== "waited" && first.status < 500) return first;
  const saved = await savedPageInShell(request.url);
  if (saved) return saved;
  // Nothing saved: the network's answer after all, however late, a server error included.
  const answer = first === "waited" ? await asked : first;
  return answer || (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })) || Response.error();
}

const APP_SHELL = "/offline-plugin-app-shell-fallback/index.html";

/**
 * The plugin's app shell for a page it has saved: null unless every file listed for the page is
 * saved (the plugin's own rule, in its navigation route, which this handler replaces), and the
 * shell with every script it loads (a worker still taking over may not hold the new build's yet).
 */
async function savedPageInShell(url) {
  try {
    const resources = await idbKeyval.get(`resources:${new URL(url).pathname}`);
    if (!Array.isArray(resources) || resources.length === 0) return null;
    for (const resource of resources) if (!(await caches.match(resource))) return null;
    const shell = await caches.match(workbox.precaching.getCacheKeyForURL(APP_SHELL));
    if (!shell) return null;
    const scripts = [...(await shell.clone().text()).matchAll(/<script\b[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]);
    for (const script of scripts) if (!(await caches.match(script))) return null;
    return shell;
  } catch {
    return null;
  }
}

// Any route whose handler fails ends here; a navigation (should pageFor itself fail) as pageFor would answer it.
workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode !== "navigate") return (await caches.match(event.request)) || Response.error();
  return (
    (await savedPageInShell(event.request.url)) ||
    (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })) ||
    Response.error()
  );
});

/**
 * The page's static query results, read from its page data, added to its resources. The page data
 * may not be saved yet (the page loaded before the worker took over): it is then asked for, only to
 * read the list. Listed and not saved, a result sends the page to the network (offline: the offline
 * page) rather than to a blank app shell.
 */
async function withStaticQueries(resources) {
  const pageDataUrl = Array.isArray(resources) && resources.find((r) => /\/page-data\/.+\/page-data\.json$/.test(r));
  if (!pageDataUrl) return resources;
  const pageData = (await caches.match(pageDataUrl)) || (await fetch(pageDataUrl).catch(() => undefined));
  if (!pageData || !pageData.ok) return resources;
  try {
    const { staticQueryHashes = [] } = await pageData.json();
    return [...new Set([...resources, ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`)])];
  } catch {
    return resources;
  }
}

// MessageAPI and idbKeyval are the plugin's, earlier in this same file.
if (typeof MessageAPI === "object" && typeof MessageAPI.setPathResources === "function") {
  MessageAPI.setPathResources = (event, { path, resources }) => {
    event.waitUntil(withStaticQueries(resources).then((all) => idbKeyval.set(`resources:${path}`, all)));
  };
}

// Keeping for offline use what a page names (src/features/offline/keep-by-worker.ts, KEEP_MESSAGE
// there): the page posts one message, and the fetching and keeping happen here, off the page's main
// thread. Only this site's scripts and page data are taken, by their path; anything else is ignored.
const KEEP_MESSAGE = "kulturhusKeep";
const APP_DATA = "/page-data/app-data.json";
const SCRIPT_PATH = /^\/[\w.~-]+\.js$/;
const PAGE_DATA_PATH = /^\/page-data\/[^?#]+\.json$/;
// A page's address may be escaped (a page named with "ø"), but never one that climbs out of its folder.
const climbs = (path) => {
  try {
    return /(^|[/\\])\.\.([/\\]|$)/.test(decodeURIComponent(path));
  } catch {
    return true;
  }
};
const KEPT_PATH = (path) => SCRIPT_PATH.test(path) || (PAGE_DATA_PATH.test(path) && !climbs(path));

/** The path of `url` when it is one of this site's scripts or page data, else null. */
function keptPath(url) {
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin && !parsed.search && KEPT_PATH(parsed.pathname) ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Keeps `path` where the plugin's routes keep what goes through them (Workbox's runtime cache): a
 * script once (its name changes with its content), page data fetched afresh as its route would.
 * Answers whether it is kept.
 */
async function keepFile(path) {
  try {
    if (SCRIPT_PATH.test(path) && (await caches.match(path))) return true;
    const answer = await fetch(path);
    if (!answer.ok) return false;
    const cache = await caches.open(workbox.core.cacheNames.runtime);
    await cache.put(path, answer);
    return true;
  } catch {
    return false;
  }
}

async function keptJson(path, options) {
  try {
    const answer = await caches.match(path, options);
    return answer ? await answer.json() : null;
  } catch {
    return null;
  }
}

/**
 * A page kept whole: its data, the static query results and template code its data names (the code
 * from the build's page code table, kept as the worker installed), and the build's app data (Gatsby's
 * runtime, started late on a page built of islands, reads it). Its files are then listed for the
 * plugin, as Gatsby's runtime has them listed for a page it fetches ahead, so it opens offline at
 * its own address.
 */
async function keepPage(path, dataPath) {
  if (!(await keepFile(dataPath))) return;
  const [data, table] = await Promise.all([keptJson(dataPath), keptJson(PAGE_CODE, { cacheName: OFFLINE_CACHE })]);
  const chunk = data && typeof data.componentChunkName === "string" ? data.componentChunkName : null;
  const scripts = chunk && table && Object.prototype.hasOwnProperty.call(table, chunk) ? table[chunk] : null;
  if (!Array.isArray(scripts) || !scripts.every((s) => typeof s === "string" && SCRIPT_PATH.test(s))) return;
  const hashes = Array.isArray(data.staticQueryHashes) ? data.staticQueryHashes : [];
  const queries = hashes
    .filter((hash) => typeof hash === "string" && /^\d+$/.test(hash))
    .map((hash) => `/page-data/sq/d/${hash}.json`);
  await Promise.all([...queries, ...scripts, APP_DATA].map(keepFile));
  await idbKeyval.set(`resources:${path}`, [dataPath, ...queries, ...scripts]);
}

self.addEventListener("message", (event) => {
  const request = event.data && event.data[KEEP_MESSAGE];
  if (!request || typeof request !== "object") return;
  const urls = Array.isArray(request.urls) ? request.urls.map(keptPath).filter(Boolean) : [];
  const page = request.page && typeof request.page === "object" ? request.page : null;
  const pagePath = page && typeof page.path === "string" && /^\/[^?#]*$/.test(page.path) ? page.path : null;
  const dataPath = page && typeof page.data === "string" ? keptPath(page.data) : null;
  event.waitUntil(
    Promise.all([
      ...[...new Set(urls)].map(keepFile),
      pagePath && dataPath && PAGE_DATA_PATH.test(dataPath) ? keepPage(pagePath, dataPath) : undefined,
    ]).catch(() => undefined),
  );
});
