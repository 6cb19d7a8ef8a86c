import fs from "fs";
import path from "path";
import type { Redirect } from "../src/types/content";
import { redirectsSchema } from "./content-schema";
import { ContentError, parseJson } from "./parse-content";
import { formatIssues, type Issue } from "./validate";

export const redirectsFile = path.resolve(__dirname, "..", "redirects.json");

/** Reads and checks redirects.json: every entry a fromPath on this site and a toPath, no fromPath twice. */
export function parseRedirects(file: string, text: string): Redirect[] {
  const issues: Issue[] = [];
  const list = redirectsSchema(parseJson(file, text), "", issues) as Redirect[];
  if (!issues.length) {
    const seen = new Set<string>();
    list.forEach((r, i) => {
      if (seen.has(r.fromPath)) issues.push({ path: `[${i}].fromPath`, expected: "a fromPath no earlier entry has", got: JSON.stringify(r.fromPath) });
      if (r.fromPath === r.toPath) issues.push({ path: `[${i}].toPath`, expected: "a path other than fromPath", got: JSON.stringify(r.toPath) });
      seen.add(r.fromPath);
    });
  }
  if (issues.length) throw new ContentError(formatIssues(file, issues));
  return list;
}

export function readRedirects(file = redirectsFile): Redirect[] {
  if (!fs.existsSync(file)) return [];
  return parseRedirects(path.basename(file), fs.readFileSync(file, "utf8"));
}
