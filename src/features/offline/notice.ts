import { URGENT_NOTICES_CLASS } from "../notices/contract";

/**
 * One polite live region for the site's own notices (saved for offline use, a new version), outside
 * React's root so no page has to render it. It is made when the app starts, empty, so a screen
 * reader is already listening when a message arrives; a message shows for a while, then goes.
 * A notice that answers what the visitor just did shows over the page's foot, where they look; one
 * nobody asked for (`quiet`: the site is saved for offline use) takes its own place at the end of
 * the page and covers nothing.
 */
export const NOTICE_ID = "site-notice";
export const NOTICE_SHOW_MS = 12_000;

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function ensureNoticeRegion(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(NOTICE_ID);
  if (existing) return existing;
  const region = doc.createElement("div");
  region.id = NOTICE_ID;
  region.className = "site-notice";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  doc.body.append(region);
  return region;
}

const followNothing = () => undefined;

/**
 * While the statistics question is open at the window's foot, the urgent notices' bar
 * (src/features/notices/notices.css) and a notice that is not quiet are both at the window's top
 * (src/styles/global.css): the notice goes below the bar. The bar is at the very top then, so its
 * height is how far below; the stylesheet uses it only while the question is open. The height is
 * followed for as long as the notice shows: a bar that comes, grows or closes in those seconds
 * moves the notice with it (no gap, nothing under the bar). Answers how to stop following.
 */
function keepBelowUrgentNotices(region: HTMLElement, doc: Document): () => void {
  const bar = doc.querySelector<HTMLElement>(`.${URGENT_NOTICES_CLASS}`);
  const place = () => {
    // An empty bar is not drawn (display: none), so it is 0 high.
    const below = bar ? Math.max(0, Math.round(bar.getBoundingClientRect().height)) : 0;
    if (below > 0) region.style.setProperty("--below-urgent-notices", `${below}px`);
    else region.style.removeProperty("--below-urgent-notices");
  };
  place();
  const Observer = doc.defaultView?.ResizeObserver;
  if (!bar || typeof Observer !== "function") return followNothing;
  const watch = new Observer(place);
  watch.observe(bar);
  return () => watch.disconnect();
}

let stopFollowing: () => void = followNothing;

export function announce(message: string, doc: Document = document, quiet = false): void {
  const region = ensureNoticeRegion(doc);
  region.textContent = message;
  region.toggleAttribute("data-quiet", quiet);
  stopFollowing();
  stopFollowing = quiet ? followNothing : keepBelowUrgentNotices(region, doc);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    region.textContent = "";
    stopFollowing(); // the next notice stops it again, which does nothing
  }, NOTICE_SHOW_MS);
}
