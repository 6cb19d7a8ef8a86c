import fs from "node:fs";
import path from "node:path";

export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, "..", "..", "content");

/** content/ in the shapes the APIs answer with. */
export interface ServedContent {
  sites: { id?: unknown }[];
  basicEvents: unknown[];
  events: unknown[];
  pages: unknown[];
  articles: unknown[];
}

type Production = { id?: unknown; pageReference?: unknown; events?: unknown };

function readJsonDir<T = unknown>(dir: string): T[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as T);
}

/** content/ in the shapes the APIs answer with, read anew on every call. */
export function readContent(contentDir: string): ServedContent {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8"));
  const productions = readJsonDir<Production>(path.join(contentDir, "productions"));
  return {
    sites: [site],
    basicEvents: productions.map(({ events: _events, ...production }) => production),
    events: productions.flatMap((p) =>
      (Array.isArray(p.events) ? (p.events as object[]) : []).map((e) => ({
        ...e,
        production: { id: p.id, pageReference: p.pageReference },
      })),
    ),
    pages: readJsonDir(path.join(contentDir, "pages")),
    articles: readJsonDir(path.join(contentDir, "articles")),
  };
}
