/**
 * A lobby screen's pictures, kept on the device in a cache of their own as the screen starts: every
 * picture it will show, at the address it shows it at, not only those shown so far under the service
 * worker (the first slide's loads before the worker takes over). A new build does not drop them (it
 * drops the worker's runtime caches, not this one); pictures the screen no longer shows go. Offline,
 * the service worker answers a picture it has no other copy of from here (sw-extras.js).
 */
export const PICTURE_CACHE = "kulturhus-skjermbilder";

type Win = Pick<Window, "fetch" | "location" | "navigator"> & { caches?: CacheStorage };

/**
 * Saves `urls` and keeps only them. Each is asked for afresh while online (an editor may have put a
 * new picture at the same address); the saved copy stays when that fails. Returns the addresses
 * that are neither saved nor to be had.
 */
export async function savePictures(urls: string[], win: Win = window): Promise<Set<string>> {
  const wanted = [...new Set(urls.map((url) => new URL(url, win.location.href).href))];
  const missing = new Set<string>();
  const storage = win.caches;
  if (!storage) return missing;
  try {
    const cache = await storage.open(PICTURE_CACHE);
    for (const url of wanted) {
      const fresh = win.navigator.onLine === false ? null : await fetchPicture(url, win);
      if (fresh) await cache.put(url, fresh);
      else if (!(await cache.match(url))) missing.add(url);
    }
    for (const request of await cache.keys()) if (!wanted.includes(request.url)) await cache.delete(request);
  } catch {
    // No room, or no Cache Storage here: the pictures load as any other, only not kept.
  }
  return missing;
}

async function fetchPicture(url: string, win: Win): Promise<Response | null> {
  const sameOrigin = new URL(url).origin === win.location.origin;
  try {
    // Another host's picture is kept as it comes (opaque), as the <img> would load it.
    const response = await win.fetch(url, sameOrigin ? { cache: "no-cache" } : { mode: "no-cors" });
    return response.type === "opaque" || response.ok ? response : null;
  } catch {
    return null;
  }
}

/** Whether the picture at `url` loads and decodes, that is whether showing it would show a picture. */
export function pictureShows(url: string, make: () => HTMLImageElement = () => new Image()): Promise<boolean> {
  const image = make();
  image.src = url;
  return image.decode().then(
    () => true,
    () => false,
  );
}
