import fs from "fs";
import path from "path";
import { createRequire } from "module";
import { writePublicFile } from "../../gatsby/post-build/public-files";
import { EDITOR_PUBLIC_PATH } from "../../gatsby/pages/editor-path";

/**
 * The packages the editor takes as their own prebuilt browser files instead of bundling them, each
 * setting a global, in the order the page must load them: React first, then ReactDOM, then
 * decap-cms-app, which is built against both. Bundling decap-cms-app would cost the cold build far
 * more than its 4 MB; the editor's own code names all three as externals (webpack-config.ts).
 * `beside`: files the script points at (its license, which its first line names), published with it.
 */
export const PREBUILT_SCRIPTS = [
  { name: "react", global: "React", file: "umd/react.production.min.js", beside: [] },
  { name: "react-dom", global: "ReactDOM", file: "umd/react-dom.production.min.js", beside: [] },
  {
    name: "decap-cms-app",
    global: "DecapCmsApp",
    file: "dist/decap-cms-app.js",
    beside: ["dist/decap-cms-app.js.LICENSE.txt"],
  },
] as const;

/** The name each prebuilt script is published under in public/admin/, in load order. */
export const prebuiltScriptNames = (): string[] => PREBUILT_SCRIPTS.map(({ file }) => path.basename(file));

/**
 * Copies the prebuilt scripts (and what they point at) from the site's node_modules into
 * public/admin/ as the packages ship them: they are minified already, and no source map goes
 * along (decap-cms-app's is 20 MB; the site publishes none unless asked).
 */
export function copyPrebuiltScripts(root: string, publicDir: string): void {
  const fromSite = createRequire(path.join(root, "package.json"));
  for (const { name, file, beside } of PREBUILT_SCRIPTS) {
    const packageDir = path.dirname(fromSite.resolve(`${name}/package.json`));
    for (const shipped of [file, ...beside])
      writePublicFile(
        publicDir,
        `${EDITOR_PUBLIC_PATH}/${path.basename(shipped)}`,
        fs.readFileSync(path.join(packageDir, shipped)),
      );
  }
}
