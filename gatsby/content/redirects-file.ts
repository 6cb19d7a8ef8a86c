import fs from "fs";
import path from "path";
import type { Redirect } from "../../src/types/content";
import { redirectsSchema } from "./content-validators";
import { ContentError, parseJson } from "./parse-content";
import { formatIssues, type Issue } from "./validate";

export const redirectsFile = path.resolve(__dirname, "..", "..", "redirects.json");

/** Reads and checks redirects.json: every entry a fromPath on this site and a toPath, no fromPath twice. */
export function parseRedirects(file: string, text: string): Redirect[] {
  const issues: Issue[] = [];
  const list: Redirect[] = redirectsSchema(parseJson(file, text), "", issues);
  if (!issues.length) {
    // Compared as the browser looks them up (src/lib/redirects.ts): case and trailing slashes do not count.
    const norm = (p: string) => (p.replace(/\/+$/, "") || "/").toLowerCase();
    const froms = new Set(list.map((r) => norm(r.fromPath)));
    const seen = new Set<string>();
    list.forEach((r, i) => {
      if (seen.has(norm(r.fromPath))) issues.push({ path: `[${i}].fromPath`, expected: "a fromPath no earlier entry has", got: JSON.stringify(r.fromPath) });
      if (norm(r.fromPath) === norm(r.toPath)) issues.push({ path: `[${i}].toPath`, expected: "a path other than fromPath", got: JSON.stringify(r.toPath) });
      else if (r.toPath.startsWith("/") && froms.has(norm(r.toPath)))
        issues.push({ path: `[${i}].toPath`, expected: "the final address, not another entry's fromPath (chains and loops are not allowed)", got: JSON.stringify(r.toPath) });
      seen.add(norm(r.fromPath));
    });
  }
  if (issues.length) throw new ContentError(formatIssues(file, issues));
  return list;
}

export function readRedirects(file = redirectsFile): Redirect[] {
  if (!fs.existsSync(file)) return [];
  return parseRedirects(path.basename(file), fs.readFileSync(file, "utf8"));
}
