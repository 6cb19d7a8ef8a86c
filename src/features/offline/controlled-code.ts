let controlled: Promise<typeof import("./controlled")> | null = null;

/**
 * The code for a controlled page (controlled.ts): the update handler, what keeps the first visit's
 * scripts, and the check and keeping of saved pages. Loaded once, when a worker controls the page,
 * so through the worker and not at the moment an update comes; a first visit, not controlled yet,
 * does not load it until then, unless the visitor presses Husk (keepForOffline). Should it fail,
 * the next call tries again.
 */
export function loadControlledCode(): Promise<typeof import("./controlled")> {
  controlled ??= import(/* webpackChunkName: "offline-controlled" */ "./controlled").catch((error: unknown) => {
    controlled = null;
    throw error;
  });
  return controlled;
}

/** Whether the page at `pathname` is saved for offline use: a page no worker controls has nothing saved, and does not ask for that code. */
export const isSavedOfflineHere = (pathname: string, win: Window): Promise<boolean> =>
  win.navigator.serviceWorker?.controller
    ? loadControlledCode().then((m) => m.isSavedOffline(pathname, win))
    : Promise.resolve(false);
