/** @jest-environment node */
import fs from "fs";
import path from "path";
import { editorPage, writeEditorPage } from "./editor-page";
import { scratchDir } from "../../src/test-utils/scratch-dir";

const scriptsOf = (html: string) => [...html.matchAll(/<script ([^>]*)><\/script>/g)].map((m) => m[1]);

describe("editorPage", () => {
  it("loads React, ReactDOM and decap-cms-app before the editor's own scripts, all deferred", () => {
    expect(scriptsOf(editorPage(["cms.js"]))).toEqual([
      'defer="defer" src="react.production.min.js"',
      'defer="defer" src="react-dom.production.min.js"',
      'defer="defer" src="decap-cms-app.js"',
      'defer="defer" src="cms.js"',
    ]);
  });

  it("is a Norwegian page kept out of search engines, with no inline script or stylesheet", () => {
    const html = editorPage(["cms.js"]);
    expect(html).toMatch(/^<!doctype html><html lang="nb"><head><meta charset="utf-8">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain("<title>Redigering – Rissa kulturhus</title>");
    expect(html).not.toMatch(/<script>|<style|stylesheet|cms\.css/);
    expect(html).toMatch(/<body><\/body><\/html>$/);
  });

  it("is written as public/admin/index.html", () => {
    const publicDir = scratchDir("editor-page-");
    writeEditorPage(publicDir, ["cms.js"]);
    expect(fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8")).toBe(editorPage(["cms.js"]));
  });
});
