import type { GatsbyNode } from "gatsby";
import { publishSourceMaps } from "./env/source-maps";

/** The browser bundles get no source maps (and no link to one) unless PUBLISH_SOURCE_MAPS=true. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, reporter }) => {
  if (stage !== "build-javascript") return;
  try {
    if (!publishSourceMaps(process.env)) actions.setWebpackConfig({ devtool: false });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
