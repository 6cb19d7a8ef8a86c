import fs from "fs";
import path from "path";

/**
 * Every SVG the site answers with carries a Content-Security-Policy of its own, so that a drawing
 * opened as a document (not as an <img>, where no script runs anyway) can run nothing and load
 * nothing, even one that slipped past the check (gatsby/content/drawings.ts): no script, no
 * connection, no fetch of any kind, inline styles only, and sandboxed (a unique origin, no forms,
 * no pop-ups). One rule per file, as with the hashed scripts (cache-headers.ts): no pattern both
 * Netlify and Cloudflare Pages read picks out "*.svg". Where a host joins it with the site-wide
 * policy of "/*" (Cloudflare Pages joins the values of rules that overlap), the browser enforces
 * both, which is stricter still; nginx (public/_nginx.conf, nginx-rules.ts) sends what the rules say.
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Where static/_headers wants the rules: a comment line naming {{SVG_FILES}}. */
const MARKER = /^#\s*\{\{SVG_FILES\}\}.*$/m;

/** A path a rule line can hold as it is: no space, "*", ":" or "#", which the rule format reads. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+$/;

/** Every .svg under public/, by URL path, sorted. */
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
  return found.sort();
}

/** The header rules with one Content-Security-Policy rule per SVG in place of the marker. */
export function withSvgRules(headers: string, svgPaths: string[]): string {
  if (!MARKER.test(headers))
    throw new Error("static/_headers: no {{SVG_FILES}} line to put the drawings' Content-Security-Policy at");
  const odd = svgPaths.find((p) => !PLAIN_PATH.test(p));
  if (odd)
    throw new Error(
      `Security headers: the drawing ${JSON.stringify(odd)} has a name a header rule cannot hold; name it with letters, digits, ".", "-" and "_" only`,
    );
  const rules = svgPaths.map((p) => `${p}\n  Content-Security-Policy: ${SVG_POLICY}`).join("\n");
  return headers.replace(MARKER, () => `# Drawings (SVG), each with a policy of its own:\n${rules}`);
}
