import fs from "fs";
import path from "path";
import type { PageCode } from "../../src/features/offline/contract";

/** The part of webpack's stats (public/webpack.stats.json, which Gatsby writes) read here. */
interface WebpackStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

/** Gatsby names each page template's chunk group so (`component---src-templates-page-tsx`). */
const PAGE_TEMPLATE = /^component---/;

/**
 * Each page template's scripts, from webpack's chunk groups: what the browser needs, besides the app's
 * own scripts, to show a page of that template (src/features/offline/page-code.ts). Stylesheets are
 * left out: every page carries the one stylesheet inline.
 */
export function pageCode(stats: WebpackStats): PageCode {
  const table: PageCode = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    if (!PAGE_TEMPLATE.test(name)) continue;
    const scripts = (group.assets ?? []).map((a) => a.name).filter((file) => file.endsWith(".js"));
    if (scripts.length === 0) throw new Error(`webpack.stats.json: the page template ${name} has no script`);
    table[name] = scripts.map((file) => `/${file}`);
  }
  if (Object.keys(table).length === 0) throw new Error("webpack.stats.json: no page template's chunk group (component---…)");
  return table;
}

/** The table as the build publishes it (PAGE_CODE_PATH), from the stats in publicDir. */
export function pageCodeFile(publicDir: string): string {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  return JSON.stringify(pageCode(stats));
}
