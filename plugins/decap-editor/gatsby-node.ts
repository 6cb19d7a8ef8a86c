import path from "path";
import type { GatsbyNode } from "gatsby";
import { editorWebpackConfig } from "./webpack-config";
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
 * The editor's compilation, started as Gatsby makes the site's own script config and finished by
 * onPostBuild. Awaited where it starts, it held up the site's bundles and ran beside the query
 * workers anyway: the cold build took 22% longer with the editor than without (issue 26 allows 15).
 * Side by side with the site's bundles, the two compilations share the cores instead.
 */
let compiling: Promise<void> | null = null;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  if (args.stage !== "build-javascript") return;
  const root = args.store.getState().program.directory as string;
  // The plugin's changes to the site's own config are not wanted (see above).
  const actions = { ...args.actions, setWebpackConfig: () => undefined };
  try {
    compiling = decap.onCreateWebpackConfig(
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
    );
  } catch (error) {
    // A setting the editor cannot be built with (editorSettings): said at once, not after the build.
    compiling = null;
    failed(args.reporter, error);
    return;
  }
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
  try {
    await compiling;
  } catch (error) {
    failed(reporter, error);
  } finally {
    compiling = null;
  }
};
