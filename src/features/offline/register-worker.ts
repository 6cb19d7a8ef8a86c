import type { WorkerEvents } from "./worker-events";
import { askWorkerToKeep, wholePage } from "./keep-by-worker";
import { loadControlledCode } from "./controlled-code";
import { whenControlled } from "./when-controlled";

declare global {
  interface Window {
    /** Set once a new build's worker is installed (Gatsby's Link then loads the next page in full). */
    ___swUpdated?: boolean;
  }
}

/**
 * The offline plugin's service worker on a page built of islands, which has no Gatsby runtime to
 * register it: registered as Gatsby registers it (its register-service-worker.js), after the page
 * has loaded, with the same lifecycle (workerEvents). And once a worker controls the page, the worker
 * keeps the page for offline use, as Gatsby's runtime has each page it shows kept (keep-by-worker.ts).
 * Where there can be no worker (no support, not https, registration refused) the page carries on.
 */
export function registerWorker(workerEvents: WorkerEvents, win: Window = window): void {
  const workers = win.navigator.serviceWorker;
  if (!workers || (win.location.protocol !== "https:" && win.location.hostname !== "localhost")) return;
  workers.register("/sw.js").then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser under test may answer nothing at all (Playwright's blocked workers).
      registration?.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed") {
            if (workers.controller) {
              win.___swUpdated = true;
              workerEvents.updateReady(registration);
            } else workerEvents.installed();
          } else if (installing.state === "activated") workerEvents.active();
        });
      });
    },
    (error: unknown) => console.error("Error during service worker registration:", error),
  );
  whenControlled(() => {
    askWorkerToKeep({ page: wholePage(win.location.pathname) }, win);
    // Here before an update comes, as gatsby-browser loads it on every other page (worker-events.ts says why).
    loadControlledCode().catch(() => undefined); // the script error is logged as 'bundle loading error'
  }, win);
}
