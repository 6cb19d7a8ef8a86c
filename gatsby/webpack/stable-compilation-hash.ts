/** What this needs of a webpack plugin: mini-css-extract-plugin keeps its settings in `options`. */
interface WebpackPlugin {
  constructor: { name: string };
  options?: Record<string, unknown>;
}

/**
 * Gatsby writes webpack's compilation hash into every page (window.___webpackCompilationHash), so a
 * build whose hash differs from the last one's rewrites every page. Webpack counts child
 * compilations in that hash, and mini-css-extract-plugin (Gatsby's CSS extraction) by default
 * compiles each CSS file in a child compiler, but only when the file is not in webpack's cache: a
 * cold build ran them, the rebuild after it did not, and its hash differed though no script or
 * style had changed. The first rebuild after a cold build then rewrote all 2,123 pages of a
 * programme of 2,000 productions. With `experimentalUseImportModule` the CSS is built inside the
 * compilation itself, with the same CSS files as output, and the hash follows the bundles alone.
 *
 * Answers how many CSS extraction plugins it set, so the caller can say when Gatsby's config has
 * none (then a new Gatsby extracts CSS some other way, and this needs another look).
 */
export function buildCssWithoutChildCompilers(plugins: readonly unknown[]): number {
  let set = 0;
  for (const plugin of plugins as (WebpackPlugin | null | undefined)[]) {
    if (plugin?.constructor.name !== "MiniCssExtractPlugin" || !plugin.options) continue;
    plugin.options.experimentalUseImportModule = true;
    set += 1;
  }
  return set;
}
