import TerserPlugin from "terser-webpack-plugin";
import { minifyWithSwc } from "./minify-with-swc";

type Minify = (
  input: Record<string, string>,
  sourceMap: undefined,
  options: unknown,
  extractComments: boolean,
) => Promise<{ code: string; errors?: unknown[] }>;

const source = `
  function greeting(visitorName) {
    const longVariableName = "Hei, " + visitorName;
    if (false) { console.log("never"); }
    return longVariableName + "!";
  }
  module.exports = greeting("Kari");
`;

describe("the browser bundles' minifier", () => {
  it("switches Gatsby's terser plugin to swc, which makes the same code smaller and still right", async () => {
    // As Gatsby sets it up (gatsby/dist/utils/webpack-utils.js, minifyJs).
    const plugin = new TerserPlugin({ terserOptions: { ie8: false, mangle: { safari10: true }, compress: { ecma: 5 } } });
    const other = { constructor: {} };
    expect(minifyWithSwc([plugin, other])).toBe(1);

    const { minimizer } = (plugin as unknown as { options: { minimizer: { implementation: Minify; options: unknown } } }).options;
    expect(minimizer.implementation).toBe(TerserPlugin.swcMinify);
    const { code, errors } = await minimizer.implementation({ "page.js": source }, undefined, minimizer.options, false);
    expect(errors ?? []).toEqual([]);
    expect(code.length).toBeLessThan(source.length / 2);
    expect(code).not.toContain("longVariableName");
    expect(code).not.toContain("never");
    const module = { exports: "" };
    new Function("module", code)(module);
    expect(module.exports).toBe("Hei, Kari!");
  });

  it("keeps the names where Gatsby asked terser to (gatsby build --profile)", () => {
    const plugin = new TerserPlugin({ terserOptions: { keep_classnames: true, keep_fnames: true } });
    expect(minifyWithSwc([plugin])).toBe(1);
    const { options } = (plugin as unknown as { options: { minimizer: { options: Record<string, unknown> } } }).options.minimizer;
    expect(options).toMatchObject({ keep_classnames: true, keep_fnames: true, ecma: 5 });
  });

  it("leaves alone what does not run terser, and answers 0 where nothing does, so the build can say so", () => {
    expect(minifyWithSwc([])).toBe(0);
    // A CSS minimizer of the same shape (a static swcMinify, options.minimizer) that runs cssnano.
    const cssnano = () => undefined;
    const css = {
      constructor: { swcMinify: () => undefined, terserMinify: undefined },
      options: { minimizer: { implementation: cssnano } },
    };
    expect(minifyWithSwc([css])).toBe(0);
    expect(css.options.minimizer.implementation).toBe(cssnano);
  });
});
