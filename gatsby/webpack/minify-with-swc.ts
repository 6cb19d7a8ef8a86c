/**
 * The browser bundles are minified by swc rather than terser, through the same webpack plugin Gatsby
 * sets up (terser-webpack-plugin, which can run either). Measured on a cold build of the demo site
 * on the 2-core machine: Gatsby's "production JavaScript and CSS bundles" step 29.7 s with terser,
 * 19.0 s with swc, and the scripts 2.7% smaller gzipped (every chunk smaller: framework 45.1 ->
 * 44.9 KB, app 21.8 -> 21.3 KB, the programme template 10.5 -> 10.3 KB). esbuild was as fast but
 * made the scripts 13% larger.
 */

/** What this file needs of terser-webpack-plugin's instance; the minify functions are statics of its class. */
type MinimizerPlugin = {
  constructor: { swcMinify?: unknown; terserMinify?: unknown };
  options?: { minimizer?: { implementation: unknown; options?: Record<string, unknown> } };
};

/** Gatsby's terser options that mean the same to swc (`gatsby build --profile` keeps the names). */
const CARRIED_OVER = ["keep_classnames", "keep_fnames"] as const;

/** swc's options for what Gatsby asks of terser: nothing newer than ES5 introduced by the minifier. */
export const SWC_MINIFY_OPTIONS = { ecma: 5, compress: { ecma: 5 } };

/**
 * Switches every terser-webpack-plugin among `minimizers` that runs terser to swc, in place (another
 * plugin of the same shape, such as a CSS minimizer, is left alone). Answers how many it switched.
 */
export function minifyWithSwc(minimizers: unknown[]): number {
  let switched = 0;
  for (const plugin of minimizers as MinimizerPlugin[]) {
    const { swcMinify, terserMinify } = plugin?.constructor ?? {};
    const minimizer = plugin?.options?.minimizer;
    if (typeof swcMinify !== "function" || !minimizer || minimizer.implementation !== terserMinify) continue;
    const carried = Object.fromEntries(
      CARRIED_OVER.filter((k) => minimizer.options?.[k] !== undefined).map((k) => [k, minimizer.options?.[k]]),
    );
    plugin.options!.minimizer = { implementation: swcMinify, options: { ...SWC_MINIFY_OPTIONS, ...carried } };
    switched += 1;
  }
  return switched;
}
