// Appended to the sw.js gatsby-plugin-offline generates (appendScript in gatsby-config.ts); it runs
// in the service worker after Workbox and the plugin's own routes are set up. ES2017, no imports.
//
// A navigation that fails (no connection) and has no saved copy gets /uten-nett.html, in Norwegian
// with a way to try again, instead of the browser's own error page.
//
// The plugin opens a page offline from its app shell when every resource it listed for the page is
// saved. It lists the page's code and page data, but not its static query results, without which
// Gatsby renders nothing: a blank page. Those are added to the list here.
//
// Nothing here needs to refresh saved pages when a new build's worker takes over: the plugin's own
// page code then tells the worker to drop its saved page data and resource lists
// (clearPathResources), and a page reloading into the new build drops them itself first
// (src/lib/saved-pages.ts), so the next load of each page comes from the new build.

const OFFLINE_PAGE = "/uten-nett.html";
const OFFLINE_CACHE = "kulturhus-uten-nett";

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: "reload" }))));
});

// Any route whose handler fails ends here: the plugin's navigation route serves a saved page from
// its app shell, and fetches from the network when it has none.
workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode !== "navigate") return Response.error();
  return (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })) || Response.error();
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
