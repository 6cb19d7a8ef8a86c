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

export function announce(message: string, doc: Document = document, quiet = false): void {
  const region = ensureNoticeRegion(doc);
  region.textContent = message;
  region.toggleAttribute("data-quiet", quiet);
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    region.textContent = "";
  }, NOTICE_SHOW_MS);
}
