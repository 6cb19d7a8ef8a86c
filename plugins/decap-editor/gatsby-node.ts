import path from "path";
import type { GatsbyNode } from "gatsby";
import { editorWebpackConfig } from "./webpack-config";
import { editorSettings } from "../../src/editor/config/settings";
import { EDITOR_PUBLIC_PATH } from "../../gatsby/pages/editor-path";

// gatsby-plugin-decap-cms builds the editor as a webpack compilation of its own (decap-cms-app,
// React and ReactDOM as prebuilt files beside it in public/admin/). It is used through this local
// plugin rather than listed in gatsby-config, because the plugin also ships a gatsby-browser.js
// (Netlify Identity's login redirect) that would join every visitor's app bundle, and asks Gatsby
// to add a chunk group to the site's own webpack config. Only its webpack step is taken here.
const decap = require("gatsby-plugin-decap-cms/gatsby-node") as {
  onCreateWebpackConfig: (args: unknown, options: Record<string, unknown>) => Promise<void>;
};

/**
 * The editor's compilation runs once the site's own scripts are bundled, and the plugin's onPostBuild
 * waits for it. Awaited where Gatsby makes the site's script config, it held up the site's bundles
 * and ran beside them for the same cores: the cold build took 1.22x as long with the editor as
 * without (issue 26 allows 1.15). After them, the shared source files (the site's components in the
 * previews) come from babel's cache the site's bundle has just filled, and the compilation runs
 * while Gatsby writes the pages.
 */
let compiling: Promise<void> | null = null;
/** Starts the editor's compilation, if the site's has not already (a second call does nothing). */
let startCompiling: () => void = () => undefined;

/** A webpack plugin for the site's own compilation: says when it is done. */
function whenDone(done: () => void) {
  return {
    apply(compiler: { hooks: { done: { tap: (name: string, fn: () => void) => void } } }) {
      compiler.hooks.done.tap("decap-editor", done);
    },
  };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  if (args.stage !== "build-javascript") return;
  const root = args.store.getState().program.directory as string;
  try {
    // A setting the editor cannot be built with: said at once, not after the build.
    editorSettings(process.env);
  } catch (error) {
    failed(args.reporter, error);
    return;
  }
  const bundled = new Promise<void>((resolve) => (startCompiling = resolve));
  args.actions.setWebpackConfig({ plugins: [whenDone(() => startCompiling())] });
  // The plugin's own changes to the site's config are not wanted (see above).
  const actions = { ...args.actions, setWebpackConfig: () => undefined };
  compiling = bundled.then(() =>
    decap.onCreateWebpackConfig(
      { ...args, actions },
      {
        modulePath: path.join(root, "src/editor/cms.tsx"),
        manualInit: true,
        enableIdentityWidget: false,
        publicPath: EDITOR_PUBLIC_PATH,
        htmlTitle: "Redigering – Rissa kulturhus",
        includeRobots: false,
        customizeWebpackConfig: (config: Record<string, unknown>, { plugins }: { plugins: { define: (d: object) => unknown } }) =>
          editorWebpackConfig(config, { root, env: process.env, define: plugins.define }),
      },
    ),
  );
  // Held until onPostBuild says what went wrong; never an unhandled rejection meanwhile.
  compiling.catch(() => undefined);
};

function failed(reporter: { panicOnBuild: (message: string) => void }, error: unknown): void {
  const errors = Array.isArray(error) ? error : [error];
  reporter.panicOnBuild(
    `Redigeringsverktøyet (/admin/) kunne ikke bygges: ${errors.map((e) => (e as Error).stack ?? String(e)).join("\n")}`,
  );
}

/** Before the site's own onPostBuild (plugins' run first), which compresses what is in public/admin/ too. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  if (!compiling) return;
  // Should the site's compilation never have said it was done, the editor is built now, not never.
  startCompiling();
  try {
    await compiling;
  } catch (error) {
    failed(reporter, error);
  } finally {
    compiling = null;
  }
};
