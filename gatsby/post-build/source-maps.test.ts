/** @jest-environment node */
import fs from "fs";
import path from "path";
import { removeSourceMaps } from "./source-maps";
import { publishSourceMaps } from "../env/source-maps";
import { onCreateWebpackConfig } from "../on-create-webpack-config";
import { scratchDir } from "../../src/test-utils/scratch-dir";

describe("source maps", () => {
  it("are not published unless PUBLISH_SOURCE_MAPS=true", () => {
    expect(publishSourceMaps({})).toBe(false);
    expect(publishSourceMaps({ PUBLISH_SOURCE_MAPS: "false" })).toBe(false);
    expect(publishSourceMaps({ PUBLISH_SOURCE_MAPS: " TRUE " })).toBe(true);
    expect(() => publishSourceMaps({ PUBLISH_SOURCE_MAPS: "ja" })).toThrow(
      'PUBLISH_SOURCE_MAPS must be "true" or "false" (or unset), got "ja"',
    );
  });

  it("are not made for the browser bundles unless asked for", () => {
    const run = (env: string | undefined, stage = "build-javascript") => {
      const setWebpackConfig = jest.fn();
      const saved = process.env.PUBLISH_SOURCE_MAPS;
      if (env === undefined) delete process.env.PUBLISH_SOURCE_MAPS;
      else process.env.PUBLISH_SOURCE_MAPS = env;
      try {
        (onCreateWebpackConfig as (a: unknown) => void)({
          stage,
          actions: { setWebpackConfig },
          reporter: { panicOnBuild: jest.fn(), warn: jest.fn() },
          getConfig: () => ({ plugins: [] }),
          store: { getState: () => ({ program: { directory: scratchDir("site-"), browserslist: [] }, components: new Map() }) },
        });
      } finally {
        if (saved === undefined) delete process.env.PUBLISH_SOURCE_MAPS;
        else process.env.PUBLISH_SOURCE_MAPS = saved;
      }
      return setWebpackConfig.mock.calls;
    };
    expect(run(undefined)).toEqual([[{ devtool: false }]]);
    expect(run("true")).toEqual([]);
    expect(run(undefined, "develop")).toEqual([]);
  });

  it("left in public/ by anything else are removed, and nothing else is", () => {
    const dir = scratchDir("public-");
    fs.mkdirSync(path.join(dir, "workbox-v4.3.1"));
    for (const f of ["app-1.js", "app-1.js.map", "workbox-v4.3.1/workbox-core.prod.js.map", "styles.css", "kart.map.svg"])
      fs.writeFileSync(path.join(dir, f), "x");
    expect(removeSourceMaps(dir)).toBe(2);
    expect(fs.readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      "app-1.js",
      "kart.map.svg",
      "styles.css",
      "workbox-v4.3.1",
    ]);
  });
});
