// Reads a _headers file (the format Netlify and Cloudflare Pages apply): a path line, then indented
// "Name: value" lines. "*" in a path matches anything (also "/"), ":name" one path segment. The build
// checks the file it writes with it, and turns its rules into nginx's (nginx-rules.ts).

export interface HeadersFileRule {
  path: string;
  headers: Record<string, string>;
  /** "! Name" lines: headers of that name that broader rules gave are dropped for this path. */
  detach?: string[];
}

/** Parses the file; a line it cannot read throws with its number, so a broken file never ships quietly. */
export function parseHeadersFile(text: string): HeadersFileRule[] {
  const rules: HeadersFileRule[] = [];
  let current: HeadersFileRule | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith("/")) throw new Error(`_headers line ${index + 1}: a path must start with "/": ${line}`);
      current = { path: line.trim(), headers: {} };
      rules.push(current);
      return;
    }
    const detach = /^\s+!\s*([A-Za-z0-9-]+)\s*$/.exec(line);
    if (current && detach) {
      ((current as HeadersFileRule).detach ??= []).push(detach[1]);
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!current || !match) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path: ${line.trim()}`);
    current.headers[match[1]] = match[2].trim();
  });
  return rules;
}

const patterns = new WeakMap<HeadersFileRule, RegExp>();

function pathPattern(rule: HeadersFileRule): RegExp {
  let pattern = patterns.get(rule);
  if (!pattern) {
    const source = rule.path
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    pattern = new RegExp(`^${source}$`);
    patterns.set(rule, pattern);
  }
  return pattern;
}

/**
 * The headers for a request path: every matching rule in file order, a later one winning a name;
 * a rule's "! Name" drops what the rules before it gave that name (any case) before its own apply.
 */
export function headersFor(rules: HeadersFileRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathPattern(rule).test(pathname)) continue;
    for (const name of rule.detach ?? [])
      for (const key of Object.keys(out)) if (key.toLowerCase() === name.toLowerCase()) delete out[key];
    Object.assign(out, rule.headers);
  }
  return out;
}
