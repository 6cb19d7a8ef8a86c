import type { GatsbyNode } from "gatsby";
import { editorWebpackConfig, type GatsbyPlugins, type SiteConfig } from "./webpack-config";
import { compileEditor } from "./compile-editor";
import { SiteScriptsDone } from "./site-scripts-done";
import { editorSettings } from "../../src/editor/config/settings";

// The web editor (Decap CMS) is a webpack compilation of its own, made here from Gatsby's public
// getConfig() (webpack-config.ts) and run with the webpack Gatsby uses (compile-editor.ts): none of
// its code joins a visitor's pages, and nothing is asked of Gatsby's config for the site's scripts
// but the plugin that says when they are done.

/**
 * The editor's compilation runs once the site's own scripts are bundled, and the plugin's onPostBuild
 * waits for it. Awaited where Gatsby makes the site's script config, it held up the site's bundles
 * and ran beside them for the same cores: the cold build took 1.22x as long with the editor as
 * without (issue 26 allows 1.15). After them, the shared source files Babel compiles (the site's
 * components with a query, in the previews) come from the cache the site's bundle has just filled,
 * and the compilation runs while Gatsby writes the pages.
 */
let compiling: Promise<void> | null = null;
/** Starts the editor's compilation, if the site's has not already (a second call does nothing). */
let startCompiling: () => void = () => undefined;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  store,
  getConfig,
  plugins,
  actions,
  reporter,
}) => {
  if (stage !== "build-javascript") return;
  const root = store.getState().program.directory as string;
  try {
    // A setting the editor cannot be built with: said at once, not after the build.
    editorSettings(process.env);
  } catch (error) {
    failed(reporter, error);
    return;
  }
  // Gatsby's config as webpack gets it for the site's scripts, every plugin's changes made: read as
  // that compilation starts, since by the time it is done Gatsby may hold the HTML renderer's.
  let site: SiteConfig | null = null;
  const bundled = new Promise<void>((resolve) => (startCompiling = resolve));
  actions.setWebpackConfig({
    plugins: [
      new SiteScriptsDone(
        () => (site ??= getConfig() as SiteConfig),
        () => startCompiling(),
      ),
    ],
  });
  compiling = bundled.then(() => {
    if (!site) throw new Error("Gatsby did not compile the site's scripts, so the editor has no config to be made from");
    return compileEditor(
      editorWebpackConfig(site, { root, env: process.env, plugins: plugins as unknown as GatsbyPlugins }),
      root,
    );
  });
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
