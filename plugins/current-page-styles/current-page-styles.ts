import fs from "fs";
import path from "path";
import { filesUnder } from "../../gatsby/post-build/derived-files";

/**
 * Gatsby inlines the site's stylesheet in each page's head (`<style data-href="/styles.HASH.css"
 * data-identity="gatsby-global-css">`). A build over the cache renders again only the pages whose
 * data changed: with Gatsby 5's slices a new browser bundle reaches the other pages through the
 * stitched scripts slice, but their head is left as it was. After a change to the styles alone, the
 * pages nobody edited would keep the last build's styles for good (51 of 54 in the test build).
 * So after every build, each page's inlined stylesheet is made the one this build wrote.
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

/** One page with its inlined stylesheet replaced by `style` where it names another file; unchanged otherwise. */
export function withCurrentStyles(html: string, style: { href: string; content: string }): { html: string; changed: boolean } {
  let changed = false;
  const out = html.replace(GLOBAL_STYLE, (element) => {
    if (DATA_HREF.exec(element)?.[1] === style.href) return element;
    changed = true;
    return `<style data-href="${style.href}" data-identity="gatsby-global-css">${style.content}</style>`;
  });
  return { html: changed ? out : html, changed };
}

/** Brings every page under publicDir to this build's stylesheet; answers how many pages it changed. */
export function refreshPageStyles(publicDir: string, pathPrefix = ""): number {
  const name = currentStylesheet(publicDir);
  // As Gatsby inlines it: the file's text, which the build wrote with no "</style" in it.
  const content = fs.readFileSync(path.join(publicDir, name), "utf8");
  if (/<\/style/i.test(content)) throw new Error(`${name}: the stylesheet contains "</style", which would end the inlined copy`);
  const style = { href: `${pathPrefix}/${name}`, content };
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
