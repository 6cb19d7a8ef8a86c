import { writePublicFile } from "../../gatsby/post-build/public-files";
import { EDITOR_PUBLIC_PATH } from "../../gatsby/pages/editor-path";
import { prebuiltScriptNames } from "./prebuilt-scripts";

/**
 * The editor's page, /admin/index.html: Norwegian, kept out of search engines, no inline script
 * (its Content-Security-Policy allows none), no stylesheet (cms.css is for the preview frame, which
 * Decap gives it). The prebuilt React, ReactDOM and decap-cms-app come first, as the editor's own
 * scripts (`entryScripts`, what webpack made of the entry) find them as globals. All deferred, so
 * they run in this order once the page is parsed. Written as compact as html-webpack-plugin wrote it.
 */
export function editorPage(entryScripts: readonly string[]): string {
  const scripts = [...prebuiltScriptNames(), ...entryScripts];
  return [
    `<!doctype html><html lang="nb"><head>`,
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<meta name="robots" content="noindex, nofollow">`,
    `<title>Redigering – Rissa kulturhus</title>`,
    ...scripts.map((src) => `<script defer="defer" src="${encodeURI(src)}"></script>`),
    `</head><body></body></html>`,
  ].join("");
}

/** Writes the page into public/admin/. */
export function writeEditorPage(publicDir: string, entryScripts: readonly string[]): void {
  writePublicFile(publicDir, `${EDITOR_PUBLIC_PATH}/index.html`, editorPage(entryScripts));
}
