/**
 * Whether the page's main picture (the one image loaded eagerly with high priority) is on the
 * screen yet. The other pictures wait for it: on a phone the cards and the slide just below the
 * main picture are within the browser's lazy-loading distance (1,250 px and more), so they were
 * fetched at once and took bandwidth from the main picture on a slow connection.
 *
 * Starts false in the server's markup and in the first render in the browser (hydration sees the
 * same markup), and turns true once, for the rest of the visit: a page reached by a link inside the
 * site shows its pictures at once.
 */
let shown = false;
let watching = false;
const listeners = new Set<() => void>();

/** The main picture's selector: src/components/Image.tsx gives the page's main picture high priority. */
export const MAIN_PICTURE = 'img[fetchpriority="high"]';

/**
 * When the browser reports the main picture as largest paint, or cannot say: this long after the
 * picture loaded (a page whose largest paint is its text never reports the picture).
 */
export const MAIN_PICTURE_GRACE_MS = 1000;

function show() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

const supportsLargestPaint = () =>
  typeof PerformanceObserver !== "undefined" &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes("largest-contentful-paint");

function watch() {
  if (watching || shown) return;
  watching = true;
  const main = document.querySelector<HTMLImageElement>(MAIN_PICTURE);
  if (!main) return show();
  if (supportsLargestPaint()) {
    // Painted, not only loaded: the browser paints a loaded picture a frame or more later.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === main)) {
        observer.disconnect();
        show();
      }
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  const afterLoad = () =>
    supportsLargestPaint()
      ? window.setTimeout(show, MAIN_PICTURE_GRACE_MS)
      : requestAnimationFrame(() => window.setTimeout(show, 0));
  if (main.complete) afterLoad();
  else {
    main.addEventListener("load", afterLoad, { once: true });
    main.addEventListener("error", show, { once: true });
  }
}

export function subscribeMainPicture(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => listeners.delete(listener);
}

export const mainPictureShown = () => shown;

/** Calls `listener` once, when the main picture is shown: at once if it is. Answers how to stop waiting. */
export function onceMainPictureShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    listener();
  };
  return subscribeMainPicture(once);
}

/**
 * Whether a picture drawn now is drawn with its files (src/components/Image.tsx): once the main
 * picture is shown, and not while the page takes over the server's markup, which every render
 * must then match (the page's boundary, HydrateWhenIdle). A part hydrated later still
 * (hydrateLater: the newsletter form, the calendar links) would render after this says "with
 * files", so none may hold a picture. An island on a page built of islands decides as it starts
 * instead (FilesAtHydration).
 */
export const picturesDrawnWithFiles = () =>
  typeof document !== "undefined" && Boolean(document.documentElement.dataset.hydrated) && shown;

/** For tests: as on a fresh page load (module state no public call resets). */
export function resetMainPicture() {
  shown = false;
  watching = false;
  listeners.clear();
}
