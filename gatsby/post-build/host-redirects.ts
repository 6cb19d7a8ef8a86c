import type { Redirect } from "../../content-model";

export const HOST_REDIRECTS_PATH = "/_redirects";

/**
 * The web editor is /admin/, with a policy of its own (the /admin/* rule of _headers): at /admin it
 * would get the site's stricter one and could not start. Cloudflare Pages matches a rule's path
 * exactly; Netlify applies no unforced rule where a file is (it serves admin/index.html at both),
 * so the rule can never send /admin/ to itself. The folder's name is gatsby/pages/editor-path.ts's,
 * written out here: gatsby/pages imports this folder, and folders import no cycle.
 */
const EDITOR_REDIRECT = "/admin /admin/ 301";

/**
 * public/_redirects, the rule file Netlify and Cloudflare Pages read: the editor's address without
 * its slash, then one permanent redirect per entry of redirects.json ("/gammel /ny 301"). The paths
 * were checked when redirects.json was read.
 */
export function hostRedirects(redirects: Redirect[]): string {
  const lines = redirects.map((r) => `${r.fromPath} ${r.toPath} 301`);
  return [
    "# The web editor's address without its trailing slash.",
    EDITOR_REDIRECT,
    "# Old addresses and where they moved (redirects.json), written by the build.",
    ...lines,
    "",
  ].join("\n");
}
