// The local stand-in for the venue's two build-time content APIs (spec §7, "Configured but not shown
// as called"), for development and tests only. One server answers for:
//   the content data API, basic auth:      GET /content-api/sites
//                                          GET /content-api/sites/{siteId}/basic_events (productions)
//                                          GET /content-api/sites/{siteId}/events (dated performances)
//   the identity provider:                 POST /idp/token (client credentials: Basic or form fields, not both)
//   the management API, bearer token:      GET /management-api/site/{siteId}/block-data?stable=1 (pages)
//                                          GET /management-api/site/{siteId}/article?stable=1 (articles)
// It serves what lies in a content/ folder, read anew on every call, in the APIs' shapes. A refusal
// echoes the credential it was sent, as a careless server might, so tests see the build mask it.
// CommonJS, so Jest tests, the build scripts and `node dev/content-api/run.mjs` all load it.
"use strict";
const http = require("node:http");
const fs = require("node:fs");
const path = require("node:path");
const { randomBytes, timingSafeEqual } = require("node:crypto");

const DEFAULT_CONTENT_DIR = path.resolve(__dirname, "..", "..", "content");
const DEFAULT_TOKEN_TTL_MS = 5 * 60 * 1000;
const DEFAULTS = Object.freeze({ user: "innhold", password: "innhold-passord", clientId: "nettsted-bygg", clientSecret: "bygg-hemmelighet" });

function readJsonDir(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
}

/** content/ in the shapes the APIs answer with. */
function readContent(contentDir) {
  const site = JSON.parse(fs.readFileSync(path.join(contentDir, "site.json"), "utf8"));
  const productions = readJsonDir(path.join(contentDir, "productions"));
  return {
    sites: [site],
    basicEvents: productions.map(({ events: _events, ...production }) => production),
    events: productions.flatMap((p) => (Array.isArray(p.events) ? p.events : []).map((e) => ({ ...e, production: { id: p.id, pageReference: p.pageReference } }))),
    pages: readJsonDir(path.join(contentDir, "pages")),
    articles: readJsonDir(path.join(contentDir, "articles")),
  };
}

const same = (a, b) => {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
};

function basicCredentials(header) {
  const match = /^Basic\s+(\S+)$/i.exec(header || "");
  if (!match) return null;
  const text = Buffer.from(match[1], "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon < 0 ? null : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * @param {{ contentDir?: string, user?: string, password?: string, clientId?: string, clientSecret?: string,
 *   tokenTtlMs?: number, tokenUses?: number, clock?: () => number }} [options]
 *   tokenUses: how many management calls one token is good for (then 401), to exercise renewal.
 */
function createContentApis(options = {}) {
  const contentDir = options.contentDir || DEFAULT_CONTENT_DIR;
  const creds = { ...DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([k, v]) => k in DEFAULTS && v)) };
  const ttl = options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
  const clock = options.clock || Date.now;
  /** @type {Map<string, { expires: number, uses: number }>} */
  const tokens = new Map();
  /** @type {string[]} */
  const issued = [];
  /** @type {{ method: string, path: string, status: number }[]} */
  const log = [];
  /** @type {{ path: string, status?: number, json?: unknown, text?: string, hang?: boolean, breakOff?: boolean, times: number }[]} */
  let overrides = [];

  function send(res, status, body, headers = {}) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, { "Content-Type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers });
    res.end(text);
  }

  function readBody(req) {
    return new Promise((resolve, reject) => {
      let size = 0;
      const chunks = [];
      req.on("data", (c) => {
        size += c.length;
        if (size > 16 * 1024) reject(new Error("too large"));
        else chunks.push(c);
      });
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });
  }

  async function token(req, res) {
    if (req.method !== "POST") return send(res, 405, { error: "invalid_request", error_description: "POST only" }, { Allow: "POST" });
    const form = new URLSearchParams(await readBody(req));
    const basic = basicCredentials(req.headers.authorization);
    // RFC 6749 2.3.1: a client must not use more than one authentication method in a request.
    if (basic && (form.has("client_id") || form.has("client_secret")))
      return send(res, 400, { error: "invalid_request", error_description: "Klienten autentiserte seg både med Basic og med skjemafelt; bruk én metode." });
    const id = basic ? decodeURIComponent(basic.user) : form.get("client_id");
    const secret = basic ? decodeURIComponent(basic.password) : form.get("client_secret");
    if (form.get("grant_type") !== "client_credentials") return send(res, 400, { error: "unsupported_grant_type" });
    if (!same(id, creds.clientId) || !same(secret, creds.clientSecret))
      return send(res, 401, { error: "invalid_client", error_description: `Ukjent klient ${id} med hemmeligheten ${secret}.` });
    const value = `mgmt-${randomBytes(18).toString("hex")}`;
    tokens.set(value, { expires: clock() + ttl, uses: 0 });
    issued.push(value);
    return send(res, 200, { access_token: value, token_type: "Bearer", expires_in: Math.floor(ttl / 1000) });
  }

  function management(req, res, url, data) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization || "");
    const held = bearer && tokens.get(bearer[1]);
    if (!held || held.expires <= clock() || (options.tokenUses && held.uses >= options.tokenUses))
      return send(res, 401, { Message: "Tilgangstokenet mangler eller er utløpt." }, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
    held.uses += 1;
    if (url.searchParams.get("stable") !== "1") return send(res, 400, { Message: "stable=1 er påkrevd." });
    const m = /^\/management-api\/site\/([^/]+)\/(block-data|article)$/.exec(url.pathname);
    if (!m || !data.sites.some((s) => String(s.id) === decodeURIComponent(m[1]))) return send(res, 404, { Message: "Fant ikke nettstedet." });
    return send(res, 200, m[2] === "block-data" ? data.pages : data.articles);
  }

  function contentData(req, res, url, data) {
    const basic = basicCredentials(req.headers.authorization);
    if (!basic || !same(basic.user, creds.user) || !same(basic.password, creds.password))
      return send(res, 401, { Message: `Feil brukernavn eller passord: ${basic ? `${basic.user}/${basic.password}` : "ingen oppgitt"}.` }, { "WWW-Authenticate": 'Basic realm="innhold"' });
    if (url.pathname === "/content-api/sites") return send(res, 200, data.sites);
    const m = /^\/content-api\/sites\/([^/]+)\/(events|basic_events)$/.exec(url.pathname);
    if (!m || !data.sites.some((s) => String(s.id) === decodeURIComponent(m[1]))) return send(res, 404, { Message: "Fant ikke adressen." });
    return send(res, 200, m[2] === "events" ? data.events : data.basicEvents);
  }

  async function handle(req, res) {
    const url = new URL(req.url || "/", "http://localhost");
    const override = overrides.find((o) => o.path === url.pathname);
    if (override) {
      override.times -= 1;
      overrides = overrides.filter((o) => o.times > 0);
      if (override.hang) return; // takes the connection and never answers
      if (override.breakOff) {
        // Promises a body, sends the start of it, then cuts the connection.
        res.writeHead(override.status ?? 200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": "1000" });
        return void res.write('[{"id":', () => res.destroy());
      }
      if (override.text !== undefined) return send(res, override.status ?? 200, override.text);
      return send(res, override.status ?? 200, override.json ?? { Message: "Intern feil." });
    }
    if (url.pathname === "/idp/token") return token(req, res);
    if (req.method !== "GET") return send(res, 405, { Message: "Metoden er ikke tillatt." }, { Allow: "GET" });
    let data;
    try {
      data = readContent(contentDir);
    } catch (error) {
      return send(res, 500, { Message: `Innholdet kunne ikke leses: ${error.message}` });
    }
    if (url.pathname.startsWith("/content-api/")) return contentData(req, res, url, data);
    if (url.pathname.startsWith("/management-api/")) return management(req, res, url, data);
    return send(res, 404, { Message: "Fant ikke adressen." });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url || "/", "http://localhost");
    res.on("finish", () => log.push({ method: req.method || "GET", path: url.pathname + url.search, status: res.statusCode }));
    handle(req, res).catch((error) => send(res, 400, { Message: `Ugyldig forespørsel: ${error.message}` }));
  });

  return {
    credentials: creds,
    /** Starts listening; resolves with the URLs to put in CONTENT_API_URL, MANAGEMENT_API_URL and MANAGEMENT_TOKEN_URL. */
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const address = server.address();
          const url = `http://${host}:${address.port}`;
          resolve({ url, port: address.port, contentUrl: `${url}/content-api/`, managementUrl: `${url}/management-api/`, tokenUrl: `${url}/idp/token` });
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
    },
    /** The environment a build needs to read from this stand-in. */
    env(listening) {
      return {
        CONTENT_API_URL: listening.contentUrl,
        CONTENT_API_USER: creds.user,
        CONTENT_API_PASSWORD: creds.password,
        MANAGEMENT_API_URL: listening.managementUrl,
        MANAGEMENT_TOKEN_URL: listening.tokenUrl,
        MANAGEMENT_CLIENT_ID: creds.clientId,
        MANAGEMENT_CLIENT_SECRET: creds.clientSecret,
      };
    },
    /**
     * The next `times` calls to `path` get this answer instead: a status with a JSON or text body,
     * no answer at all (`hang`), or the start of a body and then a cut connection (`breakOff`).
     */
    answerNext(pathname, answer, times = 1) {
      overrides.push({ path: pathname, ...answer, times });
    },
    /** Every token issued gets refused from now on. */
    expireTokens() {
      for (const held of tokens.values()) held.expires = 0;
    },
    /** Calls answered so far: method, path with query, status. */
    requests: () => log.slice(),
    /** Every access token issued, for tests that check none of them leaked. */
    issuedTokens: () => issued.slice(),
  };
}

module.exports = { createContentApis, readContent, DEFAULT_CONTENT_DIR };
