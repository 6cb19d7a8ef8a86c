import type { Redirect } from "../types/content";

const normalize = (path: string) => (path.replace(/\/+$/, "") || "/").toLowerCase();

/** Looks up where an old path now lives; trailing slashes and case do not matter. */
export function makeRedirectLookup(list: Redirect[]): (pathname: string) => string | undefined {
  const map = new Map(list.map((r) => [normalize(r.fromPath), r.toPath]));
  return (pathname) => map.get(normalize(pathname));
}
