/**
 * Drops the page data and code the service worker saved as pages were visited (Workbox's runtime
 * caches), so the next load of a page comes from the network, that is from the newest build.
 * gatsby-plugin-offline does the same once a new worker is active (clearPathResources), but by a
 * message the page cannot wait for; a reload into a new build must not race it. The precached app
 * shell and the offline page stay. Never throws: without it, the reload still goes ahead.
 */
export async function forgetSavedPages(win: Window = window): Promise<void> {
  try {
    const names = await win.caches.keys();
    await Promise.all(names.filter((name) => name.includes("runtime")).map((name) => win.caches.delete(name)));
  } catch {
    // No Cache Storage (an old browser, a private window): nothing was saved.
  }
}
