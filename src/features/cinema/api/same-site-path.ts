/**
 * A path on this site from text that came from outside (a query parameter, an API answer), or null.
 *
 * What comes out is the browser's own reading of the text, normalised, and it is checked again as
 * it will be used: a path that starts with one "/" and no second "/" or "\", which leads to the
 * same origin however often it is read. So "/.//evil.example", "/..//evil.example" and
 * "/%2e//evil.example" (each normalises to "//evil.example", which a browser reads as another host)
 * come out as null, and so does anything with control characters, whitespace or a backslash, which
 * browsers drop or read as "/".
 */
export function sameSitePath(value: unknown, origin: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]|\s/.test(value)) return null;
  if (!isRootPath(value)) return null;
  const path = read(value, origin);
  if (path === null || !isRootPath(path)) return null;
  // Read once more as it will be used: the result must be a fixed point, on this site.
  return read(path, origin) === path ? path : null;
}

const isRootPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");

function read(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
