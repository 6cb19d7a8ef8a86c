import fs from "fs";
import { parseHeadersFile } from "./headers-file";

/**
 * The caching rules of public/_headers that depend on the build: one rule per content-hashed
 * script and style Gatsby wrote (app-<hash>.js, component---…-<hash>.js, styles.<hash>.css, the
 * shared chunks, site-globals-<hash>.js), each "immutable" for a year. Listed one by one because no
 * pattern both Netlify and Cloudflare Pages read picks out hashed names, and a broader rule would
 * overlap the service worker's. A name that is hashed never changes content, so files an earlier
 * build left in public/ keep the rule too.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Where static/_headers wants the list: a comment line naming {{HASHED_ASSETS}}. */
const MARKER = /^#\s*\{\{HASHED_ASSETS\}\}.*$/m;

/** Cloudflare Pages applies at most this many rules. */
export const HOST_RULE_LIMIT = 100;

const HASHED = /^(?:[\w.~-]+[.-])?[0-9a-f]{20}\.(?:js|css)$/;

/** The content-hashed scripts and styles at the top of public/, by URL path, sorted. */
export function hashedAssets(fileNames: string[]): string[] {
  return fileNames
    .filter((name) => HASHED.test(name))
    .map((name) => `/${name}`)
    .sort();
}

export function listHashedAssets(publicDir: string): string[] {
  return hashedAssets(fs.readdirSync(publicDir));
}

/** The filled _headers text with the hashed assets' rules in place of the marker; warns through `warn` past the host limit. */
export function withHashedAssetRules(
  headers: string,
  assets: string[],
  warn: (message: string) => void = () => undefined,
): string {
  if (!MARKER.test(headers))
    throw new Error("static/_headers: no {{HASHED_ASSETS}} line to put the hashed scripts' caching rules at");
  const rules = assets.map((asset) => `${asset}\n  Cache-Control: ${IMMUTABLE}`).join("\n");
  const out = headers.replace(MARKER, () => `# Content-hashed scripts and styles, immutable for a year:\n${rules}`);
  const count = parseHeadersFile(out).length;
  if (count > HOST_RULE_LIMIT)
    warn(
      `public/_headers has ${count} rules; Cloudflare Pages reads only the first ${HOST_RULE_LIMIT}. A clean build (npm run clean) drops scripts left by earlier builds.`,
    );
  return out;
}
