import { useEffect } from "react";
import { forgetSavedPages } from "../../lib/saved-pages";

/** How often a lobby screen asks whether a new build is out. */
export const BUILD_CHECK_MS = 3 * 60_000;
export const BUILD_INFO_PATH = "/build.json";

/** The build this page came from, written into every page's <head> at build time. */
export function currentBuildId(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || null;
}

/**
 * Asks for /build.json and tells whether it names another build than this page's. Any failure
 * (offline, server down, garbage) answers false: the screen keeps showing what it has.
 */
export async function isNewBuildOut(current: string | null): Promise<boolean> {
  if (!current) return false;
  try {
    // A fresh query string so neither the HTTP cache nor the service worker answers from old copies.
    const response = await fetch(`${BUILD_INFO_PATH}?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) return false;
    const info = (await response.json()) as { buildId?: unknown };
    return typeof info.buildId === "string" && info.buildId !== "" && info.buildId !== current;
  } catch {
    return false;
  }
}

/**
 * A new build is out. With a service worker, a reload alone would show the worker's saved copy of
 * the old build, so the worker is asked to fetch the new one first; once the new worker is
 * installed, the site reloads the page itself (onServiceWorkerUpdateReady in gatsby-browser.tsx).
 * Without a worker, or when none is installing, the page reloads now, past anything saved.
 */
export async function loadNewBuild(win: Window = window): Promise<"reloaded" | "updating"> {
  const workers = win.navigator.serviceWorker;
  if (workers?.controller) {
    try {
      const registration = await workers.getRegistration();
      await registration?.update();
      if (registration?.installing || registration?.waiting) return "updating";
    } catch {
      // The worker could not check for the new build: reload from the network below.
    }
  }
  await forgetSavedPages(win);
  win.location.reload();
  return "reloaded";
}

/** Keeps a screen that runs all day on the newest build: checks every few minutes, loads the new one only when there is one. */
export function useReloadOnNewBuild(everyMs = BUILD_CHECK_MS): void {
  useEffect(() => {
    const current = currentBuildId();
    let busy = false;
    const timer = window.setInterval(async () => {
      if (busy) return;
      busy = true;
      if (await isNewBuildOut(current)) await loadNewBuild();
      busy = false;
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
}
