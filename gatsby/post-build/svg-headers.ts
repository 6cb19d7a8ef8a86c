import fs from "fs";
import path from "path";

/**
 * Every SVG the site answers with carries a Content-Security-Policy of its own, so that a drawing
 * opened as a document (not as an <img>, where no script runs anyway) can run nothing and load
 * nothing, even one that slipped past the check (gatsby/content/drawings.ts): no script, no
 * connection, no fetch of any kind, inline styles only, and sandboxed (a unique origin, no forms,
 * no pop-ups). One rule per file (header-rules.ts), as with the hashed scripts: no pattern both
 * Netlify and Cloudflare Pages read picks out "*.svg".
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A path a rule can hold as it is: no space, "*", ":" or "#", which the hosts' rule format reads. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

/** Every .svg under public/, by URL path, sorted; a name a rule cannot hold stops the build. */
export function listSvgFiles(publicDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.svg$/i.test(entry.name)) found.push(`/${path.relative(publicDir, full).split(path.sep).join("/")}`);
    }
  };
  walk(publicDir);
  const odd = found.find((p) => !PLAIN_PATH.test(p));
  if (odd)
    throw new Error(
      `Security headers: the drawing ${JSON.stringify(odd)} has a name a header rule cannot hold; name it with letters, digits, ".", "-" and "_" only`,
    );
  return found.sort();
}
