// The offline feature's public face: the watchers gatsby-browser starts, the service worker's
// lifecycle, and a loader for the part that runs only once a worker controls the page.
export { watchBundleLoading } from "./bundle-errors";
export { watchTyping } from "./typing";
export { ensureNoticeRegion } from "./notice";
export { guardOfflineNavigation } from "./offline-navigation";
export { quietExpectedWorkerErrors, REDUNDANT_WORKER_NOTE } from "./quiet-console";
export { announceOfflineReady, reloadForNewVersion, recoverFromUnknownPage } from "./service-worker-lifecycle";
export { OFFLINE_MESSAGES } from "./messages";
export const loadKeepLoadedResources = () => import("./keep-loaded-resources");
