import { expect, type Page } from "@playwright/test";

/** Waits until a service worker controls the page (it installs, activates and claims the page). */
export async function whenControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

/**
 * What the worker still lacks to open these pages with no connection, as "path: file": each page's
 * list of resources and every one of them in its caches (the rule gatsby-plugin-offline's worker
 * applies), and the static query results Gatsby needs to render the page. Empty when all are saved.
 */
export async function unsavedFiles(page: Page, paths: string[]): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    // Opening a database that does not exist yet would create it, empty, and spoil it for the worker.
    const db = await new Promise<IDBDatabase | null>((resolve) => {
      const open = indexedDB.open("keyval-store");
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
    });
    if (!db) return wanted.map((path) => `${path}: no resource list yet`);
    const resourcesOf = (path: string) =>
      new Promise<string[] | undefined>((resolve) => {
        try {
          const get = db.transaction("keyval").objectStore("keyval").get(`resources:${path}`);
          get.onsuccess = () => resolve(get.result as string[] | undefined);
          get.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      });
    const missing: string[] = [];
    for (const path of wanted) {
      const resources = await resourcesOf(path);
      if (!resources) {
        missing.push(`${path}: no resource list`);
        continue;
      }
      for (const r of resources) if (!(await caches.match(r))) missing.push(`${path}: ${r}`);
      // What Gatsby needs besides to render the page: its static query results.
      const pageData = await caches.match(`/page-data${path === "/" ? "/index" : path}/page-data.json`);
      const hashes = pageData ? (((await pageData.json()) as { staticQueryHashes?: string[] }).staticQueryHashes ?? []) : [];
      for (const h of hashes) if (!(await caches.match(`/page-data/sq/d/${h}.json`))) missing.push(`${path}: static query ${h}`);
    }
    db.close();
    return missing;
  }, paths);
}

/** Waits until the worker could open these pages with no connection (`unsavedFiles` is empty). */
export async function whenSavedForOffline(page: Page, paths: string[]): Promise<void> {
  await expect
    .poll(() => unsavedFiles(page, paths), { message: "the pages are saved for offline use", timeout: 20_000 })
    .toEqual([]);
}

/** What the browser does now and then (and on navigations): ask the server whether sw.js changed. */
export async function checkForNewWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}
