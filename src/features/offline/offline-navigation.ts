import { OFFLINE_MESSAGES } from "./messages";
import { announce } from "./notice";

type Navigate = (to: string | number, options?: unknown) => void;
interface PageLoader {
  loadPage(path: string): Promise<{ status?: string } | null | undefined>;
}
interface GatsbyWindow {
  ___navigate?: Navigate;
  ___loader?: PageLoader;
}

/**
 * Gatsby answers a page it cannot load with a full browser navigation to it (spec section 4: only
 * while online). Offline, that would leave the visitor on the browser's error page, or on the
 * offline page, and throw away the page they are on. So offline a link goes only where the page
 * can be shown from what is saved; otherwise the visitor stays and is told why.
 */
export function guardOfflineNavigation(win: Window & GatsbyWindow = window): void {
  const navigate = win.___navigate;
  const loader = win.___loader;
  if (typeof navigate !== "function" || !loader) return;
  win.___navigate = (to, options) => {
    if (typeof to !== "string" || win.navigator.onLine !== false) return navigate(to, options);
    const { pathname, search } = new URL(to, win.location.href);
    loader.loadPage(pathname + search).then(
      (page) => (page && page.status !== "error" ? navigate(to, options) : announce(OFFLINE_MESSAGES.pageNotSaved, win.document)),
      () => announce(OFFLINE_MESSAGES.pageNotSaved, win.document),
    );
  };
}
