/** @jest-environment node */
import path from "path";
import { editorWebpackConfig, transpilesDependencies, type SiteConfig } from "./webpack-config";
import { SiteScriptsDone } from "./site-scripts-done";

const ROOT = path.resolve(__dirname, "../..");

/** Plugins named as Gatsby's are: the config tells them apart by their class's name. */
function named(name: string) {
  const Plugin = { [name]: class {} }[name];
  return Object.assign(new Plugin(), { name });
}

const jsRule = { test: /\.[jt]sx?$/, use: [{ loader: "babel-loader", options: { presets: [] } }] };
const dependenciesRule = {
  test: /\.(js|mjs)$/,
  type: "javascript/auto",
  use: [{ loader: "babel-loader", options: { presets: [["/x/node_modules/babel-preset-gatsby/dependencies.js", {}]] } }],
};
const cssRule = { test: /\.css$/, use: ["mini-css-extract-plugin/loader", "css-loader"] };

/** The parts of Gatsby's build-javascript config the editor's config is made from. */
function gatsbyConfig(): SiteConfig {
  return {
    mode: "production",
    context: ROOT,
    entry: { app: path.join(ROOT, ".cache/production-app") },
    output: { path: path.join(ROOT, "public"), filename: "[name]-[contenthash].js", publicPath: "/" },
    module: { rules: [jsRule, dependenciesRule, cssRule] },
    resolve: { extensions: [".ts", ".tsx", ".js"], fallback: { crypto: false } },
    plugins: [
      named("DefinePlugin"),
      named("MiniCssExtractPlugin"),
      named("GatsbyWebpackStatsExtractor"),
      named("StaticQueryMapper"),
      named("PartialHydrationPlugin"),
      named("VirtualModulesPlugin"),
      new SiteScriptsDone(
        () => undefined,
        () => undefined,
      ),
    ],
    optimization: { runtimeChunk: { name: "webpack-runtime" }, splitChunks: { chunks: "all", cacheGroups: { framework: {} } } },
    cache: {
      type: "filesystem",
      name: "stage-build-javascript",
      cacheLocation: path.join(ROOT, ".cache/webpack/stage-build-javascript"),
    },
    devtool: "source-map",
  };
}

const gatsbyPlugins = {
  define: (definitions: Record<string, string>) => ({ made: "define", definitions }),
  extractText: (options: { filename: string }) => ({ made: "extractText", options }),
};

const config = (env: NodeJS.ProcessEnv = {}) => editorWebpackConfig(gatsbyConfig(), { root: ROOT, env, plugins: gatsbyPlugins });

describe("editorWebpackConfig", () => {
  it("compiles the preview setup, then the editor, as cms into public/admin/ with webpack's own names", () => {
    const made = config();
    expect(made.entry).toEqual({
      cms: [path.join(ROOT, "plugins/decap-editor/preview-setup.ts"), path.join(ROOT, "src/editor/cms.tsx")],
    });
    expect(made.output).toEqual({ path: path.join(ROOT, "public/admin") });
    expect(made.mode).toBe("production");
    expect(made.devtool).toBe(false);
  });

  it("takes React, ReactDOM and decap-cms-app as the globals of their prebuilt scripts", () => {
    expect(config().externals).toEqual([{ react: "React" }, { "react-dom": "ReactDOM" }, { "decap-cms-app": "DecapCmsApp" }]);
  });

  it("keeps Gatsby's rules but the babel pass over node_modules", () => {
    expect((config().module as { rules: unknown[] }).rules).toEqual([jsRule, cssRule]);
  });

  it("keeps Gatsby's plugins but those of the site's own records and CSS, and adds cms.css and the editor's settings", () => {
    const plugins = config().plugins as Array<{
      name?: string;
      made?: string;
      options?: unknown;
      definitions?: Record<string, string>;
    }>;
    expect(plugins.filter((p) => p.name).map((p) => p.name)).toEqual(["DefinePlugin", "VirtualModulesPlugin"]);
    expect(plugins.some((p) => p instanceof SiteScriptsDone)).toBe(false);
    expect(plugins.find((p) => p.made === "extractText")?.options).toEqual({ filename: "[name].css" });
    const definitions = plugins.find((p) => p.made === "define")?.definitions ?? {};
    expect(Object.keys(definitions).sort()).toEqual([
      "EDITOR_PATH_OWNERS",
      "EDITOR_SETTINGS",
      "process.env.GATSBY_EDITOR_REDIRECT_HOSTS",
    ]);
    expect(JSON.parse(definitions.EDITOR_SETTINGS)).toMatchObject({ backend: "github" });
    const local = config({ EDITOR_LOCAL_BACKEND: "http://127.0.0.1:9410/api/v1" }).plugins as typeof plugins;
    expect(JSON.parse(local.find((p) => p.made === "define")?.definitions?.EDITOR_SETTINGS ?? "{}")).toMatchObject({
      backend: "local",
      proxyUrl: "http://127.0.0.1:9410/api/v1",
    });
  });

  it("puts every stylesheet in cms.css and minifies with swc, without Gatsby's chunks for visitors' pages", () => {
    const optimization = config().optimization as {
      minimizer: Array<{ options: { minimizer: { implementation: unknown } } }>;
    } & Record<string, unknown>;
    expect(optimization.splitChunks).toEqual({
      cacheGroups: { previewStyles: { type: "css/mini-extract", name: "cms", chunks: "all", enforce: true } },
    });
    expect(optimization.runtimeChunk).toBeUndefined();
    expect(optimization.minimizer).toHaveLength(1);
    const TerserPlugin = require("terser-webpack-plugin");
    expect(optimization.minimizer[0].options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
  });

  it("has a webpack cache of its own and resolves Node's path for the browser", () => {
    const made = config();
    expect(made.cache).toMatchObject({
      type: "filesystem",
      name: "editor",
      cacheLocation: path.join(ROOT, ".cache/webpack/editor"),
    });
    expect(made.resolve?.fallback).toEqual({
      crypto: false,
      path: expect.stringMatching(/node_modules\/path-browserify\//),
      fs: false,
      url: false,
    });
  });

  it("refuses a setting the editor cannot be built with", () => {
    expect(() => config({ EDITOR_LOCAL_BACKEND: "http://example.com:9410/api/v1" })).toThrow(/EDITOR_LOCAL_BACKEND/);
  });
});

describe("transpilesDependencies", () => {
  it("is Gatsby's rule with babel-preset-gatsby/dependencies, no other", () => {
    expect(transpilesDependencies(dependenciesRule)).toBe(true);
    expect(transpilesDependencies(jsRule)).toBe(false);
    expect(transpilesDependencies(cssRule)).toBe(false);
    expect(transpilesDependencies(null)).toBe(false);
  });
});
