/** @jest-environment node */
import fs from "fs";
import path from "path";
import webpack from "webpack";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import { buildCssWithoutChildCompilers } from "./stable-compilation-hash";
import { scratchDir } from "../../src/test-utils/scratch-dir";

/** A webpack build of one script and one stylesheet, extracted as Gatsby extracts CSS, with a cache on disk as Gatsby keeps one. */
function build(dir: string, stableHash: boolean): Promise<string> {
  const plugins = [new MiniCssExtractPlugin({ filename: "[name].[contenthash].css" })];
  if (stableHash) buildCssWithoutChildCompilers(plugins);
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    output: { path: path.join(dir, "public"), filename: "[name].[contenthash].js" },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve("css-loader")] }] },
    plugins,
    cache: { type: "filesystem", cacheDirectory: path.join(dir, "cache") },
    infrastructureLogging: { level: "none" },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(String(stats?.toString("errors-only"))));
      compiler.close((closeError) => (closeError ? reject(closeError) : resolve(stats.hash ?? "")));
    }),
  );
}

function project(): string {
  const dir = scratchDir("compilation-hash-");
  fs.writeFileSync(path.join(dir, "entry.js"), 'import "./site.css";\nconsole.log("side");\n');
  fs.writeFileSync(path.join(dir, "site.css"), "body { color: #1f3a5f; }\n");
  return dir;
}

describe("the compilation hash every page carries", () => {
  jest.setTimeout(60_000);

  it("is the same in a rebuild from the cache as in the cold build before it, when nothing changed", async () => {
    const dir = project();
    const cold = await build(dir, true);
    expect(await build(dir, true)).toBe(cold);
  });

  it("changes when a stylesheet does", async () => {
    const dir = project();
    const cold = await build(dir, true);
    fs.appendFileSync(path.join(dir, "site.css"), "h1 { margin: 0; }\n");
    expect(await build(dir, true)).not.toBe(cold);
  });

  // Why the setting is needed: without it the same two builds disagree (and every page is written again).
  it("differs between a cold build and its rebuild with CSS compiled in child compilers", async () => {
    const dir = project();
    const cold = await build(dir, false);
    expect(await build(dir, false)).not.toBe(cold);
  });

  it("leaves other plugins alone and says how many it set", () => {
    const css = new MiniCssExtractPlugin();
    const other = { options: {} as Record<string, unknown> };
    expect(buildCssWithoutChildCompilers([other, css, null])).toBe(1);
    expect(css.options.experimentalUseImportModule).toBe(true);
    expect(other.options).toEqual({});
    expect(buildCssWithoutChildCompilers([other])).toBe(0);
  });
});
