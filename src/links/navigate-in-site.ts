import { navigate } from "gatsby";

/**
 * Gatsby's `navigate`, for the site's own code (lint refuses Gatsby's own elsewhere), so that a
 * feature can look at each navigation first: the offline feature holds back one to a page that is
 * not saved while the device is offline (src/features/offline/offline-navigation.ts). Gatsby has no
 * public hook before it acts on a navigation; this is that hook for the site's code, and the offline
 * feature's click listener is that hook for links.
 */

/** What the site's code asks of a navigation (of Gatsby's options: the site keeps no history state). */
export interface InSiteOptions {
  replace?: boolean;
}

/** Looks at a navigation to `to` and calls `go` to let it happen, or does not. */
export type NavigationGuard = (to: string, go: () => void) => void;

const letThrough: NavigationGuard = (_to, go) => go();
let guard: NavigationGuard = letThrough;

/** Puts `next` in front of every navigation made with navigateInSite (one guard; the last one set). */
export function guardNavigations(next: NavigationGuard): void {
  guard = next;
}

/** Goes to a page of the site as Gatsby's `navigate` does, once the guard lets it. */
export function navigateInSite(to: string, options?: InSiteOptions): void {
  guard(to, () => void (options ? navigate(to, options) : navigate(to)));
}
