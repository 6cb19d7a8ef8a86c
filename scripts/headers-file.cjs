// Reads a _headers file (the format Netlify and Cloudflare Pages apply) so our own static server
// sends exactly the headers a static host would: a path line, then indented "Name: value" lines.
// "*" in a path matches anything (also "/"), ":name" one path segment.

/** Parses the file; a line it cannot read throws with its number, so a broken file never ships quietly. */
function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith("/")) throw new Error(`_headers line ${index + 1}: a path must start with "/": ${line}`);
      current = { path: line.trim(), headers: {} };
      rules.push(current);
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!current || !match) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path: ${line.trim()}`);
    current.headers[match[1]] = match[2].trim();
  });
  return rules;
}

function pathPattern(path) {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/** The headers for a request path: every matching rule in file order, a later one winning a name. */
function headersFor(rules, pathname) {
  const out = {};
  for (const rule of rules) {
    rule.pattern ??= pathPattern(rule.path);
    if (rule.pattern.test(pathname)) Object.assign(out, rule.headers);
  }
  return out;
}

module.exports = { parseHeadersFile, headersFor };
