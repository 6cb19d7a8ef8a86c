/** Runs `then` once a service worker controls the page (it may take over a moment after it is active). */
export function whenControlled(then: () => void, win: Window = window): void {
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  if (workers.controller) then();
  else workers.addEventListener("controllerchange", () => then(), { once: true });
}
