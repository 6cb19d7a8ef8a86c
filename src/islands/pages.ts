/**
 * The page templates whose pages are built of islands: the HTML the build wrote stays as it is, and
 * only the parts that change in the browser (src/islands/parts.ts) start, each on its own, when
 * they are needed. Gatsby's runtime (router, loader, page data, the template's code) does not load
 * with them. By Gatsby's name for a template's code (a page data's componentChunkName).
 * Every other page loads Gatsby's runtime and hydrates whole, as before.
 */
export const ISLAND_TEMPLATES: ReadonlySet<string> = new Set([
  // Articles.
  "component---src-templates-article-tsx",
  // Content pages: the halls, the venue's information, contact (content-model/template-kinds.ts, "content").
  "component---src-templates-page-tsx",
  // A production's page: Husk, the live ticket state, the watch-list mark and a film's info are its islands.
  "component---src-templates-culture-tsx",
  // The programme page: the listing (its filters, "Vis flere", the cards' hearts), each card's live
  // ticket state, and the calendar links are its islands.
  "component---src-templates-page-listing-tsx",
  // The front page (and any page with the programme's teaser, a slideshow and content blocks): the
  // teaser's cards and the slideshow are its islands, and the whole programme's where it has one.
  "component---src-templates-page-programme-tsx",
  // The search page: its panel finds the results in the browser.
  "component---src-templates-page-search-tsx",
]);

/** Whether a page whose template's code has this name is built of islands. */
export const isIslandsTemplate = (componentChunkName: unknown): boolean =>
  typeof componentChunkName === "string" && ISLAND_TEMPLATES.has(componentChunkName);
