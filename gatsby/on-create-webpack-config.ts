import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { publishSourceMaps } from "./env/source-maps";
import { buildCssWithoutChildCompilers } from "./webpack/stable-compilation-hash";
import { babelOfTheSite, transpileWithSwc } from "./webpack/transpile-with-swc";
import { minifyWithSwc } from "./webpack/minify-with-swc";
import { gatsbyLeavesReactExternal, rendererExternal } from "./webpack/renderer-externals";
import { InstalledPackagesBuildDependencies, keyCacheByInstalledPackages, type CacheConfig } from "./webpack/build-dependencies";
import { addIslandsEntry, islandScriptsBuilt, ISLAND_SCRIPTS_DEFINE, RUNTIME_SCRIPTS_DEFINE } from "./webpack/islands-entry";

type WebpackConfig = {
  optimization?: { splitChunks?: { cacheGroups?: Record<string, { minSize?: number } | false> }; minimizer?: unknown[] };
};

/**
 * Gatsby's "shared" chunk group splits the code two or more page templates (or lazy chunks) share
 * into chunks of its own, one per set of sharers, from 20 KB up. A page then loads three or four
 * small chunks where one would do, and each compresses on its own: on the programme page that cost
 * more than a kilobyte gzipped. With this threshold such code stays in each template's chunk (the
 * framework, the app and the lazily loaded parts are split as before). A visitor moving to a page
 * of another template fetches that code again; the service worker has it saved by then anyway.
 */
export const SHARED_CHUNK_MIN_SIZE = 200_000;

function keepPageCodeTogether(config: WebpackConfig): void {
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (shared) shared.minSize = SHARED_CHUNK_MIN_SIZE;
}

/**
 * The browser bundles get no source maps (and no link to one) unless PUBLISH_SOURCE_MAPS=true, a
 * compilation hash that changes only when they do (gatsby/webpack/stable-compilation-hash.ts), and
 * swc as their minifier (gatsby/webpack/minify-with-swc.ts). The HTML renderer requires a few
 * packages from node_modules rather than bundling them (gatsby/webpack/renderer-externals.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  reporter,
  getConfig,
  plugins,
  store,
}) => {
  if (stage === "build-html" || stage === "build-javascript") {
    const { program, components, config } = store.getState() as {
      program: { directory: string; browserslist: string[] };
      components: Map<string, unknown>;
      config: { jsxImportSource?: string };
    };
    const root = program.directory;
    // The site's source compiled by swc, but what Babel must see (transpile-with-swc.ts); set in place, as below.
    const ownBabel = babelOfTheSite(root, config ?? {});
    if (ownBabel) reporter.warn(`Every module is compiled by Babel, not swc: ${ownBabel}`);
    else if (!transpileWithSwc(getConfig(), { stage, root, components: components.keys(), browsers: program.browserslist }))
      reporter.warn(`No Babel rule of Gatsby's for the site's source in ${stage}: every module is compiled as Gatsby chose`);
    // The persistent caches keyed by the installed packages, not by walking every loaded module (build-dependencies.ts).
    if (keyCacheByInstalledPackages((getConfig() as { cache?: CacheConfig }).cache, root))
      actions.setWebpackConfig({ plugins: [new InstalledPackagesBuildDependencies()] });
    else
      reporter.warn(`No filesystem cache or no package-lock.json for ${stage}: webpack walks every loaded module for its cache`);
  }
  if (stage === "build-html") {
    if (gatsbyLeavesReactExternal(getConfig() as { externals?: unknown }))
      actions.setWebpackConfig({ externals: [rendererExternal] });
    // The browser build is done by now: the HTML renderer gets the islands' script names written in,
    // and those of Gatsby's runtime, which a page of islands may start late.
    try {
      const { islands, runtime } = islandScriptsBuilt(path.join(store.getState().program.directory, "public"));
      const define = {
        [ISLAND_SCRIPTS_DEFINE]: JSON.stringify(JSON.stringify(islands)),
        [RUNTIME_SCRIPTS_DEFINE]: JSON.stringify(JSON.stringify(runtime)),
      };
      actions.setWebpackConfig({ plugins: [plugins.define(define)] });
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
    }
  }
  if (stage !== "build-javascript") return;
  if (!addIslandsEntry(getConfig() as { entry?: unknown }))
    reporter.panicOnBuild("Gatsby's browser build has no entry object: the islands' entry (src/islands/boot.ts) cannot be added");
  try {
    if (!publishSourceMaps(process.env)) actions.setWebpackConfig({ devtool: false });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
  // getConfig() answers the config webpack will get, plugin instances included: set in place.
  keepPageCodeTogether(getConfig() as WebpackConfig);
  if (minifyWithSwc((getConfig() as WebpackConfig).optimization?.minimizer ?? []) === 0)
    reporter.warn("No terser-webpack-plugin in Gatsby's webpack config: the scripts are minified as Gatsby chose");
  if (buildCssWithoutChildCompilers((getConfig() as { plugins?: unknown[] }).plugins ?? []) === 0)
    reporter.warn(
      "No MiniCssExtractPlugin in Gatsby's webpack config: a rebuild may rewrite every page (see gatsby/webpack/stable-compilation-hash.ts)",
    );
};
