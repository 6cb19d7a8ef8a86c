// Appended to the sw.js gatsby-plugin-offline generates (appendScript in gatsby-config.ts); it runs
// in the service worker after Workbox and the plugin's own routes are set up. ES2017, no imports.
//
// 1. A navigation that fails (no connection) and has no saved copy gets /uten-nett.html, in
//    Norwegian with a way to try again, instead of the browser's own error page.
// 2. When a new build's worker takes over, the page data it has saved is fetched anew, so a reload
//    (a lobby screen's, or the one after the update) shows the new build and not the old copy.

const OFFLINE_PAGE = "/uten-nett.html";
const OFFLINE_CACHE = "kulturhus-uten-nett";
const REFRESH_TIMEOUT_MS = 8000;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: "reload" }))));
});

// Any route whose handler fails ends here: the plugin's navigation route serves a saved page from
// its app shell, and fetches from the network when it has none.
workbox.routing.setCatchHandler(async ({ event }) => {
  if (event.request.mode !== "navigate") return Response.error();
  return (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })) || Response.error();
});

function isPageData(request) {
  const url = new URL(request.url);
  return url.origin === self.location.origin && url.pathname.startsWith("/page-data/");
}

async function refreshEntry(cache, request) {
  const refresh = fetch(request.url, { cache: "no-store", credentials: "same-origin" })
    .then((response) => {
      if (response.ok) return cache.put(request, response);
      // The page is gone in the new build: forget it, so it is not shown from the old copy.
      if (response.status === 404 || response.status === 410) return cache.delete(request);
      return undefined;
    })
    .catch(() => undefined); // no connection: keep the saved copy
  const timeout = new Promise((resolve) => setTimeout(resolve, REFRESH_TIMEOUT_MS));
  return Promise.race([refresh, timeout]);
}

async function refreshSavedPageData() {
  const names = (await caches.keys()).filter((name) => name.includes("runtime"));
  await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const requests = (await cache.keys()).filter(isPageData);
      await Promise.all(requests.map((request) => refreshEntry(cache, request)));
    }),
  );
}

self.addEventListener("activate", (event) => {
  event.waitUntil(refreshSavedPageData());
});
