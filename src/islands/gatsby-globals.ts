declare global {
  interface Window {
    ___navigate?: (to: string, options?: { replace?: boolean }) => void;
    ___loader?: { enqueue: (path: string) => void; hovering: (path: string) => void };
  }
}

/** Whether the visitor asked to save data: then nothing is fetched ahead. */
const savingData = (win: Window) =>
  (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * What Gatsby's Link and navigate ask of Gatsby's runtime, on a page built of islands, which has
 * none: a navigation is the browser's own (a new document: the next page is HTML the build wrote,
 * and opens as quickly as this one did), but one to this same page with another query (a new
 * search on the search page) changes the address in place, and tells the islands that read it as
 * the browser tells of going back (popstate, which Gatsby's router listens to). A link the visitor
 * points at has its page fetched ahead (once; not while saving data), so that the click finds it at
 * hand. Links coming into view fetch nothing: Gatsby's runtime would fetch their data, which a page
 * of HTML does not need.
 */
export function standInForGatsbyRuntime(win: Window = window): void {
  const fetchedAhead = new Set<string>();
  win.___navigate = (to, options) => {
    const next = new URL(to, win.location.href);
    if (next.origin === win.location.origin && next.pathname === win.location.pathname) {
      win.history[options?.replace ? "replaceState" : "pushState"](null, "", next.pathname + next.search + next.hash);
      win.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    } else if (options?.replace) win.location.replace(to);
    else win.location.assign(to);
  };
  win.___loader = {
    enqueue: () => undefined,
    hovering: (path) => {
      if (savingData(win) || fetchedAhead.has(path) || path === win.location.pathname + win.location.search) return;
      fetchedAhead.add(path);
      const link = win.document.createElement("link");
      link.rel = "prefetch";
      link.href = path;
      win.document.head.append(link);
    },
  };
}
