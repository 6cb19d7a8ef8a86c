/** @jest-environment node */
import fs from "fs";
import path from "path";
import { transformSync } from "@swc/core";
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils";
import { babelOfTheSite, isGatsbyBabelRule, swcCompiles, swcOptions, transpileWithSwc } from "./transpile-with-swc";
import { scratchDir } from "../../src/test-utils/scratch-dir";

const BROWSERS = ["defaults and supports es6-module", "not dead"];

/** A site folder with the files the tests ask about. */
function site(files: Record<string, string>) {
  const root = scratchDir("swc-site-");
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const PLAIN = `export const Card = ({ title }: { title: string }) => <h2>{title}</h2>;\n`;

describe("which modules swc compiles", () => {
  const root = site({
    "src/components/Card.tsx": PLAIN,
    "src/time/days.ts": "export const days = (n: number): number[] => [...Array(n).keys()];\n",
    "src/components/useSiteName.ts":
      "import { graphql, useStaticQuery } from 'gatsby';\nexport const useSiteName = () => useStaticQuery(graphql`{ site { id } }`);\n",
    "src/blocks/Listing.tsx": "export const query = graphql`fragment Listing on PageBlock { listing }`;\n",
    "src/templates/article.tsx": PLAIN,
    "src/styles/global.css": "body { margin: 0 }\n",
    "node_modules/some-package/index.js": "export const x = 1;\n",
    "src/vendored/node_modules/other/index.js": "export const y = 2;\n",
    ".cache/production-app.js": "export default 1;\n",
  });
  const pageComponents = new Set([path.join(root, "src/templates/article.tsx")]);
  const compiles = (file: string) => swcCompiles(path.join(root, file), { root, pageComponents });

  it("takes the site's own TypeScript and JavaScript", () => {
    expect(compiles("src/components/Card.tsx")).toBe(true);
    expect(compiles("src/time/days.ts")).toBe(true);
  });

  it("leaves to Babel a module with a page or static query, and a page component, whose queries and build-only exports Gatsby's Babel plugin takes out", () => {
    expect(compiles("src/components/useSiteName.ts")).toBe(false);
    expect(compiles("src/blocks/Listing.tsx")).toBe(false);
    expect(compiles("src/templates/article.tsx")).toBe(false);
  });

  it("leaves alone what is not the site's own source: packages, Gatsby's runtime, other kinds of file, files outside the site, a file it cannot read", () => {
    expect(compiles("node_modules/some-package/index.js")).toBe(false);
    expect(compiles("src/vendored/node_modules/other/index.js")).toBe(false);
    expect(compiles(".cache/production-app.js")).toBe(false);
    expect(compiles("src/styles/global.css")).toBe(false);
    expect(swcCompiles(path.join(path.dirname(root), "elsewhere.ts"), { root, pageComponents })).toBe(false);
    expect(compiles("src/components/Gone.tsx")).toBe(false);
  });
});

describe("what swc makes of a module", () => {
  const source = `
    type Props = { names: string[] };
    class Shelf extends Array<string> {}
    export const List = ({ names }: Props) => <ul>{[...names, ...new Shelf()].map((n) => <li key={n}>{n}</li>)}</ul>;
  `;

  it("for the browser: no types left, JSX for React's automatic runtime, spread and classes as every listed browser runs them, no polyfill imports", () => {
    const { code } = transformSync(source, {
      filename: "List.tsx",
      ...swcOptions("List.tsx", "build-javascript", BROWSERS),
    } as never);
    expect(code).not.toMatch(/Props|: string/);
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).toContain("...names");
    expect(code).toMatch(/class Shelf extends Array/);
    expect(code).not.toContain("core-js");
  });

  it("for the HTML renderer: the running Node's syntax, nothing lowered for it", () => {
    const { code } = transformSync(
      "export const ready = async (items?: string[]) => items?.at(-1) ?? (await Promise.resolve());",
      {
        filename: "ready.ts",
        ...swcOptions("ready.ts", "build-html", BROWSERS),
      } as never,
    );
    expect(code).toContain("async (items)=>items?.at(-1) ?? await Promise.resolve()");
  });
});

describe("a site whose Babel set-up is more than Gatsby's", () => {
  it("is left to Babel whole: a Babel config file of its own, or a JSX import source in gatsby-config", () => {
    expect(babelOfTheSite(site({ "src/a.ts": "" }), {})).toBeNull();
    expect(babelOfTheSite(site({ "babel.config.js": "module.exports = {};" }), {})).toBe(
      "the site has a Babel config of its own (babel.config.js)",
    );
    expect(babelOfTheSite(site({ ".babelrc": "{}" }), {})).toBe("the site has a Babel config of its own (.babelrc)");
    expect(babelOfTheSite(site({}), { jsxImportSource: "@emotion/react" })).toBe(
      "gatsby-config sets jsxImportSource (@emotion/react)",
    );
  });
});

describe("Gatsby's webpack config with swc in it", () => {
  for (const stage of ["build-javascript", "build-html"] as const) {
    it(`${stage}: swc's rule comes before Gatsby's Babel rule, which no longer takes swc's modules`, () => {
      const root = site({ "src/components/Card.tsx": PLAIN, "src/pages/index.tsx": PLAIN, "package.json": "{}" });
      // Gatsby's own rules for the site's source, as its webpack config has them.
      const { rules } = createWebpackUtils(stage as never, { directory: root, browserslist: BROWSERS } as never);
      const babel = rules.js({ modulesThatUseGatsby: [] });
      const other = rules.yaml();
      expect(isGatsbyBabelRule(babel as never)).toBe(true);
      expect(isGatsbyBabelRule(other as never)).toBe(false);

      const config = { module: { rules: [other, babel] as unknown[] } };
      const card = path.join(root, "src/components/Card.tsx");
      const page = path.join(root, "src/pages/index.tsx");
      expect(transpileWithSwc(config as never, { stage, root, components: [`${page}?export=head`], browsers: BROWSERS })).toBe(
        true,
      );
      const [, swcRule, babelRule] = config.module.rules as {
        include: (file: string) => boolean;
        exclude: (file: string) => boolean;
        use: (info: { resource: string }) => { loader: string; options: { env: { targets: unknown } } }[];
      }[];
      expect(babelRule).toBe(babel);
      expect(swcRule.include(card)).toBe(true);
      expect(swcRule.use({ resource: card })[0].loader).toBe("swc-loader");
      expect(swcRule.use({ resource: card })[0].options.env.targets).toEqual(
        stage === "build-javascript" ? BROWSERS : { node: process.versions.node },
      );
      expect(babelRule.exclude(card)).toBe(true);
      expect(swcRule.include(page)).toBe(false);
      expect(babelRule.exclude(page)).toBe(false);
    });
  }

  it("is left as Gatsby made it when it has no Babel rule for the site's source", () => {
    const config = { module: { rules: [{ test: /\.ya?ml$/, type: "json" }] } };
    expect(transpileWithSwc(config, { stage: "build-javascript", root: "/site", components: [], browsers: BROWSERS })).toBe(
      false,
    );
    expect(config.module.rules).toHaveLength(1);
  });
});
