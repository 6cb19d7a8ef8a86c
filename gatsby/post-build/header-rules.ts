import { securityValues, type PolicyOrigins } from "./security-headers";
import { SVG_POLICY } from "./svg-headers";

/**
 * The site's headers and caching, one table: which paths get which headers. public/_headers (the
 * file Netlify and Cloudflare Pages apply, headers-file.ts) and nginx's rules (public/_nginx.conf,
 * nginx-rules.ts) are each written from it; neither is read back. The rules follow the hosts'
 * reading of _headers: every rule whose path matches applies, in order, a later one winning a
 * header, and `detach` drops what broader rules gave first.
 */
export interface HeaderRule {
  /** A path as the hosts read it: "*" matches anything (also "/"), ":name" one path segment. */
  path: string;
  headers: Record<string, string>;
  /** Headers broader rules gave, dropped for these paths ("! Name" in _headers). */
  detach?: string[];
}

/** Caching, as Gatsby's caching guide has it: a content-hashed name never changes content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Checked again on every visit: HTML, page data, the service worker. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** What the build published that needs a rule of its own, by URL path. */
export interface PublishedFiles {
  /** Content-hashed scripts and styles (cache-headers.ts). */
  hashedAssets: string[];
  /** Every drawing (svg-headers.ts). */
  svgFiles: string[];
}

// The embeddable programme (docs/embedding.md) is made to be framed by other sites: its policy
// lets any site frame it, it runs only its own script and style, and posts nothing.
const EMBED_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *";

export function headerRules(origins: PolicyOrigins, files: PublishedFiles): HeaderRule[] {
  const { sitePolicy, editorPolicy, hsts } = securityValues(origins);
  const framedByAnyone = {
    detach: ["Content-Security-Policy", "X-Frame-Options"],
    headers: { "Content-Security-Policy": EMBED_POLICY },
  };
  return [
    {
      path: "/*",
      headers: {
        "Content-Security-Policy": sitePolicy,
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Content-Type-Options": "nosniff",
        "Permissions-Policy":
          "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
        "X-Frame-Options": "DENY",
        ...(hsts ? { "Strict-Transport-Security": hsts } : {}),
      },
    },
    // Every other path still refuses framing.
    { path: "/embed/program", ...framedByAnyone },
    { path: "/embed/program/*", ...framedByAnyone },
    // The programme's feeds, with the types their formats name (a host would send them as XML and JSON).
    { path: "/feed/program.rss", headers: { "Content-Type": "application/rss+xml; charset=utf-8" } },
    { path: "/feed/program.json", headers: { "Content-Type": "application/feed+json; charset=utf-8" } },
    // The web editor (plugins/decap-editor, src/editor/) has a policy of its own in place of the
    // site's, for /admin/ only, and is kept out of search engines.
    {
      path: "/admin/*",
      detach: ["Content-Security-Policy"],
      headers: { "Content-Security-Policy": editorPolicy, "X-Robots-Tag": "noindex, nofollow" },
    },
    // No path gets Cache-Control from two rules: Cloudflare Pages joins the values of rules that
    // overlap. HTML, which no rule can name without also naming the scripts, gets the hosts' own
    // default, the same as REVALIDATE (nginx-rules.ts sends that where no rule says otherwise).
    { path: "/page-data/*", headers: { "Cache-Control": REVALIDATE } },
    { path: "/sw.js", headers: { "Cache-Control": REVALIDATE } },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    ...files.hashedAssets.map((path) => ({ path, headers: { "Cache-Control": IMMUTABLE } })),
    // A drawing opened as a document can run and load nothing. A host that joins this with the
    // policy of /* enforces both, stricter still.
    ...files.svgFiles.map((path) => ({ path, headers: { "Content-Security-Policy": SVG_POLICY } })),
  ];
}
