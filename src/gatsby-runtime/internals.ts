/**
 * The one place the site touches Gatsby's private browser runtime (`window.___loader`,
 * `window.___navigate`). Everything else uses Gatsby's public API (`navigate`, `prefetchPathname`,
 * the browser APIs of gatsby-browser.tsx). These two jobs have no public API:
 *
 * - `loadPage`: to load a page's data and code as Gatsby will when the visitor goes there.
 *   `prefetchPathname` only adds prefetch hints, whose responses a service worker does not keep.
 * - `interceptNavigation`: every in-app navigation, links and `navigate()` alike, before Gatsby
 *   starts it; `onPreRouteUpdate` runs only after Gatsby has loaded the page, or has already sent
 *   the browser away for a page it could not load.
 *
 * Each degrades to doing nothing when the runtime is not there (the server render, a test, a
 * Gatsby that moved it).
 */

type PageResources = { status?: string } | null | undefined;
type Navigate = (to: string | number, options?: unknown) => void;
interface GatsbyRuntime {
  ___loader?: {
    loadPage?: (path: string) => Promise<PageResources>;
  };
  ___navigate?: Navigate;
}
type RuntimeWindow = Window & GatsbyRuntime;

/** Loads a page (its data and code) through Gatsby's loader; undefined when there is no loader. */
export function loadPage(path: string, win: RuntimeWindow = window): Promise<PageResources> | undefined {
  return win.___loader?.loadPage?.(path);
}

/**
 * Puts `wrap` in front of Gatsby's navigation: it gets each navigation's arguments and Gatsby's own
 * function to call (or not). False when the runtime has no navigation to wrap.
 */
export function interceptNavigation(
  wrap: (navigate: Navigate, to: string | number, options?: unknown) => void,
  win: RuntimeWindow = window,
): boolean {
  const navigate = win.___navigate;
  if (typeof navigate !== "function" || !win.___loader) return false;
  win.___navigate = (to, options) => wrap(navigate, to, options);
  return true;
}
