/**
 * Whether search engines are asked to leave a content page out (meta robots noindex, a robots.txt
 * Disallow, no sitemap entry): every lobby screen (`layout: "screen"`), and any page whose content
 * says `"noindex": true`. The page decides, not a list of paths.
 */
export function keptFromSearchEngines(page: { layout: string; noindex?: boolean | null }): boolean {
  return page.layout === "screen" || page.noindex === true;
}
