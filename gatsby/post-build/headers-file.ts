import type { HeaderRule } from "./header-rules";

/** Where the build writes the header rules for Netlify and Cloudflare Pages, beside the pages. */
export const HOST_HEADERS_PATH = "/_headers";

/** A value or path the file format cannot hold as it is: a line break would start a rule of its own. */
const BREAKS_LINE = /[\r\n]/;

/**
 * public/_headers, the rule file Netlify and Cloudflare Pages apply, written from the table
 * (header-rules.ts): a path line, then "  ! Name" for each header it drops, then "  Name: value".
 */
export function headersFile(rules: HeaderRule[]): string {
  const lines = ["# Written by the build from gatsby/post-build/header-rules.ts: change the rules there."];
  for (const rule of rules) {
    if (!rule.path.startsWith("/") || /\s/.test(rule.path))
      throw new Error(`_headers: a path must start with "/" and hold no space: ${JSON.stringify(rule.path)}`);
    lines.push(rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) {
      if (BREAKS_LINE.test(value)) throw new Error(`_headers: the header ${name} of ${rule.path} holds a line break`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** A rule's path as a regular expression's source: "*" anything (also "/"), ":name" one segment, the rest as it is. */
export const pathPatternSource = (rulePath: string) =>
  rulePath
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");

const patterns = new WeakMap<HeaderRule, RegExp>();

function pathPattern(rule: HeaderRule): RegExp {
  let pattern = patterns.get(rule);
  if (!pattern) {
    pattern = new RegExp(`^${pathPatternSource(rule.path)}$`);
    patterns.set(rule, pattern);
  }
  return pattern;
}

/**
 * The headers a host applying the file sends for a request path: every matching rule in order, a
 * later one winning a name; a rule's "! Name" drops what the rules before it gave that name (any
 * case) before its own apply. The tests ask it what a visitor gets.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathPattern(rule).test(pathname)) continue;
    for (const name of rule.detach ?? [])
      for (const key of Object.keys(out)) if (key.toLowerCase() === name.toLowerCase()) delete out[key];
    Object.assign(out, rule.headers);
  }
  return out;
}
