import { expect, type Page } from "@playwright/test";

/** Waits until a service worker controls the page (it installs, activates and claims the page). */
export async function whenControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });
}

/**
 * Waits until the worker could open these pages with no connection: the rule gatsby-plugin-offline's
 * worker applies, that it has the page's list of resources and every one of them is in its caches.
 */
export async function whenSavedForOffline(page: Page, paths: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open("keyval-store");
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
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
            if (!resources) missing.push(`${path}: no resource list`);
            else for (const r of resources) if (!(await caches.match(r))) missing.push(`${path}: ${r}`);
          }
          db.close();
          return missing;
        }, paths),
      { message: "the pages are saved for offline use", timeout: 20_000 },
    )
    .toEqual([]);
}

/** Marks the document, so a test can tell whether the page has loaded anew since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sammeDokument?: boolean }).__sammeDokument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sammeDokument?: boolean }).__sammeDokument === true);
}

/** What the browser does now and then (and on navigations): ask the server whether sw.js changed. */
export async function checkForNewWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}
