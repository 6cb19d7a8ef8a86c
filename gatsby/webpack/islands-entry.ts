import fs from "node:fs";
import path from "node:path";

/**
 * The islands' own entry in the browser build (src/islands/boot.ts): the one script a page that is
 * built of islands loads as it opens, instead of Gatsby's runtime (see docs/architecture.md,
 * "Islands"). It shares webpack's runtime chunk with Gatsby's app, so the chunks both load (React,
 * the islands' parts) are the same files, fetched once.
 */
export const ISLANDS_ENTRY = "islands";
export const ISLANDS_BOOT = path.resolve(__dirname, "..", "..", "src", "islands", "boot.ts");

/** Adds the islands' entry to the config Gatsby gives webpack (in place: see on-create-webpack-config). Answers whether it could. */
export function addIslandsEntry(config: { entry?: unknown }): boolean {
  const { entry } = config;
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return false;
  (entry as Record<string, unknown>)[ISLANDS_ENTRY] = ISLANDS_BOOT;
  return true;
}

/**
 * The scripts of the islands' entry, in order (webpack's runtime first), as the browser build wrote
 * them: read from the stats Gatsby writes into public/ once the browser build is done, which is
 * before the HTML renderer is built.
 */
export function islandScriptsBuilt(publicDir: string): { islands: string[]; runtime: string[] } {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as { assetsByChunkName?: Record<string, unknown> };
  const scriptsOf = (entry: string) => {
    const files = stats.assetsByChunkName?.[entry];
    if (!Array.isArray(files) || !files.some((f) => typeof f === "string" && f.endsWith(".js")))
      throw new Error(`${statsFile} names no scripts for the "${entry}" entry: was it added to the browser build?`);
    return files.filter((f): f is string => typeof f === "string" && f.endsWith(".js")).map((f) => `/${f}`);
  };
  const islands = scriptsOf(ISLANDS_ENTRY);
  // Gatsby's runtime, for a page of islands to start late: its app entry's scripts but the ones the islands already loaded (webpack's runtime).
  const runtime = scriptsOf("app").filter((f) => !islands.includes(f));
  return { islands, runtime };
}

/** The names the HTML renderer reads the islands' scripts and Gatsby's runtime scripts by (JSON arrays written in by webpack). */
export const ISLAND_SCRIPTS_DEFINE = "process.env.ISLAND_SCRIPTS";
export const RUNTIME_SCRIPTS_DEFINE = "process.env.RUNTIME_SCRIPTS";
