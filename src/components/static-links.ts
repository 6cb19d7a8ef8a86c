import type React from "react";
import { navigate, prefetchPathname } from "gatsby";

/**
 * The links in a part the browser keeps as the server wrote it (StaticPart): no Gatsby Link was
 * rendered for them, so these handlers on the part do what it did. A link to another page of the
 * site opens in the app; a link elsewhere, to a file (a calendar, a feed), to the editor, to this
 * page's own fragment, or with a target, a download or a modifier key is left to the browser.
 */

/** The address of a link inside the site that the app opens, or null for one the browser follows. */
export function inAppTarget(link: HTMLAnchorElement, here: Location = window.location): URL | null {
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  // A file, not a page: its last segment has an extension. The editor is not part of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/admin(\/|$)/.test(url.pathname)) return null;
  // The same page with another fragment: the browser scrolls there.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

function linkOf(event: React.SyntheticEvent<HTMLElement>): HTMLAnchorElement | null {
  const link = (event.target as Element).closest?.("a[href]");
  return link instanceof HTMLAnchorElement && event.currentTarget.contains(link) ? link : null;
}

/** A click on a link inside the site: the app's navigation instead of a new page load. */
export function followLink(event: React.MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = linkOf(event);
  const url = link && inAppTarget(link);
  if (!url) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

/** The pointer or focus on a link inside the site: its page's data and code fetched ahead. */
export function prefetchLink(event: React.SyntheticEvent<HTMLElement>): void {
  const link = linkOf(event);
  const url = link && inAppTarget(link);
  if (url) prefetchPathname(url.pathname);
}
