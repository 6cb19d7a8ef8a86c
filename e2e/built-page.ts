import fs from "node:fs";
import path from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { SITE_ROOT } from "./test-site";

/**
 * A page of the built site as a crawler reads it: its HTML from the test build (e2e/test-site.ts),
 * parsed without a browser. For facts the server renders (title, head, headings, structured data,
 * rows): a browser test is for what only a running page shows.
 */
export function builtPage(route: string): CheerioAPI {
  const file = path.join(SITE_ROOT, route === "/" ? "index.html" : path.join(route, "index.html"));
  return load(fs.readFileSync(file, "utf8"));
}

/** The visible words of an element, with runs of white space as one space. */
export const wordsOf = (text: string): string => text.replace(/\s+/g, " ").trim();
