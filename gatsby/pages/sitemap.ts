import { keptFromSearchEngines } from "../../src/blocks/indexing";

type ContentPageIndexing = { path: string; layout: string; noindex?: boolean | null };

/** gatsby-plugin-sitemap's query: its own, plus how each content page is laid out. */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path } }
  allContentPage { nodes { path layout noindex } }
}`;

/** The pages the sitemap lists: every page but the content pages kept from search engines (lobby screens ...). */
export function sitemapPages(data: {
  allSitePage: { nodes: { path: string }[] };
  allContentPage: { nodes: ContentPageIndexing[] };
}): { path: string }[] {
  const kept = new Set(data.allContentPage.nodes.filter(keptFromSearchEngines).map((p) => p.path));
  return data.allSitePage.nodes.filter((p) => !kept.has(p.path));
}
