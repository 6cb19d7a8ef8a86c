/** @jest-environment node */
import fs from "fs";
import path from "path";
import { copyPrebuiltScripts, prebuiltScriptNames } from "./prebuilt-scripts";
import { scratchDir } from "../../src/test-utils/scratch-dir";

const ROOT = path.resolve(__dirname, "../..");

describe("copyPrebuiltScripts", () => {
  it("publishes the packages' own browser files in public/admin/ as they ship, without source maps", () => {
    const publicDir = scratchDir("prebuilt-");
    copyPrebuiltScripts(ROOT, publicDir);
    const modules = path.join(ROOT, "node_modules");
    const shipped = {
      "react.production.min.js": path.join(modules, "react/umd/react.production.min.js"),
      "react-dom.production.min.js": path.join(modules, "react-dom/umd/react-dom.production.min.js"),
      "decap-cms-app.js": path.join(modules, "decap-cms-app/dist/decap-cms-app.js"),
      "decap-cms-app.js.LICENSE.txt": path.join(modules, "decap-cms-app/dist/decap-cms-app.js.LICENSE.txt"),
    };
    expect(fs.readdirSync(path.join(publicDir, "admin")).sort()).toEqual(Object.keys(shipped).sort());
    for (const [name, from] of Object.entries(shipped))
      expect(fs.readFileSync(path.join(publicDir, "admin", name)).equals(fs.readFileSync(from))).toBe(true);
  });

  it("names the scripts in the order they must load: React, ReactDOM, then decap-cms-app", () => {
    expect(prebuiltScriptNames()).toEqual(["react.production.min.js", "react-dom.production.min.js", "decap-cms-app.js"]);
  });
});
