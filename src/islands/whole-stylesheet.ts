import { WHOLE_STYLESHEET_ATTRIBUTE } from "../components/runtime-handover";
import { onceMainPictureShown } from "../pictures/main-picture";

/**
 * A page built of islands inlines only the rules its HTML can use (plugins/current-page-styles):
 * what the server wrote looks as it should from the first paint, and what the site draws by script
 * without React (the consent notice, the notices, a live ticket state) is among those rules. What a
 * React island draws once started (an open menu, a filtered list, a saved heart) may need any rule,
 * so the whole stylesheet is added when the first of them, or Gatsby's runtime, is to start. Gatsby's
 * runtime loads no stylesheet of its own (Gatsby puts every rule in the one file it inlines), so the
 * pages it renders here need this one too.
 *
 * Not before: added, the file makes the browser style and lay out the whole page again (on the
 * bench's phone, 85 ms of a programme page's 610 ms of main-thread work). A visitor who neither
 * presses, types nor scrolls never pays it; one who does pays it with the first island's own start
 * (the header starts at the first scroll). It is fetched once the page has loaded and its main
 * picture is shown, without being applied (`rel="prefetch"`), so that the first press waits for no
 * network.
 */
let loading: Promise<void> | null = null;

/** How long an island waits for the whole stylesheet before it starts with the page's own rules. */
export const WHOLE_STYLESHEET_WAIT_MS = 8_000;

/**
 * Adds the whole stylesheet the page names, once; settles when it has loaded, or failed to, or after
 * WHOLE_STYLESHEET_WAIT_MS (an island then starts all the same: late styles are better than a dead
 * button, and the file may still come). A file that failed is asked for again by the next call.
 * Settles at once on a page that inlines the whole stylesheet itself.
 */
export function wholeStylesheet(doc: Document = document): Promise<void> {
  if (loading) return loading;
  const href = wholeHref(doc);
  if (!href) return Promise.resolve();
  const asked = new Promise<void>((resolve) => {
    const link = doc.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    const timer = setTimeout(() => {
      console.warn(`The stylesheet ${href} has not come in ${WHOLE_STYLESHEET_WAIT_MS / 1000} s; the islands start without it`);
      resolve();
    }, WHOLE_STYLESHEET_WAIT_MS);
    link.addEventListener("load", () => {
      clearTimeout(timer);
      resolve();
    });
    link.addEventListener("error", () => {
      clearTimeout(timer);
      console.error(`The stylesheet ${href} could not be loaded; the page keeps the rules it inlines`);
      link.remove();
      if (loading === asked) loading = null;
      resolve();
    });
    doc.head.append(link);
  });
  loading = asked;
  return asked;
}

/** The whole stylesheet the page names, if it is one of this site's. */
function wholeHref(doc: Document): string | null {
  const href = doc.querySelector(`style[${WHOLE_STYLESHEET_ATTRIBUTE}]`)?.getAttribute(WHOLE_STYLESHEET_ATTRIBUTE);
  // Only a stylesheet of this site: a path, never "//host/…" (another site, its rules over the page).
  return href && /^\/[\w~-][\w./~-]*\.css$/.test(href) ? href : null;
}

/**
 * Fetches the whole stylesheet into the browser's cache once the page has loaded and its main
 * picture is on the screen (the pictures first: a file the visitor may never need waits for the
 * first screen, as the other pictures do), without applying it, unless an island has asked for it
 * before. Where the browser does not prefetch (Safari), a fetch of low priority fills the cache the
 * same way. Asked at load, it was often still coming as the main picture was first drawn: on the
 * bench's phone it then counted towards the page's largest paint.
 */
export function prefetchWholeStylesheet(win: Window = window): void {
  const prefetch = () => {
    const href = wholeHref(win.document);
    if (loading || !href) return;
    const link = win.document.createElement("link");
    if (!prefetches(link)) {
      void win.fetch?.(href, { priority: "low" } as RequestInit).catch(() => undefined);
      return;
    }
    link.rel = "prefetch";
    link.setAttribute("as", "style");
    link.href = href;
    win.document.head.append(link);
  };
  const afterMainPicture = () => void onceMainPictureShown(prefetch);
  if (win.document.readyState === "complete") afterMainPicture();
  else win.addEventListener("load", afterMainPicture, { once: true });
}

function prefetches(link: HTMLLinkElement): boolean {
  try {
    return link.relList.supports("prefetch");
  } catch {
    return false;
  }
}

/** For tests: forget the stylesheet asked for. */
export function forgetWholeStylesheet(): void {
  loading = null;
}
