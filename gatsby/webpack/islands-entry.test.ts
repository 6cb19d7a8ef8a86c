import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addIslandsEntry, islandScriptsBuilt, ISLANDS_BOOT } from "./islands-entry";

describe("the islands' entry in the browser build", () => {
  it("is added beside Gatsby's app entry, and only to an entry object", () => {
    const config = { entry: { app: "/x/.cache/production-app" } };
    expect(addIslandsEntry(config)).toBe(true);
    expect(config.entry).toEqual({ app: "/x/.cache/production-app", islands: ISLANDS_BOOT });
    expect(fs.existsSync(ISLANDS_BOOT)).toBe(true);
    expect(addIslandsEntry({ entry: "/x/index.js" })).toBe(false);
    expect(addIslandsEntry({})).toBe(false);
  });

  it("has its scripts and Gatsby's runtime scripts read from the build's stats, in order, and an editor told when they are missing", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "islands-entry-"));
    try {
      const stats = (assets: unknown) =>
        fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: assets }));
      stats({
        islands: ["webpack-runtime-1.js", "styles.css", "islands-2.js"],
        app: ["webpack-runtime-1.js", "styles.css", "framework-4.js", "app-3.js"],
      });
      expect(islandScriptsBuilt(dir)).toEqual({
        islands: ["/webpack-runtime-1.js", "/islands-2.js"],
        runtime: ["/framework-4.js", "/app-3.js"],
      });
      stats({ app: ["app-3.js"] });
      expect(() => islandScriptsBuilt(dir)).toThrow(/names no scripts for the "islands" entry/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
