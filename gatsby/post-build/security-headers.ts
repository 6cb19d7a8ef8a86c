import { editorSettings, type EditorSettings } from "../../src/editor/config/settings";

/**
 * The security headers' values that depend on the build: the Content-Security-Policy of the site's
 * pages and of the web editor, with the origins this build talks to (the cinema API, the hosts of
 * the content's images, the newsletter provider, Tag Manager when configured, the editor's backend),
 * and Strict-Transport-Security when the site is served over https. header-rules.ts puts them in
 * the one table the host files and nginx's rules are written from.
 */
export interface PolicyOrigins {
  /** Base URL of the cinema API this build talks to (the first partner's), if any. */
  cinemaApi: string | null;
  /** The newsletter form's action URL. */
  newsletterAction: string;
  /** Further origins images come from: those the content shows (image-origins.ts) and EXTRA_IMAGE_ORIGINS. */
  extraImageOrigins: string[];
  /** The site's public URL (SITE_URL): served over https, browsers are told to keep to https (Strict-Transport-Security). */
  siteUrl: string;
  /** Google Tag Manager is configured (GATSBY_GTM_ID): its and Google Analytics' origins are allowed. */
  tagManager?: boolean;
  /** Where the web editor (/admin/ only) saves: the local backend of `npm start`, or GitHub. */
  editor?: EditorSettings;
}

/** What the editor talks to and shows pictures from when it saves through GitHub. */
export const GITHUB_API_ORIGIN = "https://api.github.com";
export const GITHUB_IMAGE_ORIGINS = ["https://avatars.githubusercontent.com"];

/** Where Tag Manager's container script comes from, and where it and Google Analytics send and load data. */
export const TAG_MANAGER_SCRIPT_ORIGINS = ["https://www.googletagmanager.com"];
export const TAG_MANAGER_DATA_ORIGINS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

/** A Tag Manager container id as Google issues them. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/** One year, for this host and the names under it; sent only when the site is served over https. */
export const HSTS = "max-age=31536000; includeSubDomains";

// scheme://host[:port], then nothing or a path, query or fragment. Host names only: no "*", ";",
// ",", quotes, spaces or credentials, which would change the policy they are put in.
const PLAIN_ORIGIN =
  /^(https?):\/\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::([1-9][0-9]{0,4}))?(?=$|[/?#])/i;

/** The origin of a URL that may go into a header, or an error naming where it came from. */
function originOf(url: string, what: string): string {
  const match = PLAIN_ORIGIN.exec(url);
  if (!match || (match[3] !== undefined && Number(match[3]) > 65535))
    throw new Error(
      `Security headers: ${what} must be an http(s) URL with a plain host (scheme://host[:port], no wildcards, spaces, quotes, ";" or ","), got ${JSON.stringify(url)}`,
    );
  return new URL(url).origin;
}

/** A policy from its directives, each a name and its sources; a source list left empty is just the name. */
const policy = (directives: string[][]) => directives.map((d) => d.join(" ")).join("; ");

/** The values of the security headers for this build; every origin checked first, so a bad one stops the build. */
export function securityValues(origins: PolicyOrigins) {
  const api = origins.cinemaApi ? [originOf(origins.cinemaApi, "the cinema API URL")] : [];
  const imageHosts = [
    ...new Set(origins.extraImageOrigins.map((o) => originOf(o, "an entry of EXTRA_IMAGE_ORIGINS or an image in the content"))),
  ].filter((o) => !api.includes(o));
  const newsletter = originOf(origins.newsletterAction, "GATSBY_NEWSLETTER_ACTION");
  const https = originOf(origins.siteUrl, "SITE_URL").startsWith("https:");
  const tagScript = origins.tagManager ? TAG_MANAGER_SCRIPT_ORIGINS : [];
  const tagData = origins.tagManager ? TAG_MANAGER_DATA_ORIGINS : [];
  const editorBackend =
    origins.editor?.backend === "local"
      ? originOf(origins.editor.proxyUrl, "EDITOR_LOCAL_BACKEND")
      : origins.editor
        ? originOf(origins.editor.apiRoot, "EDITOR_GITHUB_API_ROOT")
        : GITHUB_API_ORIGIN;
  const editorImages = origins.editor?.backend === "local" ? [] : GITHUB_IMAGE_ORIGINS;
  return {
    // Scripts from the site itself only: the build moves Gatsby's inline scripts into files
    // (plugins/external-inline-scripts). Styles may be inline: Gatsby inlines the global CSS, and
    // its own markup carries style attributes.
    sitePolicy: policy([
      ["default-src", "'self'"],
      ["script-src", "'self'", ...tagScript],
      ["style-src", "'self'", "'unsafe-inline'"],
      ["img-src", "'self'", ...api, ...imageHosts, ...tagData],
      ["font-src", "'self'"],
      ["connect-src", "'self'", ...api, ...imageHosts, ...tagData],
      ["manifest-src", "'self'"],
      ["worker-src", "'self'"],
      ["frame-src", "'none'"],
      ["object-src", "'none'"],
      ["base-uri", "'self'"],
      ["form-action", "'self'", newsletter],
      ["frame-ancestors", "'none'"],
    ]),
    // Decap CMS needs what the site's pages never get: 'unsafe-eval' (it checks its configuration
    // with ajv, which compiles), blob: and data: pictures (an upload before it is saved), and the
    // backend it saves through (GitHub's API, or the local one of `npm start`).
    editorPolicy: policy([
      ["default-src", "'self'"],
      ["script-src", "'self'", "'unsafe-eval'"],
      ["style-src", "'self'", "'unsafe-inline'"],
      ["img-src", "'self'", "blob:", "data:", ...editorImages, ...imageHosts],
      ["font-src", "'self'"],
      ["connect-src", "'self'", "blob:", editorBackend, ...api],
      ["media-src", "'self'", "blob:"],
      ["frame-src", "'self'"],
      ["worker-src", "'self'", "blob:"],
      ["object-src", "'none'"],
      ["base-uri", "'self'"],
      ["form-action", "'none'"],
      ["frame-ancestors", "'self'"],
    ]),
    /** Strict-Transport-Security, or null over http (where it means nothing): then it is not sent. */
    hsts: https ? HSTS : null,
  };
}

/** The origins of this build, from the environment and the site's first partner. */
export function policyOriginsFromEnv(
  env: NodeJS.ProcessEnv,
  firstPartner: number | undefined,
  newsletterAction: string,
  siteUrl: string,
): PolicyOrigins {
  const cinemaApi = firstPartner === undefined ? undefined : env[`GATSBY_CINEMA_API_${firstPartner}`];
  const gtm = env.GATSBY_GTM_ID ?? "";
  if (gtm && !TAG_MANAGER_ID_PATTERN.test(gtm))
    throw new Error(`GATSBY_GTM_ID: expected a Tag Manager container id like "GTM-AB12CD3", got ${JSON.stringify(gtm)}`);
  return {
    editor: editorSettings(env),
    tagManager: Boolean(gtm),
    cinemaApi: cinemaApi || null,
    newsletterAction,
    siteUrl,
    extraImageOrigins: (env.EXTRA_IMAGE_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
