import { pathKey, type Redirect } from "../../content-model";

/** Looks up where an old path now lives; any spelling of it (case, "/" at the end, escapes, index.html) finds it. */
export function makeRedirectLookup(list: Redirect[]): (pathname: string) => string | undefined {
  const map = new Map(list.map((r) => [pathKey(r.fromPath), r.toPath]));
  return (pathname) => map.get(pathKey(pathname));
}

/** Where the site's page at an address leads when it is a moved-page stub (src/templates/redirect.tsx); null for any other page. */
export type MovedTo = string | null | undefined;

/** The stub's target, read from a server-rendered page: its `<meta http-equiv="refresh" content="0; url=...">`. */
export function movedToInDocument(doc: Document): MovedTo {
  const refresh = [...doc.querySelectorAll("meta[http-equiv]")].find(
    (m) => m.getAttribute("http-equiv")?.toLowerCase() === "refresh",
  );
  const match = /^\s*0\s*;\s*url=(.+)$/is.exec(refresh?.getAttribute("content") ?? "");
  return match ? match[1].trim() : null;
}

/**
 * The list's target for `pathname`, only when the page the site has there is the redirect's own
 * stub, leading to the same place: at an address a page owns (a page of the code, a content page)
 * the visitor stays, whatever a list says. The build refuses such a list; this holds without it.
 */
export function redirectToFollow(
  lookup: (pathname: string) => string | undefined,
  pathname: string,
  movedTo: MovedTo,
): string | undefined {
  const to = lookup(pathname);
  return to !== undefined && movedTo === to ? to : undefined;
}
