import fs from "fs";
import path from "path";
import { filesUnder } from "../../gatsby/post-build/derived-files";
import { RUNTIME_SCRIPTS_ID, WHOLE_STYLESHEET_ATTRIBUTE } from "../../src/components/runtime-handover";
import { pageRules } from "./page-rules";

/**
 * Gatsby inlines the site's stylesheet in each page's head (`<style data-href="/styles.HASH.css"
 * data-identity="gatsby-global-css">`). After every build each page's inlined stylesheet is made
 * this build's:
 * - A page built of islands (it lists Gatsby's runtime scripts as data, gatsby/ssr/islands-page.tsx)
 *   keeps only the rules its HTML can use (page-rules.ts), and names the whole file in
 *   `data-whole`, which its script adds once the page has loaded, before any island starts
 *   (src/islands/whole-stylesheet.ts). The whole stylesheet was 41 KB of every page's HTML (7.5 KB
 *   of the front page's 18.7 KB by brotli): with it, no page's HTML came in the network's first
 *   round trip (about 14 KB), which a phone waits for before it can draw anything.
 * - Every other page keeps the whole file, as Gatsby inlines it.
 * A build over the cache renders again only the pages whose data changed, and leaves the others'
 * head as it was: after a change to the styles alone they would keep the last build's styles for
 * good (51 of 54 in the test build). A page whose element is already what this build wants is left
 * as it is, so a rebuild after one edit rewrites only what Gatsby rendered.
 */

const GLOBAL_STYLE = /<style\b[^>]*\bdata-identity="gatsby-global-css"[^>]*>[\s\S]*?<\/style\s*>/gi;
const DATA_HREF = /\bdata-href="([^"]*)"/i;

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/** The stylesheet this build wrote for every page: the CSS file of the `app` chunk group. */
export function currentStylesheet(publicDir: string): string {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as WebpackStats;
  const css = (stats.namedChunkGroups?.app?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith(".css"));
  if (css.length !== 1)
    throw new Error(
      `webpack.stats.json: expected one stylesheet for every page (the app chunk group), found ${css.length}: ${css.join(", ")}`,
    );
  return css[0];
}

const ISLANDS_PAGE = new RegExp(`<script\\b[^>]*\\bid="${RUNTIME_SCRIPTS_ID}"`, "i");

/** This build's stylesheet: its address, its text, and the rules of it each page can use. */
export interface CurrentStyle {
  href: string;
  content: string;
  /** The rules a page built of islands inlines, from its HTML (pageRules of `content`). */
  rulesFor: (html: string) => string;
}

export const currentStyle = (href: string, content: string): CurrentStyle => ({ href, content, rulesFor: pageRules(content) });

/** One page with its inlined stylesheet made this build's, as its kind wants it; unchanged where it already is. */
export function withCurrentStyles(html: string, style: CurrentStyle): { html: string; changed: boolean } {
  const islands = ISLANDS_PAGE.test(html);
  let changed = false;
  const out = html.replace(GLOBAL_STYLE, (element) => {
    // A page of islands is always read again (a millisecond a page): its rules depend on the code
    // that picks them too, which a build over the cache does not see change.
    const wanted = islands
      ? `<style ${WHOLE_STYLESHEET_ATTRIBUTE}="${style.href}" data-identity="gatsby-global-css">${style.rulesFor(html)}</style>`
      : DATA_HREF.exec(element)?.[1] === style.href
        ? element
        : `<style data-href="${style.href}" data-identity="gatsby-global-css">${style.content}</style>`;
    if (wanted !== element) changed = true;
    return wanted;
  });
  return { html: changed ? out : html, changed };
}

/** Brings every page under publicDir to this build's stylesheet; answers how many pages it changed. */
export function refreshPageStyles(publicDir: string, pathPrefix = ""): number {
  const name = currentStylesheet(publicDir);
  // As Gatsby inlines it: the file's text, which the build wrote with no "</style" in it.
  const content = fs.readFileSync(path.join(publicDir, name), "utf8");
  if (/<\/style/i.test(content)) throw new Error(`${name}: the stylesheet contains "</style", which would end the inlined copy`);
  const style = currentStyle(`${pathPrefix}/${name}`, content);
  let changed = 0;
  for (const page of filesUnder(publicDir).filter((file) => file.endsWith(".html"))) {
    const file = path.join(publicDir, page);
    const result = withCurrentStyles(fs.readFileSync(file, "utf8"), style);
    if (!result.changed) continue;
    fs.writeFileSync(file, result.html);
    changed++;
  }
  return changed;
}
