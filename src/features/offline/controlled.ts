// What has work only while a service worker controls the page: keeping what the page loaded before
// it did, and reloading into a new build when one is installed. One chunk, loaded by
// loadControlledCode (index.ts).
export { keepLoadedResources } from "./keep-loaded-resources";
export { reloadForNewVersion } from "./service-worker-lifecycle";
