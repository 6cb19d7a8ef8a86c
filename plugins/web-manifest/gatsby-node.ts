import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { manifestWithDrawnIcons } from "../../gatsby/images/drawn-icons";
import { writeIfChanged } from "../../gatsby/post-build/write-if-changed";

/** The web app manifest, as static/ holds it and as the pages link it (gatsby-ssr.tsx). */
const MANIFEST_PATH = "manifest.webmanifest";

/**
 * A local plugin, listed before gatsby-plugin-offline: the worker precaches the manifest with a
 * revision of what it holds, so it must hold the drawn icons by then (the site's own onPostBuild
 * runs after every plugin's). Gatsby has copied static/ into public/ before any onPostBuild. It
 * imports nothing that holds state: Gatsby bundles a plugin's code on its own, and a module both
 * bundles hold may be the plugin's copy in the site's code too (site-pictures' once gave the
 * site's queries a content folder read before the build had set it).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root = store.getState().program.directory as string;
  const staticDir = path.join(root, "static");
  const publicDir = path.join(root, "public");
  const source = path.join(staticDir, MANIFEST_PATH);
  if (!fs.existsSync(source)) return;
  try {
    // The manifest is the code's, not content's: its drawings are in static/ (static/images/ for "/images/...").
    const dirs = { contentImages: path.join(staticDir, "images"), staticDir, publicDir };
    const text = await manifestWithDrawnIcons(fs.readFileSync(source, "utf8"), dirs);
    writeIfChanged(publicDir, MANIFEST_PATH, text);
  } catch (error) {
    reporter.panicOnBuild(`Web manifest: ${(error as Error).message}`);
  }
};
