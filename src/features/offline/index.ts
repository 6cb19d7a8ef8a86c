// The offline feature's public face: the watchers gatsby-browser starts, the first worker's notice,
// and a loader for the part that has work only once a worker controls the page.
export { watchBundleLoading } from "./bundle-errors";
export { watchTyping } from "./typing";
export { ensureNoticeRegion } from "./notice";
export { guardOfflineNavigation } from "./offline-navigation";
export { keepForOffline } from "./saved-offline";
export { quietExpectedWorkerErrors, REDUNDANT_WORKER_NOTE } from "./quiet-console";
export { announceOfflineReady } from "./offline-ready";
export { recoverFromUnknownPage, TAKEOVER_WAIT_MS } from "./service-worker-lifecycle";
export { whenControlled } from "./when-controlled";
export { OFFLINE_MESSAGES } from "./messages";

let controlled: Promise<typeof import("./controlled")> | null = null;

/**
 * The code for a controlled page (controlled.ts): the update handler and what keeps the first
 * visit's scripts. Loaded once, when a worker controls the page, so through the worker and not at
 * the moment an update comes; a first visit, not controlled yet, does not load it at all until then.
 * Should it fail, the next call tries again.
 */
export function loadControlledCode(): Promise<typeof import("./controlled")> {
  controlled ??= import(/* webpackChunkName: "offline-controlled" */ "./controlled").catch((error: unknown) => {
    controlled = null;
    throw error;
  });
  return controlled;
}
