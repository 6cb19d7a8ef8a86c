// `npm run deps`: the project's import structure, as evidence anyone can run.
// Prints import cycles between modules and between folders (there should be none), which modules
// outside the cinema module import it (they should import only its index, its contract: plain code
// for what runs outside the React tree, or its islands: the parts a page built of islands starts, as
// the lint rule says), and how many import the content model
// (only through its index, its public face, as the lint rule says too). Exits non-zero when it
// finds a cycle, an import of the cinema module's internals or of the content model's inner files,
// or a module that crosses a boundary below (the content model's room, the site and the build), so
// `npm run lint` runs it too.
import path from "node:path";
import { boundaryViolations, folderGraph, importersOf, shortestCycles, type Boundary, type Graph } from "./deps-graph";

const ROOT = path.resolve(__dirname, "..");
const SCANNED = [
  "content-model",
  "src",
  "gatsby",
  "plugins",
  "scripts",
  "dev",
  "e2e",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "gatsby-node.ts",
  "gatsby-config.ts",
];
const CINEMA = "src/features/cinema";
const CINEMA_ENTRIES = new Set([`${CINEMA}/index.ts`, `${CINEMA}/contract.ts`, `${CINEMA}/islands.ts`]);

/**
 * The content model has one room (content-model/): the build, the site, the scripts and the web
 * editor import it, and it imports none of them, nor Node's own modules (the editor runs it in the
 * browser). The site and the build meet only there and in the site's contracts: src/ never imports gatsby/.
 */
const CONTENT_MODEL = "content-model";
const CONTENT_MODEL_FACE = `${CONTENT_MODEL}/index.ts`;
const BOUNDARIES: Boundary[] = [
  {
    folder: CONTENT_MODEL,
    only: [CONTENT_MODEL],
    why: "the content model imports nothing of the site, the build or the scripts",
  },
  { folder: "src", never: ["gatsby"], why: "the site does not import the build: share through content-model/" },
];

/** Node's own modules each module of the content model imports. */
const nodeModulesOfContentModel: Array<[string, string]> = [];

async function moduleGraph(): Promise<Graph> {
  // dependency-cruiser resolves imports as the TypeScript compiler does (tsconfig, index files, extensions).
  const { cruise } = await import("dependency-cruiser");
  const result = await cruise(
    SCANNED,
    {
      baseDir: ROOT,
      tsConfig: { fileName: "tsconfig.json" },
      doNotFollow: { path: "node_modules" },
      exclude: { path: "(^|/)(node_modules|public|\\.cache)/|\\.test\\.tsx?$|__fixtures__" },
      tsPreCompilationDeps: true,
    },
    undefined,
    { tsConfig: { options: {} } },
  );
  if (typeof result.output === "string") throw new Error("dependency-cruiser returned a report, not a result");
  const graph: Graph = new Map();
  for (const mod of result.output.modules) {
    if (mod.coreModule || mod.source.includes("node_modules")) continue;
    if (mod.source.startsWith(`${CONTENT_MODEL}/`))
      for (const dep of mod.dependencies) if (dep.coreModule) nodeModulesOfContentModel.push([mod.source, dep.resolved]);
    const targets = mod.dependencies.filter(
      (dep) => !dep.coreModule && !dep.couldNotResolve && !dep.resolved.includes("node_modules"),
    );
    graph.set(mod.source, new Set(targets.map((dep) => dep.resolved)));
  }
  return graph;
}

async function main() {
  const modules = await moduleGraph();
  const moduleCycles = shortestCycles(modules);
  const folderCycles = shortestCycles(folderGraph(modules));
  const importers = importersOf(modules, CINEMA);
  const intoInternals = importers.filter(([, imported]) => !CINEMA_ENTRIES.has(imported));

  console.log(`${modules.size} modules in ${SCANNED.join(", ")} (tests left out)\n`);
  console.log(`Import cycles between modules: ${moduleCycles.length === 0 ? "none" : moduleCycles.length}`);
  for (const cycle of moduleCycles) console.log(`  ${cycle.join(" -> ")} -> ${cycle[0]}`);
  console.log(`Import cycles between folders: ${folderCycles.length === 0 ? "none" : folderCycles.length}`);
  for (const cycle of folderCycles) console.log(`  ${cycle.join(" -> ")} -> ${cycle[0]}`);
  console.log(`\nModules outside ${CINEMA}/ that import it (${importers.length}):`);
  for (const [importer, imported] of importers) {
    console.log(`  ${importer} -> ${imported}${CINEMA_ENTRIES.has(imported) ? "" : "   (an internal: import the index)"}`);
  }

  const modelImporters = importersOf(modules, CONTENT_MODEL);
  const intoModel = modelImporters.filter(([, imported]) => imported !== CONTENT_MODEL_FACE);
  const throughFace = new Set(modelImporters.filter(([, imported]) => imported === CONTENT_MODEL_FACE).map(([m]) => m));
  console.log(
    `\nModules outside ${CONTENT_MODEL}/ that import it: ${throughFace.size} through ${CONTENT_MODEL_FACE}, ${intoModel.length || "none"} into its inner files`,
  );
  for (const [importer, imported] of intoModel) console.log(`  ${importer} -> ${imported}   (an inner file: import the index)`);

  const crossings = boundaryViolations(modules, BOUNDARIES);
  console.log(
    `\nImports across the content model's boundaries: ${crossings.length + nodeModulesOfContentModel.length || "none"}`,
  );
  for (const [importer, imported, why] of crossings) console.log(`  ${importer} -> ${imported}   (${why})`);
  for (const [importer, imported] of nodeModulesOfContentModel)
    console.log(`  ${importer} -> ${imported}   (Node's own: the editor runs the content model in the browser)`);

  if (
    moduleCycles.length ||
    folderCycles.length ||
    intoInternals.length ||
    intoModel.length ||
    crossings.length ||
    nodeModulesOfContentModel.length
  )
    process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
