import type { GatsbyNode } from "gatsby";
import { ensureBuildId } from "./post-build/build-id";

/** The page gatsby-plugin-offline makes for its app shell, which its service worker precaches. */
export const APP_SHELL_PATH = "/offline-plugin-app-shell-fallback/";

/**
 * The offline app shell carries the build's id in its context, as the lobby screens do (gatsby-ssr.tsx
 * puts it in the page's <head>): its HTML then changes with every build, and so does the service
 * worker that precaches it, so every build installs a new worker and drops the old build's saved
 * pages (src/features/offline). No other page carries the id, so the rest stay as they were.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== APP_SHELL_PATH) return;
  const buildId = ensureBuildId();
  if ((page.context as { buildId?: string } | undefined)?.buildId === buildId) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, buildId } });
};
