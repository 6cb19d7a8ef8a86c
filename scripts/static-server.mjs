// A static file server for the built site, behaving like a plain static host: files as they are,
// /path served from /path/index.html, unknown paths get /404.html with status 404, and every answer
// carries the headers the build wrote to _headers (as Netlify or Cloudflare Pages would send them).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import headersFile from "./headers-file.cjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".map"]);

function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  for (const candidate of [target, path.join(target, "index.html")]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next */
    }
  }
  return null;
}

function cacheControl(urlPath) {
  // Gatsby gives its JS, CSS and static files content hashes; HTML, page data and the worker must be revalidated.
  if (/^\/static\//.test(urlPath) || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return "public, max-age=31536000, immutable";
  return "public, max-age=0, must-revalidate";
}

const HEADERS_FILE = "_headers";

/** The rules of root/_headers; none when the build wrote none. */
function readHeaderRules(root) {
  const file = path.join(root, HEADERS_FILE);
  return fs.existsSync(file) ? headersFile.parseHeadersFile(fs.readFileSync(file, "utf8")) : [];
}

export function createStaticServer({ root, headers = {} }) {
  const absRoot = path.resolve(root);
  const rules = readHeaderRules(absRoot);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const hostHeaders = headersFile.headersFor(rules, url.pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...hostHeaders, Allow: "GET, HEAD" }).end();
      return;
    }
    // The host reads _headers; it never serves it.
    let file = url.pathname === `/${HEADERS_FILE}` ? null : resolveFile(absRoot, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(absRoot, "404.html");
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404, { ...hostHeaders, "Content-Type": "text/plain; charset=utf-8" }).end("Ikke funnet");
        return;
      }
    }
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const out = gzip ? zlib.gzipSync(body) : body;
    res.writeHead(status, {
      ...hostHeaders,
      ...headers,
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": status === 200 ? cacheControl(url.pathname) : "no-cache",
      "Content-Length": out.length,
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : out);
  });
}

/** Starts the server; port 0 picks a free one. Resolves with the server and its URL. */
export function startStaticServer({ root, port = 0, host = "127.0.0.1", headers }) {
  const server = createStaticServer({ root, headers });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, url: `http://${host === "127.0.0.1" ? "localhost" : host}:${address.port}` });
    });
  });
}
