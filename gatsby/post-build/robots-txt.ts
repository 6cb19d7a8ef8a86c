import { keptFromSearchEngines } from "../../src/blocks/indexing";

/** robots.txt: everything allowed but the content pages kept from search engines (lobby screens ...), and where the sitemap is. */
export function robotsTxt(siteUrl: string, pages: { path: string; layout: string; noindex?: boolean | null }[]): string {
  const disallowed = pages
    .filter(keptFromSearchEngines)
    .map((p) => p.path)
    .sort();
  return `User-agent: *\nAllow: /\n${disallowed.map((p) => `Disallow: ${p}\n`).join("")}\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
}
