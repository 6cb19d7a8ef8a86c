import path from "path";
import { createRequire } from "module";
import { editorSettings } from "../../src/editor/config/settings";
import { SWC_MINIFY_OPTIONS } from "../../gatsby/webpack/minify-with-swc";
import { redirectHosts } from "../../gatsby/env/redirect-hosts";
import { siteOwners } from "../../gatsby/pages/path-owners";
import { EDITOR_PUBLIC_PATH } from "../../gatsby/pages/editor-path";
import { ownersToJson } from "../../content-model";
import { PREBUILT_SCRIPTS } from "./prebuilt-scripts";
import { SiteScriptsDone } from "./site-scripts-done";

/** Gatsby's webpack config for the site's scripts (build-javascript), as far as this reads it. */
export type SiteConfig = Record<string, unknown> & {
  module?: { rules?: unknown[] };
  plugins?: unknown[];
  cache?: Record<string, unknown> | boolean;
  resolve?: Record<string, unknown> & { fallback?: Record<string, unknown> };
};

/** Gatsby's makers of webpack plugins (the `plugins` of onCreateWebpackConfig), those used here. */
export interface GatsbyPlugins {
  define: (definitions: Record<string, string>) => unknown;
  extractText: (options: { filename: string }) => unknown;
}

/** The editor's entry point, in the order its modules run: the preview frame's setup, then the editor. */
export const editorEntry = (root: string): string[] => [
  path.join(root, "plugins/decap-editor/preview-setup.ts"),
  path.join(root, "src/editor/cms.tsx"),
];

/**
 * Gatsby's plugins the editor leaves out: its CSS extraction (hashed names; the editor's is
 * cms.css, below), and those that write the site's own records (webpack.stats.json, chunk-map.json,
 * the static queries' map, partial hydration's manifest), which the editor's compilation would overwrite.
 */
const SITE_ONLY_PLUGINS = ["MiniCssExtractPlugin", "GatsbyWebpackStatsExtractor", "StaticQueryMapper", "PartialHydrationPlugin"];

const isSiteOnly = (plugin: unknown) =>
  plugin instanceof SiteScriptsDone ||
  SITE_ONLY_PLUGINS.includes((plugin as { constructor?: { name?: string } } | null)?.constructor?.name ?? "");

/**
 * The editor's compilation, made from Gatsby's config for the site's scripts, so the site's own
 * files (the previews draw with the site's components) are compiled as the site compiles them:
 * - entry `cms` (editorEntry), written as cms.js and cms.css into public/admin/, chunks as
 *   [id].js beside them, found from where cms.js was loaded (webpack's default output);
 * - React, ReactDOM and decap-cms-app as the globals of their prebuilt scripts (prebuilt-scripts.ts);
 * - every stylesheet in cms.css, the one the preview frame is given (preview-setup.ts): a lazily
 *   loaded part's own CSS file would be added to the editor's page, not to the frame (the film
 *   panel's, src/features/cinema/film/film.css, comes with the member islands);
 * - a webpack cache of its own: sharing Gatsby's ("stage-build-javascript"), the two compilations
 *   would overwrite each other's cache on every build;
 * - no source maps (the site publishes none unless asked);
 * - swc as minifier, as for the site's own scripts (gatsby/webpack/minify-with-swc.ts);
 * - EDITOR_SETTINGS, what the build says about where the editor saves (src/editor/config/settings.ts), the
 *   hosts a redirect may go to (the build's REDIRECT_HOSTS and configured addresses), and the
 *   addresses the code and the build own (EDITOR_PATH_OWNERS), for the checks before a save.
 * Gatsby's splitting into framework, app and shared chunks, its hashed names and its runtime chunk
 * are for visitors' pages and are not taken.
 */
export function editorWebpackConfig(
  site: SiteConfig,
  { root, env, plugins }: { root: string; env: NodeJS.ProcessEnv; plugins: GatsbyPlugins },
): SiteConfig {
  const settings = editorSettings(env);
  // Resolved from the site's own node_modules at build time (Gatsby bundles this file, and would
  // otherwise take these requires in too).
  const fromSite = createRequire(path.join(root, "package.json"));
  const TerserPlugin = fromSite("terser-webpack-plugin");
  return {
    ...site,
    mode: "production",
    entry: { cms: editorEntry(root) },
    output: { path: path.join(root, "public", EDITOR_PUBLIC_PATH) },
    externals: PREBUILT_SCRIPTS.map(({ name, global }) => ({ [name]: global })),
    // No babel pass over node_modules (Gatsby's rule for visitors' older browsers): the editor needs a
    // browser as new as decap-cms-app's own, prebuilt build does, and the pass was most of the
    // editor's share of a cold build. The site's own files go through swc, or babel where they hold a
    // query (gatsby/webpack/transpile-with-swc.ts, whose rule comes with the site's config).
    module: { rules: (site.module?.rules ?? []).filter((rule) => !transpilesDependencies(rule)) },
    // The model's checks (content-model/) use Node's path and sanitize-html, whose CSS parser names
    // Node's fs and url without needing them in a browser.
    resolve: {
      ...site.resolve,
      fallback: { ...site.resolve?.fallback, path: fromSite.resolve("path-browserify"), fs: false, url: false },
    },
    cache:
      site.cache && typeof site.cache === "object"
        ? { ...site.cache, name: "editor", cacheLocation: path.join(root, ".cache", "webpack", "editor") }
        : site.cache,
    devtool: false,
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: SWC_MINIFY_OPTIONS })],
      splitChunks: {
        cacheGroups: { previewStyles: { type: "css/mini-extract", name: "cms", chunks: "all", enforce: true } },
      },
    },
    plugins: [
      ...(site.plugins ?? []).filter((plugin) => !isSiteOnly(plugin)),
      // Not hashed: the editor names it (preview-setup.ts).
      plugins.extractText({ filename: "[name].css" }),
      plugins.define({
        EDITOR_SETTINGS: JSON.stringify(settings),
        // The other sites a redirect may go to, as the build allows them (src/editor/config/model.ts).
        "process.env.GATSBY_EDITOR_REDIRECT_HOSTS": JSON.stringify(redirectHosts(env).join(",")),
        // The addresses the code's pages and the build's files own, which no content may take (content-model/path-owners.ts).
        EDITOR_PATH_OWNERS: JSON.stringify(ownersToJson(siteOwners())),
      }),
    ],
  };
}

/** Gatsby's rule that runs babel over node_modules (its loader's preset is babel-preset-gatsby/dependencies). */
export function transpilesDependencies(rule: unknown): boolean {
  const uses = (rule as { use?: unknown })?.use;
  return (
    Array.isArray(uses) &&
    uses.some((use) =>
      JSON.stringify((use as { options?: { presets?: unknown } })?.options?.presets ?? []).includes(
        "babel-preset-gatsby/dependencies",
      ),
    )
  );
}
