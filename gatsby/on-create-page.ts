import path from "path";
import type { GatsbyNode } from "gatsby";
import { ensureBuildId } from "./post-build/build-id";
import { isAppShell } from "./pages/app-shell";
import { readRedirects } from "./content/redirects-file";
import { pathKey, type Redirect } from "../content-model";

export { isAppShell } from "./pages/app-shell";

/**
 * The offline app shell carries the build's id in its context, as the lobby screens do (gatsby-ssr.tsx
 * puts it in the page's <head>): its HTML then changes with every build, and so does the service
 * worker that precaches it, so every build installs a new worker and drops the old build's saved
 * pages (src/features/offline). No other page carries the id, so the rest stay as they were.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, reporter }) => {
  const taken = redirectOver(page, redirectsByKey());
  if (taken) {
    reporter.panicOnBuild(`Content error, fix the file and build again:\n${taken}`);
    return;
  }
  if (!isAppShell(page.path)) return;
  const buildId = ensureBuildId();
  if ((page.context as { buildId?: string } | undefined)?.buildId === buildId) return;
  // createPage over the page, not deletePage first: Gatsby marks a page's data stale only when
  // createPage finds the page there with another context. After a deletePage, a warm cache keeps
  // the app shell's old page data (without the id), and with it the old HTML and worker.
  actions.createPage({ ...page, context: { ...page.context, buildId } });
};

const REDIRECT_TEMPLATE = path.resolve(__dirname, "../src/templates/redirect.tsx");

let byKey: Map<string, { index: number; redirect: Redirect }> | null = null;

/** redirects.json's entries by pathKey, read once; none when it cannot be read (createPages says why). */
function redirectsByKey() {
  if (!byKey) {
    let list: Redirect[] = [];
    try {
      list = readRedirects();
    } catch {
      // create-pages.ts reports the file's problems
    }
    byKey = new Map(list.map((redirect, index) => [pathKey(redirect.fromPath), { index, redirect }]));
  }
  return byKey;
}

/**
 * The last guard of "every path has one owner": whatever makes a page (src/pages, a plugin,
 * createPages), a redirect of redirects.json at its address is refused, naming the page's component.
 * The content check and createPages refuse the owners they know by name (pages/path-owners.ts);
 * this one holds for a page they do not know.
 */
export function redirectOver(
  page: { path: string; component: string },
  redirects: Map<string, { index: number; redirect: Redirect }>,
  root = path.resolve(__dirname, ".."),
): string | null {
  if (path.resolve(page.component) === REDIRECT_TEMPLATE) return null;
  const clash = redirects.get(pathKey(page.path));
  if (!clash) return null;
  const owner = path.relative(root, page.component).split(path.sep).join("/");
  return `redirects.json: [${clash.index}].fromPath: expected an address no page or file of the site owns, got ${JSON.stringify(clash.redirect.fromPath)} (the page ${page.path} of ${owner} owns it)`;
}
