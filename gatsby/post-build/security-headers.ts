import { parseHeadersFile } from "./headers-file";
import { editorSettings, type EditorSettings } from "../../src/editor/config/settings";

/** Where the build writes the filled-in header rules, beside the pages. */
export const HOST_HEADERS_PATH = "/_headers";

/**
 * The security headers every response of the site carries are kept in static/_headers, the file
 * Netlify and Cloudflare Pages apply, with placeholders for the origins that depend on the build:
 * the cinema API the browser talks to, the hosts of images the content shows, and the mailing-list
 * provider the newsletter form posts to. The build writes the filled-in file to public/_headers,
 * and the same rules for nginx to public/_nginx.conf (nginx-rules.ts), which `npm start` and the
 * browser tests serve the site with.
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

/** static/_headers with its placeholders filled in; a placeholder it does not know stops the build. */
export function fillHeadersTemplate(template: string, origins: PolicyOrigins): string {
  const api = origins.cinemaApi ? originOf(origins.cinemaApi, "the cinema API URL") : "";
  const values: Record<string, string> = {
    CINEMA_API: api,
    IMAGE_HOSTS: [
      ...new Set(origins.extraImageOrigins.map((o) => originOf(o, "an entry of EXTRA_IMAGE_ORIGINS or an image in the content"))),
    ]
      .filter((o) => o !== api)
      .join(" "),
    NEWSLETTER: originOf(origins.newsletterAction, "GATSBY_NEWSLETTER_ACTION"),
    TAG_MANAGER_SCRIPT: origins.tagManager ? TAG_MANAGER_SCRIPT_ORIGINS.join(" ") : "",
    TAG_MANAGER_DATA: origins.tagManager ? TAG_MANAGER_DATA_ORIGINS.join(" ") : "",
    HSTS: originOf(origins.siteUrl, "SITE_URL").startsWith("https:") ? HSTS : "",
    EDITOR_BACKEND:
      origins.editor?.backend === "local"
        ? originOf(origins.editor.proxyUrl, "EDITOR_LOCAL_BACKEND")
        : origins.editor
          ? originOf(origins.editor.apiRoot, "EDITOR_GITHUB_API_ROOT")
          : GITHUB_API_ORIGIN,
    EDITOR_IMAGES: origins.editor?.backend === "local" ? "" : GITHUB_IMAGE_ORIGINS.join(" "),
  };
  const filled = template
    .split("\n")
    .map((line) =>
      line.startsWith("#")
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
            if (!(name in values))
              throw new Error(
                `Security headers: static/_headers names ${whole}, which the build does not know (${Object.keys(values).join(", ")})`,
              );
            return values[name];
          }),
    )
    // An empty placeholder leaves a double space or one before ";"; a header it leaves empty is not sent.
    .map((line) =>
      line.startsWith("#")
        ? line
        : line
            .replace(/(\S) {2,}/g, "$1 ")
            .replace(/ ;/g, ";")
            .trimEnd(),
    )
    .filter((line) => !/^\s+[A-Za-z0-9-]+:$/.test(line))
    .join("\n");
  parseHeadersFile(filled);
  return filled;
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
