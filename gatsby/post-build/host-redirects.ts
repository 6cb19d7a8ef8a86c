import type { Redirect } from "../../content-model";
import { SITE_REDIRECTS } from "./site-redirects";

export const HOST_REDIRECTS_PATH = "/_redirects";

/**
 * public/_redirects, the rule file Netlify and Cloudflare Pages read: the site's own redirects
 * (site-redirects.ts), then one permanent redirect per entry of redirects.json ("/gammel /ny 301").
 * The paths were checked when redirects.json was read.
 */
export function hostRedirects(redirects: Redirect[]): string {
  const lines = redirects.map((r) => `${r.fromPath} ${r.toPath} 301`);
  return [
    ...SITE_REDIRECTS.flatMap((r) => [`# ${r.note}`, `${r.fromPath} ${r.toPath} 301`]),
    "# Old addresses and where they moved (redirects.json), written by the build.",
    ...lines,
    "",
  ].join("\n");
}
