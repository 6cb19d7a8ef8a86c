import { OFFLINE_MESSAGES } from "./messages";
import { announce } from "./notice";
import { hasUnsavedInput } from "./typing";
import { forgetSavedPages } from "../../lib/saved-pages";

/**
 * What the site does as its service worker comes and goes (spec section 4, "Page loading"). Gatsby
 * registers the worker (gatsby-plugin-offline) and calls these from gatsby-browser.tsx.
 */

/** The first worker has saved the site: say so. */
export function announceOfflineReady(): void {
  announce(OFFLINE_MESSAGES.offlineReady);
}

/** How long a reload waits for the new worker to take over before it goes ahead anyway. */
export const TAKEOVER_WAIT_MS = 10_000;

/**
 * A new build's worker is installed while an old one controls the page: reload, so the page is the
 * new build. The reload waits until the new worker controls the page (at once if it already does:
 * this code loads after the event), or TAKEOVER_WAIT_MS, and drops the old build's saved pages
 * first, so the reload cannot be answered from them. Not while the visitor has typed into a form:
 * then the next page they open loads fresh (Gatsby makes the next link a full page load once a new
 * worker is in).
 */
export function reloadForNewVersion(registration?: ServiceWorkerRegistration, win: Window = window): boolean {
  const typing = () => {
    if (!hasUnsavedInput(win.document)) return false;
    announce(OFFLINE_MESSAGES.newVersionWaiting, win.document);
    return true;
  };
  if (typing()) return false;
  let reloaded = false;
  const reload = async () => {
    if (reloaded) return;
    reloaded = true;
    // The visitor may have started typing while the new worker took over.
    if (typing()) return;
    await forgetSavedPages(win);
    win.location.reload();
  };
  const workers = win.navigator.serviceWorker;
  const takenOver = registration && !registration.installing && !registration.waiting && workers?.controller != null && workers.controller === registration.active;
  if (takenOver) {
    void reload();
    return true;
  }
  workers?.addEventListener("controllerchange", reload, { once: true });
  setTimeout(reload, TAKEOVER_WAIT_MS);
  return true;
}

const UNKNOWN_PAGE_KEY = "kulturhus-ukjent-side";

/**
 * The page is unknown while a worker controls it: the worker may hold an old build that does not
 * know the page. Unregister the workers and reload from the network, once per address and tab
 * session. Offline there is nothing fresher to reload from, and the saved pages must stay.
 */
export async function recoverFromUnknownPage(win: Window = window): Promise<boolean> {
  const workers = win.navigator.serviceWorker;
  if (!workers?.controller || win.navigator.onLine === false) return false;
  const path = win.location.pathname;
  try {
    if (win.sessionStorage.getItem(UNKNOWN_PAGE_KEY) === path) return false;
    win.sessionStorage.setItem(UNKNOWN_PAGE_KEY, path);
  } catch {
    // No session storage: the reloaded page is not controlled, so it cannot come back here anyway.
  }
  const registrations = await workers.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  win.location.reload();
  return true;
}
