/** True when `link` leads to the page at `path` on this site: a link to the page the visitor is on goes nowhere. */
export function leadsTo(link: string, path: string, origin: string): boolean {
  const bare = (p: string) => decodeURI(p).replace(/\/+$/, "") || "/";
  try {
    const url = new URL(link, origin);
    return url.origin === new URL(origin).origin && bare(url.pathname) === bare(path);
  } catch {
    return false;
  }
}
