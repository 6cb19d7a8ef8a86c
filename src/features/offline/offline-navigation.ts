import { guardNavigations, navigateInSite } from "../../links/navigate-in-site";
import { followLinksOffline, goIfSaved, isOffline, type SavedCheck } from "./offline-links";
export { IN_PLACE, noteShownPage, type SavedCheck } from "./offline-links";

/**
 * Gatsby answers a page it cannot load with a full browser navigation to it (spec section 4: only
 * while online). Offline, that would leave the visitor on the browser's error page, or on the
 * offline page, and throw away the page they are on. So offline a link goes only where the page
 * can be shown from what is saved; otherwise the visitor stays and is told why. Gatsby has no
 * public hook before it acts on a navigation, so the site's own navigations are seen before Gatsby
 * sees them: a followed link by a click listener that runs before any link's own (the capture phase
 * at the document), a navigation from the site's code through `navigateInSite` (lint refuses
 * Gatsby's `navigate` elsewhere).
 */

/**
 * While the device is offline, holds back a navigation to a page of the site that is not saved:
 * one from the site's code (navigateInSite), and a followed link, which is handed to navigateInSite.
 */
export function guardOfflineNavigation(isSaved: SavedCheck, win: Window = window): void {
  guardNavigations((to, go) => (isOffline(win) ? goIfSaved(to, go, win, isSaved) : go()));
  followLinksOffline((url) => navigateInSite(url.pathname + url.search + url.hash), win);
}
