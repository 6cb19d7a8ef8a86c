import path from "path";
import type { GatsbyNode } from "gatsby";
import { externaliseSiteScripts } from "./external-inline-scripts";

/**
 * A local plugin rather than the site's own onPostBuild: plugins run in the order gatsby-config
 * lists them and the site's gatsby-node runs last, but gatsby-plugin-offline must precache the
 * pages as they are served, after this rewrite.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter, pathPrefix }) => {
  const publicDir = path.join(store.getState().program.directory, "public");
  try {
    const { pages, scripts } = externaliseSiteScripts(publicDir, pathPrefix);
    reporter.info(`Inline scripts moved out of ${pages} pages (${scripts} scripts), for script-src 'self'`);
  } catch (error) {
    reporter.panicOnBuild(`Content-Security-Policy: ${(error as Error).message}`);
  }
};
