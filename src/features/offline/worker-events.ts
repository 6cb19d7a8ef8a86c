import { announceOfflineReady } from "./offline-ready";
import { loadControlledCode } from "./controlled-code";
import { whenControlled } from "./when-controlled";
import { keepLoadedResources } from "./keep-by-worker";

const ignoreLoadFailure = () => undefined; // the script error is logged as 'bundle loading error'

/**
 * What the site does as its service worker comes and goes (spec section 4), for Gatsby's hooks of
 * the same names (gatsby-browser.tsx) and for a page built of islands, which registers the worker
 * itself (register-worker.ts). What has work only while a worker controls the page (the update
 * handler, telling whether a page is saved) loads once one does: at the start on a page a worker
 * already controls, else when the first worker takes over. So it never loads as an update comes:
 * fetched then, through the old worker just as the new one waits to take over, Chromium kept the
 * new worker waiting in our browser tests. And a first visit does not download it with the page.
 * Should it not load, the page simply carries on. What the first visit loaded before the worker
 * took over, the worker keeps, asked in one message (keep-by-worker.ts).
 */
export interface WorkerEvents {
  /** The first worker is installed. A lobby screen has no visitor to tell. */
  installed(): void;
  /** A new build's worker is installed while an old one controls the page. */
  updateReady(registration: ServiceWorkerRegistration): void;
  /** A worker is active. After an update the page still runs the old build's code: nothing of it is worth keeping. */
  active(): void;
}

/** The events for a page; `isLobbyScreen` tells whether it is a lobby screen (the screens feature knows). */
export function workerEventsFor(isLobbyScreen: () => boolean): WorkerEvents {
  /** Whether a new build's worker got ready while this page was open. */
  let updateReady = false;
  return {
    installed(): void {
      if (!isLobbyScreen()) announceOfflineReady();
    },
    updateReady(registration: ServiceWorkerRegistration): void {
      updateReady = true;
      // Only a controlled page gets an update, so this code is loaded or on its way. A lobby screen
      // has nobody to reload it: it waits for the site as long as it takes.
      loadControlledCode().then(
        (m) => m.reloadForNewVersion(registration, window, { keepTrying: isLobbyScreen() }),
        ignoreLoadFailure,
      );
    },
    active(): void {
      if (updateReady) return;
      whenControlled(() => {
        // What the first visit loaded is kept by the worker; the code for a controlled page is
        // loaded now, so that it is here before an update comes.
        keepLoadedResources();
        loadControlledCode().catch(ignoreLoadFailure);
      });
    },
  };
}
