// What has work only while a service worker controls the page: reloading into a new build when one
// is installed, and telling whether a page is saved and keeping one (saved-offline.ts). One chunk,
// loaded by loadControlledCode (index.ts). Keeping what a first visit loaded is the worker's work,
// asked for without this chunk (keep-by-worker.ts).
export { isSavedOffline, keepPageAt, keepPageFiles } from "./saved-offline";
export { reloadForNewVersion } from "./service-worker-lifecycle";
