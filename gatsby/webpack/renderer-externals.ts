/**
 * Packages the HTML renderer (Gatsby's build-html bundle, run in Node to write every page) loads from
 * node_modules as they are instead of bundling them: each has a CommonJS build Node can require.
 * Bundling them cost the renderer step 5 s of a cold build on the 2-core machine (27.1 -> 21.9 s with
 * these left out). The browser bundles are not touched.
 *
 * Only where Gatsby itself leaves react and react-dom to node_modules: it does so unless it builds
 * engines (a page with `defer` or `getServerData`, which this site has none of). An engine bundles
 * React and must run without node_modules, so these would then have to be bundled with it too.
 */
export const RENDERER_EXTERNALS = /^(@reduxjs\/toolkit|redux|react-redux|axios|formik|yup|react-helmet|qrcode)(\/|$)/;

type Callback = (error?: Error | null, result?: string) => void;

/** A webpack `externals` function: `require` a listed package at run time, bundle everything else. */
export function rendererExternal({ request }: { request?: string }, callback: Callback): void {
  if (request && RENDERER_EXTERNALS.test(request)) callback(null, `commonjs ${request}`);
  else callback();
}

/**
 * Whether Gatsby's build-html config leaves React to node_modules: it then puts a function among its
 * `externals` (gatsby/dist/utils/webpack.config.js, "shouldMarkPackagesAsExternal"), and only then.
 */
export function gatsbyLeavesReactExternal(config: { externals?: unknown }): boolean {
  return Array.isArray(config.externals) && config.externals.some((external) => typeof external === "function");
}
