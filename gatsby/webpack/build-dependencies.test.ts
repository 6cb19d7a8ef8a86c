/** @jest-environment node */
import fs from "fs";
import path from "path";
import { InstalledPackagesBuildDependencies, keyCacheByInstalledPackages, type CacheConfig } from "./build-dependencies";
import { scratchDir } from "../../src/test-utils/scratch-dir";
import { onCreateWebpackConfig } from "../on-create-webpack-config";

describe("a webpack cache keyed by the installed packages", () => {
  let root: string;
  let config: string;
  beforeEach(() => {
    root = scratchDir("build-deps-");
    fs.writeFileSync(path.join(root, "package.json"), '{"name":"site"}');
    fs.writeFileSync(
      path.join(root, "package-lock.json"),
      '{"lockfileVersion":3,"packages":{"node_modules/gatsby":{"version":"5.14.0"}}}',
    );
    config = path.join(root, "webpack.config.js");
    fs.writeFileSync(config, "module.exports = {};");
  });
  const cacheOf = (): CacheConfig => ({ type: "filesystem", buildDependencies: { config: [config] } });

  it("walks no file, and gets a version that changes with the lock file and with the files Gatsby listed", () => {
    const first = cacheOf();
    expect(keyCacheByInstalledPackages(first, root)).toBe(true);
    expect(first.buildDependencies).toEqual({});
    const same = cacheOf();
    keyCacheByInstalledPackages(same, root);
    expect(same.version).toBe(first.version);

    fs.writeFileSync(
      path.join(root, "package-lock.json"),
      '{"lockfileVersion":3,"packages":{"node_modules/gatsby":{"version":"5.15.0"}}}',
    );
    const upgraded = cacheOf();
    keyCacheByInstalledPackages(upgraded, root);
    expect(upgraded.version).not.toBe(first.version);

    fs.writeFileSync(config, "module.exports = { changed: true };");
    const reconfigured = cacheOf();
    keyCacheByInstalledPackages(reconfigured, root);
    expect(reconfigured.version).not.toBe(upgraded.version);
  });

  it("keeps a version the config had, and changes nothing without a filesystem cache or a lock file", () => {
    const named = { ...cacheOf(), version: "v2" };
    keyCacheByInstalledPackages(named, root);
    expect(named.version).toMatch(/^v2-[0-9a-f]{16}$/);
    expect(keyCacheByInstalledPackages({ type: "memory" }, root)).toBe(false);
    expect(keyCacheByInstalledPackages(false, root)).toBe(false);
    fs.rmSync(path.join(root, "package-lock.json"));
    const unlocked = cacheOf();
    expect(keyCacheByInstalledPackages(unlocked, root)).toBe(false);
    expect(unlocked).toEqual(cacheOf());
  });

  it("takes the loaders in node_modules out of a compilation's build dependencies, and nothing else", () => {
    const deps = new Set([
      "/site/node_modules/gatsby/dist/utils/babel-loader.js",
      "/site/node_modules/css-loader/dist/cjs.js",
      "/site/loaders/own-loader.js",
    ]);
    let done: ((stats: { compilation: { buildDependencies: Set<string> } }) => void) | undefined;
    new InstalledPackagesBuildDependencies().apply({ hooks: { done: { tap: (_name, fn) => (done = fn) } } });
    done?.({ compilation: { buildDependencies: deps } });
    expect([...deps]).toEqual(["/site/loaders/own-loader.js"]);
  });

  it.each(["build-javascript", "build-html"])("is what the build's %s compilation gets", (stage) => {
    const cache = cacheOf();
    const setWebpackConfig = jest.fn();
    const warn = jest.fn();
    (onCreateWebpackConfig as (args: unknown) => void)({
      stage,
      actions: { setWebpackConfig },
      reporter: { panicOnBuild: jest.fn(), warn },
      getConfig: () => ({ cache, plugins: [], entry: {}, optimization: { minimizer: [] } }),
      plugins: { define: jest.fn() },
      store: { getState: () => ({ program: { directory: root, browserslist: [] }, components: new Map() }) },
    });
    expect(cache.buildDependencies).toEqual({});
    expect(cache.version).toMatch(/^[0-9a-f]{16}$/);
    const added = setWebpackConfig.mock.calls.flatMap(([config]) => (config as { plugins?: unknown[] }).plugins ?? []);
    expect(added.some((plugin) => plugin instanceof InstalledPackagesBuildDependencies)).toBe(true);
    expect(warn.mock.calls.flat().join("\n")).not.toMatch(/walks every loaded module/);
  });
});
