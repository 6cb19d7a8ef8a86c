import { keptFromSearchEngines } from "../../src/blocks/indexing";
export const ROBOTS_TXT_PATH = "/robots.txt";
/** Where gatsby-plugin-sitemap writes its index (its default), which robots.txt names. */
export const SITEMAP_FILE = "/sitemap-index.xml";

/** robots.txt: everything allowed but the content pages kept from search engines (lobby screens ...), and where the sitemap is. */
export function robotsTxt(siteUrl: string, pages: readonly { path: string; layout: string; noindex?: boolean | null }[]): string {
  const disallowed = pages
    .filter(keptFromSearchEngines)
    .map((p) => p.path)
    .sort();
  return `User-agent: *\nAllow: /\n${disallowed.map((p) => `Disallow: ${p}\n`).join("")}\nSitemap: ${siteUrl}${SITEMAP_FILE}\n`;
}
