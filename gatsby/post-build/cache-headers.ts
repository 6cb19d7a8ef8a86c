import fs from "fs";

/**
 * The content-hashed scripts and styles Gatsby wrote (app-<hash>.js, component---…-<hash>.js,
 * styles.<hash>.css, the shared chunks, site-globals-<hash>.js), each given a rule of its own,
 * immutable for a year (header-rules.ts). Listed one by one because no pattern both Netlify and
 * Cloudflare Pages read picks out hashed names, and a broader rule would overlap the service
 * worker's. A name that is hashed never changes content, so files an earlier build left in public/
 * keep the rule too.
 */
const HASHED = /^(?:[\w.~-]+[.-])?[0-9a-f]{20}\.(?:js|css)$/;

/** Cloudflare Pages applies at most this many rules. */
export const HOST_RULE_LIMIT = 100;

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

/** A warning when the rules are more than Cloudflare Pages reads, else null. */
export function ruleLimitWarning(ruleCount: number): string | null {
  return ruleCount > HOST_RULE_LIMIT
    ? `public/_headers has ${ruleCount} rules; Cloudflare Pages reads only the first ${HOST_RULE_LIMIT}. A clean build (npm run clean) drops scripts left by earlier builds.`
    : null;
}
