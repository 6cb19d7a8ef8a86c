// `npm run bench -- --html-alone`: each route type's built page with every script removed
// (lib.ts withoutScripts), served beside the site from a folder of its own in public/, so Lighthouse
// can say what the HTML, the styles and the pictures cost a phone before any script runs.
import fs from "node:fs";
import path from "node:path";
import { precompress } from "../../gatsby/post-build/precompress";
import { cleanups } from "./cleanups";
import { htmlFileForRoute, withoutScripts } from "./lib";

/** Where the copies are served from: a path no page of the site has. */
const HTML_ALONE_PREFIX = "/__html-alone";
/** Marks a route type's row as its page without scripts (not a page of the site: no bound applies). */
const HTML_ALONE_SUFFIX = " (HTML alone)";

export const isHtmlAlone = (type: string) => type.endsWith(HTML_ALONE_SUFFIX);

/**
 * Writes the copies for `routes` under public/ (compressed as the site's own pages are); answers
 * the Lighthouse targets for them, and how to remove the copies (also done should the bench be
 * stopped first), so that nothing measured after Lighthouse sees them.
 */
export async function writeHtmlAlone(
  publicDir: string,
  origin: string,
  routes: { type: string; route: string }[],
): Promise<{ targets: { type: string; route: string; url: string }[]; remove: () => void }> {
  const dir = path.join(publicDir, HTML_ALONE_PREFIX);
  const rm = () => fs.rmSync(dir, { recursive: true, force: true });
  rm();
  cleanups.add(rm);
  const targets = routes.map(({ type, route }) => {
    const copy = htmlFileForRoute(dir, route);
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.writeFileSync(copy, withoutScripts(fs.readFileSync(htmlFileForRoute(publicDir, route), "utf8")));
    return { type: type + HTML_ALONE_SUFFIX, route, url: origin + HTML_ALONE_PREFIX + route };
  });
  await precompress(dir);
  const remove = () => {
    cleanups.delete(rm);
    rm();
  };
  return { targets, remove };
}
