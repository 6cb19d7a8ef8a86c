import type { GatsbyNode } from "gatsby";
import { ensureBuildId } from "./post-build/build-id";

import { isAppShell } from "./pages/app-shell";

export { APP_SHELL_PATH, isAppShell } from "./pages/app-shell";

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
