/**
 * How near the screen a waiting picture must come to get its files: one screen's height above or
 * below it (one screen's width beside it). The browser's own lazy loading starts 1,250 px and more
 * away, which on a phone is every card of the first three screens: on the front page and the
 * programme those pictures were most of a slowed phone's main-thread work as the page opened
 * (issue 39's measurements), for pictures the visitor may never scroll to. One screen ahead still
 * gives a picture the time a scroll of one screen takes; until then its frame shows its colours.
 */
export const NEAR_SCREEN_MARGIN = "100%";

type Watcher = { Observer: typeof IntersectionObserver; observer: IntersectionObserver; waiting: Map<Element, () => void> };
const watchers = new WeakMap<Window, Watcher>();

function watcherOf(win: Window): Watcher | null {
  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  if (typeof Observer !== "function") return null;
  const known = watchers.get(win);
  if (known?.Observer === Observer) return known;
  const waiting = new Map<Element, () => void>();
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        observer.unobserve(entry.target);
        waiting.delete(entry.target);
        near?.();
      }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  const watcher = { Observer, observer, waiting };
  watchers.set(win, watcher);
  return watcher;
}

/**
 * Calls `near` once `element` comes within NEAR_SCREEN_MARGIN of the screen (at once where the
 * browser cannot tell). One observer for the page, however many pictures wait. Answers a function
 * that stops waiting (nothing is called after it).
 */
export function whenNearScreen(element: Element, near: () => void, win: Window = window): () => void {
  const watcher = watcherOf(win);
  if (!watcher) {
    near();
    return () => undefined;
  }
  watcher.waiting.set(element, near);
  watcher.observer.observe(element);
  return () => {
    if (watcher.waiting.get(element) !== near) return;
    watcher.waiting.delete(element);
    watcher.observer.unobserve(element);
  };
}
