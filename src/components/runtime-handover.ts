/**
 * Gatsby's runtime on a page built of islands: it does not load as the page opens, but the page
 * can start it when a visitor offline follows a link to a saved page, which then opens in the page,
 * from what is saved, as it does on every other page (src/islands/gatsby-runtime.ts starts it).
 * Plain names and checks that gatsby-browser and the islands share: no React, no Gatsby.
 */

/** Set on <html> by the islands' boot: the page is built of islands (and Gatsby's hooks find what they would start already running). */
export const ISLANDS_PAGE_ATTRIBUTE = "data-islands";

export const isIslandsPage = (doc: Document = document) => doc.documentElement.hasAttribute(ISLANDS_PAGE_ATTRIBUTE);

/** Dispatched on the window by Gatsby's renderer just before it renders the page anew over the islands: each island lets go of its element. */
export const RUNTIME_TAKES_OVER_EVENT = "kulturhus:runtime-takes-over";

/** Dispatched on the window once Gatsby's runtime has rendered the page (its onInitialClientRender). */
export const RUNTIME_READY_EVENT = "kulturhus:runtime-ready";

/** The id of the JSON list of Gatsby's runtime scripts a page of islands carries (written by gatsby/ssr/islands-page.tsx). */
export const RUNTIME_SCRIPTS_ID = "gatsby-runtime-scripts";

/**
 * On a page built of islands, the inlined stylesheet's attribute naming the whole stylesheet's
 * address: the page inlines only the rules its HTML can use (plugins/current-page-styles), and its
 * script adds the whole file before anything draws more (src/islands/whole-stylesheet.ts).
 */
export const WHOLE_STYLESHEET_ATTRIBUTE = "data-whole";
