/**
 * The redirects the site itself needs, whatever redirects.json says: written to public/_redirects
 * for Netlify and Cloudflare Pages (host-redirects.ts) and to nginx's rules (nginx-rules.ts) from
 * this one list, before the content's own.
 */
export interface SiteRedirect {
  fromPath: string;
  toPath: string;
  /** Why, as a comment above the rule in both files. */
  note: string;
}

/**
 * The web editor is /admin/, with a policy of its own (the /admin/* header rule): at /admin it would
 * get the site's stricter one and could not start. Only that exact path, the query kept (Netlify and
 * Cloudflare Pages keep it anyway; nginx is told). Netlify applies no unforced rule where a file is
 * (it serves admin/index.html at both), so the rule can never send /admin/ to itself. The folder's
 * name is gatsby/pages/editor-path.ts's, written out here: gatsby/pages imports this folder, and
 * folders import no cycle.
 */
export const SITE_REDIRECTS: readonly SiteRedirect[] = [
  { fromPath: "/admin", toPath: "/admin/", note: "The web editor's address without its trailing slash." },
];
