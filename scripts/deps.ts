// `npm run deps`: the project's import structure, as evidence anyone can run.
// Prints import cycles between modules and between folders (there should be none) and which modules
// outside the cinema module import it (they should import only its index). Exits non-zero when it
// finds a cycle or an import of the cinema module's internals, so `npm run lint` runs it too.
import path from "node:path";
import { folderGraph, importersOf, shortestCycles, type Graph } from "./deps-graph";

const ROOT = path.resolve(__dirname, "..");
const SCANNED = [
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
const CINEMA_ENTRY = `${CINEMA}/index.ts`;

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
  const intoInternals = importers.filter(([, imported]) => imported !== CINEMA_ENTRY);

  console.log(`${modules.size} modules in ${SCANNED.join(", ")} (tests left out)\n`);
  console.log(`Import cycles between modules: ${moduleCycles.length === 0 ? "none" : moduleCycles.length}`);
  for (const cycle of moduleCycles) console.log(`  ${cycle.join(" -> ")} -> ${cycle[0]}`);
  console.log(`Import cycles between folders: ${folderCycles.length === 0 ? "none" : folderCycles.length}`);
  for (const cycle of folderCycles) console.log(`  ${cycle.join(" -> ")} -> ${cycle[0]}`);
  console.log(`\nModules outside ${CINEMA}/ that import it (${importers.length}):`);
  for (const [importer, imported] of importers) {
    console.log(`  ${importer} -> ${imported}${imported === CINEMA_ENTRY ? "" : "   (an internal: import the index)"}`);
  }

  if (moduleCycles.length || folderCycles.length || intoInternals.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
