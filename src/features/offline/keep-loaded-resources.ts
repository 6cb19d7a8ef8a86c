/**
 * Code and page data this page fetched before a service worker controlled it never reached the
 * worker's cache: on a first visit, the page's own code, its static query results, and whatever it
 * loaded lazily (the login island on /min-side/logg-inn, which the member page then reuses from
 * memory). gatsby-plugin-offline stores some of it once the worker is active; this stores the rest
 * the same way, by asking for it again through the worker (a prefetch it answers and keeps).
 */
const KEPT = (pathname: string) => pathname.endsWith(".js") || (pathname.startsWith("/page-data/") && pathname.endsWith(".json"));

export function keepLoadedResources(win: Window = window): number {
  const origin = win.location.origin;
  const urls = new Set(
    win.performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(`${origin}/`) && KEPT(new URL(url).pathname)),
  );
  for (const url of urls) {
    const link = win.document.createElement("link");
    link.rel = "prefetch";
    link.href = url;
    link.onload = link.onerror = () => link.remove();
    win.document.head.append(link);
  }
  return urls.size;
}
