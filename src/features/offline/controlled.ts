// What has work only while a service worker controls the page: keeping what the page loaded before
// it did, reloading into a new build when one is installed, and telling whether a page is saved
// and keeping one (saved-offline.ts). One chunk, loaded by loadControlledCode (index.ts).
export { keepLoadedResources } from "./keep-loaded-resources";
export { isSavedOffline, keepPageAt, keepPageFiles, keepThisPage } from "./saved-offline";
export { reloadForNewVersion } from "./service-worker-lifecycle";
