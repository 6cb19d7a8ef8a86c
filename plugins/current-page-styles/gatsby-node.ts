import path from "path";
import type { GatsbyNode } from "gatsby";
import { refreshPageStyles } from "./current-page-styles";

/** A local plugin, listed before gatsby-plugin-offline: the worker precaches the pages as they are served. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter, pathPrefix }) => {
  const publicDir = path.join(store.getState().program.directory, "public");
  try {
    const pages = refreshPageStyles(publicDir, pathPrefix);
    if (pages > 0)
      reporter.info(`Styles: this build's stylesheet put into ${pages} pages (the rules it uses, on a page of islands)`);
  } catch (error) {
    reporter.panicOnBuild(`Styles: ${(error as Error).message}`);
  }
};
