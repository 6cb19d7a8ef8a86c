/**
 * How near the screen a waiting picture must come to get its files: one screen's height above or
 * below it (one screen's width beside it). The browser's own lazy loading starts 1,250 px and more
 * away, which on a phone is every card of the first three screens: on the front page and the
 * programme those pictures were about a quarter of a slowed phone's main-thread work as the page
 * opened (issue 39's measurements), for pictures the visitor may never scroll to. One screen ahead still
 * gives a picture the time a scroll of one screen takes; until then its frame shows its colours.
 */
export const NEAR_SCREEN_MARGIN = "100%";

/** The screen itself: a picture on it, not only near it. */
export const ON_SCREEN_MARGIN = "0px";

type Watcher = { Observer: typeof IntersectionObserver; observer: IntersectionObserver; waiting: Map<Element, Set<() => void>> };
/** One observer per window and margin, however many elements wait. */
const watchers = new WeakMap<Window, Map<string, Watcher>>();

function watcherOf(win: Window, margin: string): Watcher | null {
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  if (typeof Observer !== "function") return null;
  const ofWindow = watchers.get(win) ?? new Map<string, Watcher>();
  watchers.set(win, ofWindow);
  const known = ofWindow.get(margin);
  if (known?.Observer === Observer) return known;
  const waiting = new Map<Element, Set<() => void>>();
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callbacks = waiting.get(entry.target) ?? new Set<() => void>();
        observer.unobserve(entry.target);
        waiting.delete(entry.target);
        // One failing does not keep the others, nor the rest of the entries, from their pictures.
        for (const near of callbacks) {
          try {
            near();
          } catch (error) {
            console.error("A picture near the screen could not be shown", error);
          }
        }
      }
    },
    { rootMargin: margin },
  );
  const watcher = { Observer, observer, waiting };
  ofWindow.set(margin, watcher);
  return watcher;
}

/**
 * Calls `near` once `element` comes within `margin` of the screen (NEAR_SCREEN_MARGIN unless told;
 * at once where the browser cannot tell). One observer for the page and margin, however many
 * pictures wait; an element watched twice calls back each. Answers a function that stops waiting
 * (nothing is called after it).
 */
export function whenNearScreen(
  element: Element,
  near: () => void,
  win: Window = window,
  margin: string = NEAR_SCREEN_MARGIN,
): () => void {
  const watcher = watcherOf(win, margin);
  if (!watcher) {
    near();
    return () => undefined;
  }
  const callbacks = watcher.waiting.get(element) ?? new Set<() => void>();
  if (callbacks.size === 0) {
    watcher.waiting.set(element, callbacks);
    watcher.observer.observe(element);
  }
  callbacks.add(near);
  return () => {
    if (!callbacks.delete(near) || callbacks.size > 0 || watcher.waiting.get(element) !== callbacks) return;
    watcher.waiting.delete(element);
    watcher.observer.unobserve(element);
  };
}
