import { useEffect } from "react";

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

/** Keeps a screen that runs all day on the newest build: checks every few minutes, reloads only when there is one. */
export function useReloadOnNewBuild(everyMs = BUILD_CHECK_MS): void {
  useEffect(() => {
    const current = currentBuildId();
    let busy = false;
    const timer = window.setInterval(async () => {
      if (busy) return;
      busy = true;
      if (await isNewBuildOut(current)) window.location.reload();
      busy = false;
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
}
