/**
 * One key for every spelling of a path on the site, as hosts, browsers and file systems take them,
 * for telling whether two paths are one: query and fragment left out; percent-escapes decoded (and
 * decoded again while one is left, so "%252e" is "."); "\" read as "/"; "." and ".." segments
 * resolved and repeated "/" joined; a trailing "/", "/index.html" and a ".html" ending left out
 * (a static host serves /a/index.html and /a.html at /a); Unicode composed (NFC); lower case.
 * The build compares a redirect with the paths pages and files own by it; the browser looks up
 * redirects by it.
 */
export function pathKey(value: string): string {
  let path = value.replace(/[?#][\s\S]*$/, "");
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break; // a stray "%" stays as it is
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const key = `/${segments.join("/")}`
    .replace(/\/index\.html?$/i, "")
    .replace(/\.html?$/i, "")
    .normalize("NFC")
    .toLowerCase();
  return key === "" ? "/" : key;
}
