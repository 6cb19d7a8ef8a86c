import type { GatsbyNode } from "gatsby";
import { publishSourceMaps } from "./env/source-maps";
import { buildCssWithoutChildCompilers } from "./webpack/stable-compilation-hash";

/**
 * The browser bundles get no source maps (and no link to one) unless PUBLISH_SOURCE_MAPS=true, and
 * a compilation hash that changes only when they do (gatsby/webpack/stable-compilation-hash.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, reporter, getConfig }) => {
  if (stage !== "build-javascript") return;
  try {
    if (!publishSourceMaps(process.env)) actions.setWebpackConfig({ devtool: false });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
  // getConfig() answers the config webpack will get, plugin instances included: set in place.
  if (buildCssWithoutChildCompilers((getConfig() as { plugins?: unknown[] }).plugins ?? []) === 0)
    reporter.warn(
      "No MiniCssExtractPlugin in Gatsby's webpack config: a rebuild may rewrite every page (see gatsby/webpack/stable-compilation-hash.ts)",
    );
};
