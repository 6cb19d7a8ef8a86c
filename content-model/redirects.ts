import type { Redirect } from "./content-types";
import { redirectsSchema } from "./content-validators";
import { ContentError, parseJson } from "./parse-content";
import { formatIssues, type Issue } from "./validate";
import { isSiteLink } from "./safe-values";
import { pathKey } from "./path-key";
import { honestTextIssues } from "./honest-text";

/**
 * The page of this site a redirect leads to, as a normalised path, whatever its query or fragment
 * and whether it is written as a path or as a URL on the site's own origin; null for another site.
 */
function sitePathOf(toPath: string, ownOrigin: string): string | null {
  if (isSiteLink(toPath)) return pathKey(toPath);
  const url = new URL(toPath);
  return url.origin === ownOrigin ? pathKey(url.pathname) : null;
}

/**
 * Reads and checks redirects.json: every entry a fromPath on this site and a toPath, no fromPath
 * twice, no chain or loop, and a toPath on another site only on a host the configuration allows
 * (the build reads them from its environment: gatsby/env/redirect-hosts.ts). Whether a page or
 * file owns a fromPath is plan-pages.ts's to say.
 */
export function parseRedirects(file: string, text: string, ownOrigin: string, allowedHosts: readonly string[]): Redirect[] {
  const raw = parseJson(file, text);
  const issues: Issue[] = honestTextIssues(raw);
  if (issues.length) throw new ContentError(formatIssues(file, issues));
  const list: Redirect[] = redirectsSchema(raw, "", issues);
  if (!issues.length) {
    // Compared as the browser looks them up (src/lib/redirects.ts, by pathKey): no spelling, query or fragment counts.
    const froms = new Set(list.map((r) => pathKey(r.fromPath)));
    const seen = new Set<string>();
    list.forEach((r, i) => {
      const from = pathKey(r.fromPath);
      const to = sitePathOf(r.toPath, ownOrigin);
      if (to === null && !allowedHosts.includes(new URL(r.toPath).host))
        issues.push({
          path: `[${i}].toPath`,
          expected: `a path on this site, or an https:// address on a host the site's configuration allows (${allowedHosts.join(", ") || "none yet"}; the venue adds more in REDIRECT_HOSTS)`,
          got: JSON.stringify(r.toPath),
        });
      if (seen.has(from))
        issues.push({ path: `[${i}].fromPath`, expected: "a fromPath no earlier entry has", got: JSON.stringify(r.fromPath) });
      if (to === from)
        issues.push({
          path: `[${i}].toPath`,
          expected: "a page other than fromPath's (query and fragment do not count)",
          got: JSON.stringify(r.toPath),
        });
      else if (to !== null && froms.has(to))
        issues.push({
          path: `[${i}].toPath`,
          expected:
            "the final address, not another entry's fromPath (chains and loops are not allowed, whatever the query or fragment)",
          got: JSON.stringify(r.toPath),
        });
      seen.add(from);
    });
  }
  if (issues.length) throw new ContentError(formatIssues(file, issues));
  return list;
}
