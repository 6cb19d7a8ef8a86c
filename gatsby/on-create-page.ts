import type { GatsbyNode } from "gatsby";
import { ensureBuildId } from "./post-build/build-id";

/**
 * The page gatsby-plugin-offline makes for its app shell, which its service worker precaches. The
 * plugin creates it as "/offline-plugin-app-shell-fallback/"; with `trailingSlash: "never"` Gatsby
 * stores it without the slash, so either form is the app shell.
 */
export const APP_SHELL_PATH = "/offline-plugin-app-shell-fallback";
export const isAppShell = (pagePath: string) => pagePath.replace(/\/+$/, "") === APP_SHELL_PATH;

/**
 * The offline app shell carries the build's id in its context, as the lobby screens do (gatsby-ssr.tsx
 * puts it in the page's <head>): its HTML then changes with every build, and so does the service
 * worker that precaches it, so every build installs a new worker and drops the old build's saved
 * pages (src/features/offline). No other page carries the id, so the rest stay as they were.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!isAppShell(page.path)) return;
  const buildId = ensureBuildId();
  if ((page.context as { buildId?: string } | undefined)?.buildId === buildId) return;
  // createPage over the page, not deletePage first: Gatsby marks a page's data stale only when
  // createPage finds the page there with another context. After a deletePage, a warm cache keeps
  // the app shell's old page data (without the id), and with it the old HTML and worker.
  actions.createPage({ ...page, context: { ...page.context, buildId } });
};
