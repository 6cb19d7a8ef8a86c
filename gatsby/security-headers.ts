/**
 * The security headers every response of the site carries, written to public/_headers (the format
 * Netlify and Cloudflare Pages read) and sent by our own static server (scripts/static-server.mjs)
 * from that same file. The policy is made at build time because two of its origins are
 * configuration: the cinema API the browser talks to, and the mailing-list provider the newsletter
 * form posts to.
 */
export interface PolicyOrigins {
  /** Base URL of the cinema API this build talks to (the first partner's), if any. */
  cinemaApi: string | null;
  /** The newsletter form's action URL. */
  newsletterAction: string;
  /** Further origins images come from: those the content shows (image-origins.ts) and EXTRA_IMAGE_ORIGINS (posters on a CDN). */
  extraImageOrigins: string[];
}

/** Where a header rule applies, in the _headers path syntax, and the headers it sets. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

function originOf(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Security headers: ${what} is not an absolute URL: ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`Security headers: ${what} must be http(s), got ${JSON.stringify(url)}`);
  return parsed.origin;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Only what the site really loads. Scripts: our own files only (the build moves Gatsby's inline
 * scripts out, see external-inline-scripts.ts). Styles: our own plus inline, because Gatsby inlines
 * the global CSS and its own markup carries style attributes. Connections and images: our own origin,
 * the cinema API (its posters may be on it), and the hosts of images the content shows. Forms: our
 * own and the mailing-list provider.
 */
export function contentSecurityPolicy(origins: PolicyOrigins): string {
  const api = origins.cinemaApi ? [originOf(origins.cinemaApi, "the cinema API URL")] : [];
  const images = origins.extraImageOrigins.map((o) => originOf(o, "an entry of EXTRA_IMAGE_ORIGINS"));
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", unique(["'self'", ...api, ...images])],
    ["font-src", ["'self'"]],
    // The service worker fetches images for its cache, so image origins are connections too.
    ["connect-src", unique(["'self'", ...api, ...images])],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["frame-src", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", unique(["'self'", originOf(origins.newsletterAction, "GATSBY_NEWSLETTER_ACTION")])],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

export function securityHeaders(origins: PolicyOrigins): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(origins),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    // frame-ancestors for browsers that predate it.
    "X-Frame-Options": "DENY",
  };
}

/** The rules as a _headers file: a path line, then its headers indented below it. */
export function headersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) => {
    for (const [name, value] of Object.entries(rule.headers)) {
      if (/[\r\n]/.test(value) || /[\r\n:]/.test(name)) throw new Error(`Security headers: header ${JSON.stringify(name)} cannot be written on one line`);
    }
    return [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  });
  return `# Written by the build (gatsby/security-headers.ts); changes here are lost on the next build.\n${blocks.join("\n\n")}\n`;
}

/** The origins of this build, from the environment and the site's first partner. */
export function policyOriginsFromEnv(env: NodeJS.ProcessEnv, firstPartner: number | undefined, newsletterAction: string): PolicyOrigins {
  const cinemaApi = firstPartner === undefined ? undefined : env[`GATSBY_CINEMA_API_${firstPartner}`];
  return {
    cinemaApi: cinemaApi || null,
    newsletterAction,
    extraImageOrigins: (env.EXTRA_IMAGE_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
