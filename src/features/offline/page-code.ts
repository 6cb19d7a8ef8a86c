/**
 * What the build tells the browser about each page template's code: for each of Gatsby's component
 * chunk names (a page's page data names its own, `componentChunkName`), the scripts that chunk needs,
 * by URL path. Written by the build (gatsby/post-build/page-code.ts) from webpack's stats; read by
 * the browser to fetch a page's code ahead and to tell whether a page is saved for offline use
 * (saved-offline.ts), with Gatsby's public API and the Cache Storage API alone.
 */
export const PAGE_CODE_PATH = "/page-code.json";

/**
 * The service worker's own cache (src/service-worker/sw-extras.js): it keeps the table there as it
 * installs, so the copy there is always the table of the build the worker serves.
 */
export const OFFLINE_CACHE = "kulturhus-uten-nett";

/** Component chunk name → the scripts it needs (URL paths). */
export type PageCode = Partial<Record<string, string[]>>;

/** A page code table as it came over the network: only well-formed entries, else an empty table. */
export function readPageCode(value: unknown): PageCode {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  // Scripts at the top of this site (webpack writes them there): nothing another origin could be read
  // from. Own entries only, whatever their names ("__proto__" too).
  const isScripts = (files: unknown): files is string[] =>
    Array.isArray(files) && files.every((f) => typeof f === "string" && /^\/[\w.~-]+\.js$/.test(f));
  return Object.fromEntries(Object.entries(value).filter(([, files]) => isScripts(files)));
}
