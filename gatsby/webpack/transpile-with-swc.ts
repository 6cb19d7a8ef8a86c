import fs from "fs";
import path from "path";

/**
 * The site's own modules are compiled by swc rather than Babel in the two build compilations (the
 * browser's scripts and the HTML renderer), all but those Babel must see. Babel was the largest
 * part of both compilations, which run one after the other on Gatsby's main thread while the
 * second core mostly idles: over the site's 410 source files, Babel with Gatsby's preset took
 * 9.7 s for the browser and 8.4 s for the renderer, swc 0.17 s and 0.13 s (one core, in a process
 * of its own). Cold builds of 2,000 productions, three with swc and three without, taken in turn:
 * the browser's scripts 11.2 s against 12.4 s, the HTML renderer 10.7 s against 14.1 s, the whole
 * build 94.7 s against 102.5 s (medians; 0.89 of the time and of the CPU). The scripts come out the
 * same size (430.4 KB gzipped, all chunks, against 430.3), since swc minifies both. The unit tests
 * compile the same files with swc already (jest.config.ts).
 *
 * Babel keeps:
 * - a module that mentions `graphql` or `useStaticQuery`: Gatsby's Babel plugin takes a page
 *   query out and puts a static query's result in its place, and nothing else does;
 * - a page component (one of Gatsby's pages' templates): in the browser's scripts Gatsby's Babel
 *   plugin takes out the exports only the build runs (`config`, `getServerData`);
 * - whatever is not the site's own source: node_modules (Gatsby's rule for it is left as it is),
 *   Gatsby's runtime in .cache/.
 *
 * What swc makes differs from Babel's in two ways, both on purpose: it writes no polyfill imports
 * (Babel's core-js "usage" imports gave one, for `RegExp#flags`, which every browser the list
 * names has; swc's own usage mode guesses from method names, and would have pulled in dozens), and
 * it leaves spread and classes as they are, which every browser the list names runs natively
 * (Gatsby's preset turns them into helper calls for any browser target).
 */

/** What the rules below answer to: a module's file. */
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
/** A mention of a query, in code or a comment: a module with one goes to Babel, to be safe. */
const MENTIONS_A_QUERY = /graphql|useStaticQuery/;

export type Stage = "build-javascript" | "build-html";

/** Babel config files a site may add, which Gatsby's Babel loader reads (`configFile: true`) and swc would not. */
const BABEL_CONFIG_FILES = [".babelrc", ".babelrc.json", ".babelrc.js", ".babelrc.cjs", ".babelrc.mjs"].concat(
  ["json", "js", "cjs", "mjs", "cts", "ts"].map((ext) => `babel.config.${ext}`),
);

/**
 * Why swc cannot stand in for Babel on this site, or null: a Babel config of the site's own, or a
 * JSX import source in gatsby-config (a CSS-in-JS library's, say). Babel would apply either to the
 * modules it keeps and swc not to the others, and the pages would be made two ways; the build then
 * leaves every module to Babel.
 */
export function babelOfTheSite(root: string, gatsbyConfig: { jsxImportSource?: string }): string | null {
  const file = BABEL_CONFIG_FILES.find((name) => fs.existsSync(path.join(root, name)));
  if (file) return `the site has a Babel config of its own (${file})`;
  if (gatsbyConfig.jsxImportSource) return `gatsby-config sets jsxImportSource (${gatsbyConfig.jsxImportSource})`;
  return null;
}

/** A page component's file as webpack names it, from Gatsby's key for it (forward slashes, perhaps a query after it). */
const componentFile = (key: string) => path.normalize(key.split("?")[0]);

/** Whether swc compiles `file`: the site's own source, not a page component, no query in it. */
export function swcCompiles(file: string, { root, pageComponents }: { root: string; pageComponents: Set<string> }): boolean {
  if (!SOURCE.test(file)) return false;
  const relative = path.relative(root, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return false;
  const parts = relative.split(path.sep);
  if (parts.includes("node_modules") || parts[0] === ".cache" || parts[0] === "public") return false;
  if (pageComponents.has(file)) return false;
  try {
    return !MENTIONS_A_QUERY.test(fs.readFileSync(file, "utf8"));
  } catch {
    // Unreadable here: left to Babel, which reports it as webpack's other modules are reported.
    return false;
  }
}

/** swc's options for one file in one compilation: TypeScript or JavaScript, JSX as React 17+ writes it. */
export function swcOptions(file: string, stage: Stage, browsers: string[]) {
  const typescript = /\.tsx?$/.test(file);
  return {
    swcrc: false,
    jsc: {
      parser: typescript ? { syntax: "typescript", tsx: file.endsWith(".tsx") } : { syntax: "ecmascript", jsx: true },
      transform: { react: { runtime: "automatic" } },
    },
    // The browsers Gatsby gives Babel (package.json's browserslist), or the Node that runs the renderer.
    env: { targets: stage === "build-javascript" ? browsers : { node: process.versions.node } },
  };
}

type Use = { loader: string; options?: unknown } | string;
type Rule = {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  type?: string;
  use?: Use[] | ((info: { resource: string; resourceQuery: string; issuer: string }) => Use[]);
};

/** Gatsby's rule that runs its Babel loader over the site's source (gatsby/dist/utils/webpack-utils.js, rules.js). */
export function isGatsbyBabelRule(rule: Rule): boolean {
  if (typeof rule.use !== "function") return false;
  const uses = rule.use({ resource: "", resourceQuery: "", issuer: "" });
  return uses.some((use) => typeof use === "object" && /gatsby[\\/]dist[\\/]utils[\\/]babel-loader/.test(use.loader));
}

/**
 * Puts swc in front of Gatsby's Babel rule for the modules `swcCompiles` takes, and takes those out
 * of the Babel rule, in place. `components` are Gatsby's keys of its page components (its store's
 * `components`). Answers false, and changes nothing, when the config has no such
 * rule (another Gatsby): the build then compiles as Gatsby chose.
 */
export function transpileWithSwc(
  config: { module?: { rules?: Rule[] } },
  { stage, root, components, browsers }: { stage: Stage; root: string; components: Iterable<string>; browsers: string[] },
): boolean {
  const rules = config.module?.rules;
  const babel = rules?.find(isGatsbyBabelRule);
  if (!rules || !babel) return false;
  const pageComponents = new Set(Array.from(components, componentFile));
  const takes = new Map<string, boolean>();
  const swc = (file: string) => {
    let answer = takes.get(file);
    if (answer === undefined) takes.set(file, (answer = swcCompiles(file, { root, pageComponents })));
    return answer;
  };
  const excluded = babel.exclude;
  babel.exclude = excluded === undefined ? swc : [excluded, swc];
  rules.splice(rules.indexOf(babel), 0, {
    test: SOURCE,
    include: swc,
    type: "javascript/auto",
    // By name: webpack finds loaders in the site's node_modules (Gatsby's resolveLoader).
    use: ({ resource }) => [{ loader: "swc-loader", options: swcOptions(resource, stage, browsers) }],
  });
  return true;
}
