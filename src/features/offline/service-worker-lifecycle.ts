import { OFFLINE_MESSAGES } from "./messages";
import { announce } from "./notice";
import { hasUnsavedInput } from "./typing";
import { forgetSavedPages } from "../../site-check/saved-pages";
import { siteReachable } from "../../site-check/site-check";
import { RELOADING_FOR_NEW_BUILD_EVENT } from "../../site-check/new-build";

/**
 * What the site does as its service worker comes and goes (spec section 4, "Page loading"). Gatsby
 * registers the worker (gatsby-plugin-offline) and calls these from gatsby-browser.tsx.
 */

/** How long a reload waits for the new worker to take over before it goes ahead anyway. */
export const TAKEOVER_WAIT_MS = 10_000;
/** Waiting for the site to answer before a reload: the first wait, and the longest. */
export const REACH_RETRY_FIRST_MS = 5_000;
export const REACH_RETRY_MAX_MS = 2 * 60_000;
/** How many times a visitor's page asks; a lobby screen keeps asking (at the longest wait). */
export const REACH_TRIES_FOR_VISITORS = 30;

export interface ReloadOptions {
  /** Keep waiting for the site for as long as it takes (a lobby screen nobody will touch). */
  keepTrying?: boolean;
}

/**
 * A new build's worker is installed while an old one controls the page: reload, so the page is the
 * new build. The reload waits until the new worker controls the page (at once if it already does),
 * or TAKEOVER_WAIT_MS, and drops the old build's saved pages
 * first, so the reload cannot be answered from them. Not while the visitor has typed into a form:
 * then the next page they open loads fresh (Gatsby makes the next link a full page load once a new
 * worker is in). And not while the site cannot be reached: the page in front of the visitor (or on
 * a lobby screen) stays until the site answers, asked again with growing waits and whenever the
 * browser says it is online, instead of dropping what it could show for the offline page.
 */
export function reloadForNewVersion(
  registration?: ServiceWorkerRegistration,
  win: Window = window,
  options: ReloadOptions = {},
): boolean {
  const typing = () => {
    if (!hasUnsavedInput(win.document)) return false;
    announce(OFFLINE_MESSAGES.newVersionWaiting, win.document);
    return true;
  };
  if (typing()) return false;
  let started = false;
  let reloaded = false;
  let tries = 0;
  let wait = REACH_RETRY_FIRST_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const reloadWhenReachable = async () => {
    if (reloaded) return;
    clearTimeout(retry);
    // The visitor may have started typing while the new worker took over, or while the site was away.
    if (typing()) return;
    tries += 1;
    if (!(await siteReachable(win))) {
      if (options.keepTrying || tries < REACH_TRIES_FOR_VISITORS) retry = setTimeout(reloadWhenReachable, wait);
      wait = Math.min(wait * 2, REACH_RETRY_MAX_MS);
      return;
    }
    if (reloaded) return;
    reloaded = true;
    win.removeEventListener("online", reloadWhenReachable);
    win.dispatchEvent(new Event(RELOADING_FOR_NEW_BUILD_EVENT));
    await forgetSavedPages(win);
    await stepAsideForWaitingWorker(registration);
    win.location.reload();
  };
  const start = () => {
    if (started) return;
    started = true;
    win.addEventListener("online", reloadWhenReachable);
    void reloadWhenReachable();
  };
  const workers = win.navigator.serviceWorker;
  const takenOver =
    registration &&
    !registration.installing &&
    !registration.waiting &&
    workers?.controller != null &&
    workers.controller === registration.active;
  if (takenOver) {
    start();
    return true;
  }
  workers?.addEventListener("controllerchange", start, { once: true });
  setTimeout(start, TAKEOVER_WAIT_MS);
  return true;
}

/**
 * The new worker has still not taken over (TAKEOVER_WAIT_MS went by): Chromium keeps it waiting
 * while the old worker is busy answering a request. In our browser tests, on a CPU slowed to a
 * cheap phone's speed, the old worker stayed busy for as long as we watched in about 1 update of 20,
 * and the reload, going through the old worker as the new one took over, never finished: the
 * old page stayed, its tab loading for good. So the registration steps aside first, and the reload
 * comes from the network as a first visit's does; the new build's worker registers again (the page
 * says once more that the site is saved). What is saved stays: the caches are not the
 * registration's, and the new worker finds its files there.
 */
async function stepAsideForWaitingWorker(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  if (!registration?.waiting) return;
  try {
    await registration.unregister();
  } catch {
    // Then the reload goes through the worker as before.
  }
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
