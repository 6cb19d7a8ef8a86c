import crypto from "crypto";
import fs from "fs";
import path from "path";

/**
 * Gatsby writes a few inline scripts into every page (window.pagePath, the webpack compilation hash,
 * the chunk map). A Content-Security-Policy of `script-src 'self'` would block them, and hashing
 * them would need a different policy per page and per build. So after the build every page's inline
 * scripts become one JSON data block (never executed) and one shared script file that copies its
 * values onto window, before Gatsby's own scripts run. Only `window.NAME = <JSON>;` assignments are
 * accepted: anything else fails the build, so a Gatsby upgrade cannot slip in a script the policy
 * would block.
 */
export const GLOBALS_ELEMENT_ID = "site-globals";

export const GLOBALS_LOADER = `(function(){var e=document.getElementById("${GLOBALS_ELEMENT_ID}");if(!e)return;var d=JSON.parse(e.textContent);for(var k in d)window[k]=d[k]})();\n`;

/** A content-hashed name, so hosts and the service worker may cache it for good. */
export const GLOBALS_LOADER_FILE = `site-globals-${crypto.createHash("sha256").update(GLOBALS_LOADER).digest("hex").slice(0, 20)}.js`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function isExecutableInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return JS_TYPES.has(type.toLowerCase());
}

/** Where the JSON value starting at `start` ends: at a top-level `;` or the end of the code. */
function jsonEnd(code: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
    else if (c === ";" && depth === 0) return i;
  }
  return code.length;
}

/** The `window.NAME = <JSON>;` assignments of one inline script; throws on anything else. */
export function readGlobalAssignments(script: string): Record<string, unknown> {
  const code = script.replace(/\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\//g, "");
  const globals: Record<string, unknown> = {};
  let at = 0;
  while (code.slice(at).trim() !== "") {
    const head = /^\s*window\.([A-Za-z_$][\w$]*)\s*=\s*/.exec(code.slice(at));
    if (!head) throw new Error(`expected "window.NAME = <JSON>;", got ${JSON.stringify(code.slice(at).trim().slice(0, 80))}`);
    at += head[0].length;
    const end = jsonEnd(code, at);
    const raw = code.slice(at, end);
    try {
      globals[head[1]] = JSON.parse(raw);
    } catch {
      throw new Error(`window.${head[1]} is not set to a JSON value: ${JSON.stringify(raw.trim().slice(0, 80))}`);
    }
    at = end + 1;
  }
  return globals;
}

/** The JSON for a data block: "<" escaped, so no value can close the element or open a comment. */
const dataBlockJson = (globals: Record<string, unknown>) => JSON.stringify(globals).replace(/</g, "\\u003c");

const isOurDataBlock = (attributes: string) =>
  new RegExp(`\\bid\\s*=\\s*["']?${GLOBALS_ELEMENT_ID}["'\\s>]`).test(`${attributes}>`);
const isOurLoader = (attributes: string) => /\bsrc\s*=\s*["']?[^"'\s>]*\/site-globals-[0-9a-f]+\.js/.test(attributes);

/**
 * One page with its inline scripts moved out: the first becomes the data block and the loader,
 * the others go. Returns the HTML unchanged when it has none.
 *
 * Gatsby may stitch fresh scripts into a page it did not render again, a page this already
 * rewrote: its data block then counts as earlier assignments (later ones win, as in the browser),
 * and the page still ends with one data block and one loader.
 */
export function externaliseInlineScripts(html: string, loaderSrc: string): { html: string; moved: number } {
  const globals: Record<string, unknown> = {};
  const marker = `<!--${crypto.randomBytes(16).toString("hex")}-->`;
  let moved = 0;
  let placed = false;
  const place = () => (placed ? "" : ((placed = true), marker));
  const out = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (isOurLoader(attributes)) return "";
    if (isOurDataBlock(attributes)) {
      Object.assign(globals, JSON.parse(body) as Record<string, unknown>);
      return place();
    }
    if (!isExecutableInline(attributes)) return whole;
    Object.assign(globals, readGlobalAssignments(body));
    moved++;
    return place();
  });
  if (moved === 0) return { html, moved };
  const replacement = `<script type="application/json" id="${GLOBALS_ELEMENT_ID}">${dataBlockJson(globals)}</script><script src="${loaderSrc}"></script>`;
  return { html: out.replace(marker, () => replacement), moved };
}

/** Gatsby's slice sources (public/_gatsby/slices) are what it stitches into pages, not pages: left as Gatsby wrote them. */
const SLICE_SOURCES = path.join("_gatsby", "slices");

function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return path.relative(root, full) === SLICE_SOURCES ? [] : htmlFiles(full, root);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Rewrites every HTML file under publicDir and writes the loader; names the file that cannot be. */
export function externaliseSiteScripts(publicDir: string, pathPrefix = ""): { pages: number; scripts: number } {
  const loaderSrc = `${pathPrefix}/${GLOBALS_LOADER_FILE}`;
  let pages = 0;
  let scripts = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    let result: { html: string; moved: number };
    try {
      result = externaliseInlineScripts(html, loaderSrc);
    } catch (error) {
      throw new Error(
        `${path.relative(publicDir, file)}: an inline script the Content-Security-Policy would block: ${(error as Error).message}`,
      );
    }
    if (result.moved === 0) continue;
    fs.writeFileSync(file, result.html);
    pages++;
    scripts += result.moved;
  }
  fs.writeFileSync(path.join(publicDir, GLOBALS_LOADER_FILE), GLOBALS_LOADER);
  return { pages, scripts };
}
