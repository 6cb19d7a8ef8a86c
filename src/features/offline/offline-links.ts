import { OFFLINE_MESSAGES } from "./messages";
import { announce } from "./notice";

/**
 * Offline, a followed link inside the site goes only where the page can be shown from what is saved;
 * otherwise the visitor stays and is told why (spec section 4). What that takes, for either kind of
 * page: a page with Gatsby's runtime (offline-navigation.ts) and a page built of islands (below).
 */

/** The attribute of a link whose own click handler keeps the visitor on the page (see pageFollowed). */
export const IN_PLACE = "data-in-place";

/** The site's page a click follows, in this tab, as Gatsby's Link would; null for any other click. */
function pageFollowed(event: MouseEvent, win: Window): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  // A link whose own click does its work in the page (the programme's "Vis flere") says so: the
  // guard runs before any link's handler, and cannot see that the handler keeps the visitor there.
  if (!link || link.hasAttribute("download") || link.hasAttribute(IN_PLACE)) return null;
  const frame = link.getAttribute("target");
  if (frame && frame !== "_self") return null;
  let url: URL;
  try {
    url = new URL(link.getAttribute("href") ?? "", win.location.href);
  } catch {
    return null; // No address a browser could follow: the click goes on as it would.
  }
  if (url.origin !== win.location.origin) return null;
  // A file (a calendar file, a feed, the offline page), not a page: the browser fetches it as it would.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  // A place on this same page.
  if (url.pathname === win.location.pathname && url.search === win.location.search) return null;
  return url;
}

/** Whether a page is saved: the controlled page's code (saved-offline.ts), which a page no worker controls cannot load offline. */
export type SavedCheck = (pathname: string, win: Window) => Promise<boolean>;

/** A page's address as one key, with or without a "/" at the end (both come as the browser escapes them). */
const pageKey = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

/** The pages shown in this tab: Gatsby keeps them in memory, so they open offline with or without a worker. */
const shownHere = new Set<string>();

/** For gatsby-browser's onRouteUpdate: the page at `pathname` was shown. */
export function noteShownPage(pathname: string): void {
  shownHere.add(pageKey(pathname));
}

/** The check still to be answered: an answer to an earlier one (a quicker second click) is dropped. */
let latest = 0;

/** Calls `go` when the page at `to` can be shown offline; otherwise stays, and says why. */
export function goIfSaved(to: string, go: () => void, win: Window, isSaved: SavedCheck): void {
  const ticket = ++latest;
  const notSaved = () => ticket === latest && announce(OFFLINE_MESSAGES.pageNotSaved, win.document);
  const { pathname } = new URL(to, win.location.href);
  const saved = shownHere.has(pageKey(pathname)) ? Promise.resolve(true) : isSaved(pathname, win);
  saved.then((yes) => (ticket !== latest ? undefined : yes ? go() : notSaved()), notSaved);
}

export const isOffline = (win: Window) => win.navigator.onLine === false;

/**
 * While the device is offline, a followed link to a page of the site goes through `follow` instead
 * of the browser or Gatsby's Link, before either sees it. Answers nothing: it only listens.
 */
export function followLinksOffline(follow: (url: URL) => void, win: Window): void {
  win.document.addEventListener(
    "click",
    (event) => {
      if (!isOffline(win)) return;
      const url = pageFollowed(event, win);
      if (!url) return;
      // Before Gatsby's Link: it does nothing with a click whose default is prevented.
      event.preventDefault();
      follow(url);
    },
    true,
  );
}

/**
 * The same, on a page without Gatsby's runtime (a page built of islands): a link to a saved page is
 * handed to `open` (which starts the runtime and opens the page in this one, or else loads it at its
 * own address, which the service worker answers from the offline plugin's app shell); any other
 * keeps the visitor where they are, and they are told why.
 */
export function guardOfflineLinks(isSaved: SavedCheck, open: (url: URL) => void, win: Window = window): void {
  followLinksOffline((url) => goIfSaved(url.href, () => open(url), win, isSaved), win);
}
