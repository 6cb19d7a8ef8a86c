import { interceptNavigation, loadPage } from "../../gatsby-runtime/internals";
import { OFFLINE_MESSAGES } from "./messages";
import { announce } from "./notice";

/**
 * Gatsby answers a page it cannot load with a full browser navigation to it (spec section 4: only
 * while online). Offline, that would leave the visitor on the browser's error page, or on the
 * offline page, and throw away the page they are on. So offline a link goes only where the page
 * can be shown from what is saved; otherwise the visitor stays and is told why. (No public Gatsby
 * API sees a navigation before Gatsby acts on it: see src/gatsby-runtime/internals.ts.)
 */
export function guardOfflineNavigation(win: Window = window): void {
  interceptNavigation((navigate, to, options) => {
    if (typeof to !== "string" || win.navigator.onLine !== false) return navigate(to, options);
    const { pathname, search } = new URL(to, win.location.href);
    const notSaved = () => announce(OFFLINE_MESSAGES.pageNotSaved, win.document);
    const loading = loadPage(pathname + search, win);
    if (!loading) return notSaved();
    loading.then((page) => (page && page.status !== "error" ? navigate(to, options) : notSaved()), notSaved);
  }, win);
}
