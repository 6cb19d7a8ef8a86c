/**
 * When a page built of islands registers the service worker. A page a worker already controls
 * registers it as it loads, as Gatsby does: that is an update check, and the page's offline code
 * loads with it (register-worker.ts). A page no worker controls yet, a first visit's, waits until it
 * has been open FIRST_WORKER_DELAY_MS after its load and the browser is idle: the first worker's
 * install downloads the site's runtime for offline use and keeps the phone's cores busy, which is no
 * part of showing this page, and the visitor's first seconds go to the page. A visit that leaves every
 * page sooner gets its worker on the first page it stays on.
 */
export const FIRST_WORKER_DELAY_MS = 5000;
/** After the delay, the longest an idle moment is waited for. */
export const IDLE_WAIT_MS = 5000;

export function registerWhenDue(register: () => void, win: Window = window): void {
  const controlled = Boolean(win.navigator.serviceWorker?.controller);
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(() => register(), { timeout: IDLE_WAIT_MS });
    else register();
  };
  const start = () => (controlled ? register() : win.setTimeout(whenIdle, FIRST_WORKER_DELAY_MS));
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
}
