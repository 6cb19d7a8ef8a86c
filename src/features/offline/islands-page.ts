import { watchBundleLoading } from "./bundle-errors";
import { watchTyping } from "./typing";
import { ensureNoticeRegion } from "./notice";
import { quietExpectedWorkerErrors } from "./quiet-console";
import { guardOfflineLinks } from "./offline-links";
import { isSavedOfflineHere } from "./controlled-code";
import { registerWorker } from "./register-worker";
import { registerWhenDue } from "./first-worker-timing";
import { workerEventsFor } from "./worker-events";

/**
 * The offline feature on a page built of islands (src/islands/boot.ts), which gets none of Gatsby's
 * hooks: the watchers gatsby-browser starts on every other page, the guard on links while offline,
 * and the service worker, registered once the page has loaded, or on a first visit a while after
 * (first-worker-timing.ts). (No lobby screen is built of islands.)
 * `openSaved` opens a saved page a link offline leads to.
 */
export function startOfflineOnIslandsPage(openSaved: (url: URL) => void, win: Window = window): void {
  watchBundleLoading();
  quietExpectedWorkerErrors();
  watchTyping();
  ensureNoticeRegion();
  guardOfflineLinks(isSavedOfflineHere, openSaved, win);
  const events = workerEventsFor(() => false);
  registerWhenDue(() => registerWorker(events, win), win);
}
