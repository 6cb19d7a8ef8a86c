// The offline feature's public face: the watchers gatsby-browser starts, the first worker's notice,
// and a loader for the part that has work only once a worker controls the page.
import { prefetchPathname } from "gatsby";
import { guardOfflineNavigation as guardWith } from "./offline-navigation";
import { isSavedOfflineHere, loadControlledCode } from "./controlled-code";
import { isIslandsPage } from "../../components/runtime-handover";
export { noteShownPage } from "./offline-navigation";

export { watchBundleLoading } from "./bundle-errors";
export { watchTyping } from "./typing";
export { ensureNoticeRegion } from "./notice";
export { quietExpectedWorkerErrors, REDUNDANT_WORKER_NOTE } from "./quiet-console";
export { recoverFromUnknownPage, TAKEOVER_WAIT_MS } from "./service-worker-lifecycle";
export { FIRST_WORKER_DELAY_MS } from "./first-worker-timing";
export { OFFLINE_MESSAGES } from "./messages";
export { loadControlledCode } from "./controlled-code";
export { workerEventsFor } from "./worker-events";

/**
 * Fetches the page at `pathname` ahead, with every file it needs, so that under the service worker
 * it opens offline though it was never opened (saved-offline.ts), and has Gatsby fetch it ahead
 * too, which has the offline plugin record the page's files for opening it at its own address.
 * The fetching is the controlled page's code, loaded here where a worker does not control the page yet.
 */
export function keepForOffline(pathname: string): void {
  // A page built of islands has no Gatsby runtime to fetch the page ahead and tell the worker its files: the code does both.
  const islands = isIslandsPage();
  if (!islands) prefetchPathname(pathname);
  loadControlledCode().then(
    (m) => void (islands ? m.keepPageAt(pathname) : m.keepPageFiles(pathname)),
    () => undefined,
  );
}

/**
 * Offline, holds back a navigation to a page of the site that is not saved (offline-navigation.ts).
 * Whether it is saved the controlled page's code tells (saved-offline.ts); a page no worker
 * controls has nothing saved, and does not ask for that code offline.
 */
export function guardOfflineNavigation(win: Window = window): void {
  guardWith(isSavedOfflineHere, win);
}
