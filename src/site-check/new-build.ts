/**
 * Sent on the window just before the site reloads the page into a new build its service worker has
 * installed (src/features/offline/service-worker-lifecycle.ts). A lobby screen notes what the reload
 * is for, so the reloaded page can tell whether it got it (src/features/screens/build-watch.ts).
 */
export const RELOADING_FOR_NEW_BUILD_EVENT = "kulturhus:laster-ny-versjon";
