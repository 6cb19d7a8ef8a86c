import path from "path";
import { createRequire } from "module";
import { editorSettings } from "../../src/editor/config/settings";
import { SWC_MINIFY_OPTIONS } from "../../gatsby/webpack/minify-with-swc";
import { redirectHosts } from "../../gatsby/env/redirect-hosts";
import { siteOwners } from "../../gatsby/pages/path-owners";
import { ownersToJson } from "../../content-model";

type Plugin = {
  constructor: { name: string };
  userOptions?: Record<string, unknown>;
  options?: Record<string, unknown>;
  patterns?: { from: string }[];
};
type Config = Record<string, unknown> & { plugins?: Plugin[]; cache?: Record<string, unknown> | boolean };

/** The editor's page: Norwegian, kept out of search engines, no inline script (its own CSP has none). */
export const EDITOR_HTML = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Redigering – Rissa kulturhus</title>
  </head>
  <body></body>
</html>
`;

/**
 * What the editor's compilation changes in the config gatsby-plugin-decap-cms made from Gatsby's:
 * - a webpack cache of its own: the copy would share Gatsby's ("stage-build-javascript"), and the
 *   two compilations would overwrite each other's cache on every build;
 * - no source maps, and no copy of decap-cms-app's 20 MB map (the site publishes none unless asked);
 * - swc as minifier, as for the site's own scripts (gatsby/webpack/minify-with-swc.ts);
 * - the page from EDITOR_HTML;
 * - EDITOR_SETTINGS, what the build says about where the editor saves (src/editor/config/settings.ts), the
 *   hosts a redirect may go to (the build's REDIRECT_HOSTS and configured addresses), and the
 *   addresses the code and the build own (EDITOR_PATH_OWNERS), for the checks before a save.
 */
export function editorWebpackConfig(
  config: Config,
  { root, env, define }: { root: string; env: NodeJS.ProcessEnv; define: (definitions: object) => unknown },
): void {
  const settings = editorSettings(env);
  // Resolved from the site's own node_modules at build time (Gatsby bundles this file, and would
  // otherwise take these requires in too).
  const fromSite = createRequire(path.join(root, "package.json"));
  if (config.cache && typeof config.cache === "object")
    config.cache = { ...config.cache, name: "editor", cacheLocation: path.join(root, ".cache", "webpack", "editor") };
  config.devtool = false;
  // No babel pass over node_modules (Gatsby's rule for visitors' older browsers): the editor needs a
  // browser as new as decap-cms-app's own, prebuilt build does, and the pass was most of the
  // editor's share of a cold build. The site's own files still go through babel (TypeScript, JSX).
  const moduleConfig = (config.module ?? {}) as { rules?: unknown[] };
  if (Array.isArray(moduleConfig.rules)) moduleConfig.rules = moduleConfig.rules.filter((rule) => !transpilesDependencies(rule));
  // The model's checks (content-model/) use Node's path and sanitize-html, whose CSS parser names
  // Node's fs and url without needing them in a browser.
  const resolve = (config.resolve ?? {}) as { fallback?: Record<string, unknown> };
  config.resolve = {
    ...resolve,
    fallback: { ...resolve.fallback, path: fromSite.resolve("path-browserify"), fs: false, url: false },
  };
  const TerserPlugin = fromSite("terser-webpack-plugin");
  const optimization = (config.optimization ?? {}) as { splitChunks?: { cacheGroups?: object } };
  config.optimization = {
    ...optimization,
    minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: SWC_MINIFY_OPTIONS })],
    // Every stylesheet in cms.css, the one the preview frame is given (gatsby-plugin-decap-cms
    // registers it): a lazily loaded part's own CSS file would be added to the editor's page, not
    // to the frame (the film panel's, src/features/cinema/film/film.css, comes with the member islands).
    splitChunks: {
      ...optimization.splitChunks,
      cacheGroups: {
        ...optimization.splitChunks?.cacheGroups,
        previewStyles: { type: "css/mini-extract", name: "cms", chunks: "all", enforce: true },
      },
    },
  };
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name === "CopyPlugin" && plugin.patterns)
      plugin.patterns = plugin.patterns.filter((p) => !p.from.endsWith(".map"));
    if (plugin.constructor.name === "HtmlWebpackPlugin")
      // html-webpack-plugin 5 reads `options` (made from `userOptions` in its constructor).
      for (const options of [plugin.userOptions, plugin.options])
        if (options) {
          delete options.title;
          options.meta = {};
          options.template = "auto";
          options.templateContent = EDITOR_HTML;
          options.scriptLoading = "defer";
        }
  }
  (config.plugins as unknown[]).push(
    define({
      EDITOR_SETTINGS: JSON.stringify(settings),
      // The other sites a redirect may go to, as the build allows them (src/editor/config/model.ts).
      "process.env.GATSBY_EDITOR_REDIRECT_HOSTS": JSON.stringify(redirectHosts(env).join(",")),
      // The addresses the code's pages and the build's files own, which no content may take (content-model/path-owners.ts).
      EDITOR_PATH_OWNERS: JSON.stringify(ownersToJson(siteOwners())),
    }),
  );
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
