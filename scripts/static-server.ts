// A static file server for the built site, behaving like a plain static host: files as they are,
// /path served from /path/index.html, unknown paths get /404.html with status 404, and every answer
// carries the headers the build wrote to _headers (as Netlify or Cloudflare Pages would send them),
// caching included: a file no rule gives a Cache-Control is revalidated on every visit, as on those
// hosts, and a revalidation whose ETag still matches is answered 304 Not Modified. A request whose
// address cannot be read gets 400, an error while answering 500, and the server serves on
// (dev/guarded-server.ts).
import crypto from "node:crypto";
import http from "node:http";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { headersFor, parseHeadersFile, type HeadersFileRule } from "../gatsby/post-build/headers-file";
import { contentType, isCompressible } from "./content-types";
import { decodeSitePath, siteFile } from "./site-path";
import { guarded } from "../dev/guarded-server";

/** What Netlify and Cloudflare Pages send for a file no rule gives a Cache-Control: check again every time. */
export const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

const headerValue = (headers: Record<string, string>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
const withoutCacheControl = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== "cache-control"));

/**
 * The rules of root/_headers (none when the build wrote none), read again whenever the file is
 * another: a build under a running server brings its own headers, as a deploy does on a host. (The
 * bench starts its server before it builds, and served the last build's Content-Security-Policy.)
 */
function headerRules(root: string): () => HeadersFileRule[] {
  const file = path.join(root, "_headers");
  let seen = "";
  let rules: HeadersFileRule[] = [];
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : "none";
    if (version !== seen) {
      try {
        rules = stat ? parseHeadersFile(fs.readFileSync(file, "utf8")) : [];
        seen = version;
      } catch (error) {
        // Caught halfway through a build's writing (gone, or half a file): the last rules serve
        // this request, and the next one reads the file again.
        console.error(`${file}: not read (${(error as Error).message}); the last rules still apply`);
      }
    }
    return rules;
  };
}

function realPathOf(dir: string): string | null {
  try {
    return fs.realpathSync(dir);
  } catch {
    return null;
  }
}

export interface StaticServerOptions {
  root: string;
  /** Sent with every file, over the _headers ones. */
  headers?: Record<string, string>;
}

export function createStaticServer({ root, headers = {} }: StaticServerOptions): http.Server {
  const absRoot = path.resolve(root);
  const rules = headerRules(absRoot);
  const badAddress = (res: http.ServerResponse) =>
    res.writeHead(400, { ...headersFor(rules(), "/"), "Content-Type": "text/plain; charset=utf-8" }).end("Ugyldig adresse");
  return http.createServer(guarded(answer, { badRequest: badAddress }));

  function answer(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    // Decoded before anything looks at it, so no spelling of a path gets other headers or another file.
    const decoded = decodeSitePath(url.pathname);
    const hostHeaders = headersFor(rules(), decoded ?? url.pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...hostHeaders, Allow: "GET, HEAD" }).end();
      return;
    }
    if (decoded === null) {
      res.writeHead(400, { ...hostHeaders, "Content-Type": "text/plain; charset=utf-8" }).end("Ugyldig adresse");
      return;
    }
    // The root's real path, looked up for each request: a build may replace the folder under a running server.
    const realRoot = realPathOf(absRoot);
    let file = realRoot && siteFile(realRoot, decoded);
    let status = 200;
    if (!file) {
      file = realRoot && siteFile(realRoot, "/404.html");
      status = 404;
      if (!file) {
        res.writeHead(404, { ...hostHeaders, "Content-Type": "text/plain; charset=utf-8" }).end("Ikke funnet");
        return;
      }
    }
    const body = fs.readFileSync(file);
    const gzip = isCompressible(file) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}${gzip ? "-gz" : ""}"`;
    const caching = {
      "Cache-Control": status === 200 ? (headerValue(hostHeaders, "Cache-Control") ?? DEFAULT_CACHE_CONTROL) : "no-cache",
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (status === 200 && (req.headers["if-none-match"] ?? "").split(/\s*,\s*/).includes(etag)) {
      res.writeHead(304, { ...withoutCacheControl(hostHeaders), ...headers, ...caching }).end();
      return;
    }
    const out = gzip ? zlib.gzipSync(body) : body;
    res.writeHead(status, {
      ...withoutCacheControl(hostHeaders),
      ...headers,
      ...caching,
      // A type the host rules name (the feeds' own) wins over the file extension's, as on the hosts.
      "Content-Type": hostHeaders["Content-Type"] ?? contentType(file),
      "Content-Length": out.length,
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : out);
  }
}

/** Starts the server; port 0 picks a free one. Resolves with the server and its URL. */
export function startStaticServer({
  root,
  port = 0,
  host = "127.0.0.1",
  headers,
}: StaticServerOptions & { port?: number; host?: string }): Promise<{ server: http.Server; url: string }> {
  const server = createStaticServer({ root, headers });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolve({ server, url: `http://${host === "127.0.0.1" ? "localhost" : host}:${address.port}` });
    });
  });
}
