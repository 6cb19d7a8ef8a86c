// From a request path to a file under the site's root, the way a careful static host does it:
// decode first (a path that does not decode, or carries a NUL or a backslash, is refused), never a
// dotfile or the host's own rule files (_headers, _redirects), whatever the spelling, and only files
// whose real path (symlinks followed) lies inside the root's real path.
import fs from "node:fs";
import path from "node:path";

/** Files the host reads and never serves. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

/** The decoded path, or null when it cannot be read: bad percent-encoding, a NUL byte, a backslash. */
export function decodeSitePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return /[\0\\]/.test(decoded) ? null : decoded;
}

/** Whether a path relative to the root names something never served: a dotfile, a dot folder, "..", a host file. */
function isHidden(relative: string): boolean {
  return relative.split(/[/\\]/).some((segment) => segment.startsWith(".") || HOST_FILES.has(segment.toLowerCase()));
}

/** `file` followed through its symlinks, if that lies inside `realRoot` and is a file to serve; else null. */
function realFileInside(realRoot: string, file: string): string | null {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return null;
  }
  const relative = path.relative(realRoot, real);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative) || isHidden(relative)) return null;
  try {
    return fs.statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * The file a decoded request path names under the root (the root's real path): the path itself
 * or its index.html. Null when there is none to serve.
 */
export function siteFile(realRoot: string, decodedPath: string): string | null {
  if (isHidden(decodedPath)) return null;
  const target = path.join(realRoot, decodedPath);
  for (const candidate of [target, path.join(target, "index.html")]) {
    const file = realFileInside(realRoot, candidate);
    if (file) return file;
  }
  return null;
}
