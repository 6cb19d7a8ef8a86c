/**
 * What a page shows only until a moment (a coming date, "Billettsalget starter"), or only from one
 * (the note that no date is left), written into its HTML as attributes. A page Gatsby renders whole
 * decides this in React (useNow); on a page built of islands the static HTML is never rendered
 * again, so its script reads these attributes instead (keepShownAsOfNow).
 */
export const SHOWN_UNTIL_ATTRIBUTE = "data-shown-until";
export const SHOWN_FROM_ATTRIBUTE = "data-shown-from";

/** An element's attributes for "shown until `iso`" (an ISO time, as the content gives it). */
export const shownUntil = (iso: string) => ({ [SHOWN_UNTIL_ATTRIBUTE]: iso });

/** An element's attributes for "shown from `iso`": hidden as the server writes it, which is before then. */
export const shownFrom = (iso: string) => ({ [SHOWN_FROM_ATTRIBUTE]: iso, hidden: true });

const chooseBy =
  (better: (a: number, b: number) => boolean) =>
  (times: readonly string[]): string | null =>
    times.reduce<string | null>((best, t) => (best === null || better(Date.parse(t), Date.parse(best)) ? t : best), null);

/** The latest of some ISO times (the one a "shown from" waits for), or null for none. */
export const latest = chooseBy((a, b) => a > b);

/** The earliest of some ISO times, or null for none. */
export const earliest = chooseBy((a, b) => a < b);

/**
 * Hides what has passed and shows what has come, as of `now`. Answers the next moment something
 * changes, or null when nothing will. An attribute that is not a time changes nothing.
 */
export function showAsOf(root: ParentNode, now: number): number | null {
  let next: number | null = null;
  const later = (t: number) => {
    next = next === null ? t : Math.min(next, t);
  };
  root.querySelectorAll<HTMLElement>(`[${SHOWN_UNTIL_ATTRIBUTE}]`).forEach((element) => {
    const until = Date.parse(element.getAttribute(SHOWN_UNTIL_ATTRIBUTE) ?? "");
    if (Number.isNaN(until)) return;
    if (until <= now) element.hidden = true;
    else later(until);
  });
  root.querySelectorAll<HTMLElement>(`[${SHOWN_FROM_ATTRIBUTE}]`).forEach((element) => {
    const from = Date.parse(element.getAttribute(SHOWN_FROM_ATTRIBUTE) ?? "");
    if (Number.isNaN(from)) return;
    if (from <= now) element.hidden = false;
    else later(from);
  });
  return next;
}

/** The longest a page waits before it looks again (a timer's delay has a ceiling, and clocks drift). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/**
 * Keeps the page's timed parts as of now: at once, then just after each moment something changes,
 * while the page is open. Answers how to stop (the page is rendered anew by React, which decides).
 */
export function keepShownAsOfNow(win: Window = window): () => void {
  let timer: number | undefined;
  const look = () => {
    const next = showAsOf(win.document, Date.now());
    if (next !== null) timer = win.setTimeout(look, Math.min(Math.max(next - Date.now(), 0) + 1_000, LONGEST_WAIT_MS));
  };
  look();
  return () => win.clearTimeout(timer);
}
