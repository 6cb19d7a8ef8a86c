// The local stand-in for the cinema membership API (/work/shared/cinema-api.md), for development and
// tests only. One server answers for every partner it serves, each under its own base path:
// http://localhost:PORT/118/login, http://localhost:PORT/178/login. Each partner has its own members,
// tokens, sessions, tickets and watch lists, like two separate cinema systems.
import http from "node:http";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { PARTNERS, createPartnerData } from "./data.mjs";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;
export const DEFAULT_CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "content");

/** The HttpOnly session cookie of one partner (named per partner: both share one host in development). */
export const sessionCookieName = (/** @type {number} */ partner) => `cinema_session_${partner}`;

export const MESSAGES = Object.freeze({
  xsrf: "Ugyldig XSRF-token",
  badJson: "Ugyldig JSON",
  notObject: "Forespørselen må være et JSON-objekt.",
  tooLarge: "Forespørselen er for stor.",
  notFound: "Fant ikke adressen.",
  method: "Metoden er ikke tillatt her.",
  email: "Oppgi en gyldig e-postadresse.",
  password: "Oppgi passordet ditt.",
  passwordLength: "Passordet må ha minst 8 tegn.",
  userName: "Oppgi et brukernavn.",
  userNameLength: "Brukernavnet kan ha høyst 60 tegn.",
  wrongLogin: "Feil e-post eller passord.",
  emailTaken: "Det finnes allerede en bruker med denne e-postadressen.",
  unknownEmail: "Vi fant ingen bruker med denne e-postadressen.",
  noToken: "Mangler innloggingstoken.",
  badToken: "Innloggingen er ikke lenger gyldig. Logg inn på nytt.",
  session: "Økten er utløpt. Logg inn på nytt.",
  ediMissing: "Mangler EDI-nummer.",
  movieNotFound: "Fant ingen film med dette EDI-nummeret.",
  paging: "Ugyldig skip eller take.",
  movieIdMissing: "Mangler film-id.",
  movieIdUnknown: "Fant ikke filmen.",
  tooManyKeys: "For mange arrangementer i én forespørsel (høyst 200).",
  injected: "Intern feil i kinosystemet.",
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PREFLIGHT_HEADERS = {
  "Access-Control-Allow-Methods": "GET,POST,OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept, Authorization, X-XSRF-TOKEN, X-Token",
  "Access-Control-Max-Age": "600",
};

/** @type {Record<string, "GET" | "POST">} */
const ROUTES = {
  login: "POST",
  createUser: "POST",
  forgotPassword: "POST",
  switchTokensDx: "POST",
  movieInfo: "GET",
  reviews: "GET",
  tickets: "GET",
  watchlist: "GET",
  addMovieToWatchList: "POST",
  events: "GET",
};

class HttpError extends Error {
  constructor(/** @type {number} */ status, /** @type {string} */ message) {
    super(message);
    this.status = status;
  }
}

const randomId = (/** @type {number} */ bytes) => randomBytes(bytes).toString("base64url");

function parseCookies(/** @type {string | undefined} */ header) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in cookies)) cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return cookies;
}

/** skip and take from the query: defaults when absent, 400 when present but not whole numbers in range. */
function paging(/** @type {URLSearchParams} */ query, /** @type {number} */ defaultTake) {
  const read = (/** @type {string} */ name, /** @type {number} */ fallback, /** @type {number} */ min, /** @type {number} */ max) => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d+$/.test(raw)) throw new HttpError(400, MESSAGES.paging);
    const n = Number(raw);
    if (n < min || n > max) throw new HttpError(400, MESSAGES.paging);
    return n;
  };
  return { skip: read("skip", 0, 0, 1_000_000), take: read("take", defaultTake, 1, 100) };
}

/** The request body (drained to the end, so the answer always reaches the client). */
function readBody(/** @type {http.IncomingMessage} */ req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > 16 * MAX_BODY_BYTES) req.destroy();
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * @param {import("./server.d.mts").CinemaApiOptions} [options]
 * @returns {import("./server.d.mts").CinemaApi}
 */
export function createCinemaApi(options = {}) {
  const {
    allowedOrigins = [],
    sessionTtlMs = DEFAULT_SESSION_TTL_MS,
    clock = Date.now,
    partner,
    testHooks = false,
    contentDir = DEFAULT_CONTENT_DIR,
    ticketShopUrl,
    eventSeats,
    log,
  } = options;
  if (partner !== undefined && !(/** @type {readonly number[]} */ (PARTNERS)).includes(partner)) throw new Error(`Unknown cinema partner ${partner}: expected one of ${PARTNERS.join(", ")}`);
  const served = partner === undefined ? [...PARTNERS] : [partner];
  const origins = new Set(allowedOrigins);

  /** @type {import("./server.d.mts").CinemaApiState} */
  const state = { partners: {}, failures: [] };

  function reset() {
    const now = clock();
    state.partners = {};
    for (const p of served) state.partners[p] = createPartnerData({ partner: p, now, contentDir, ticketShopUrl, eventSeats });
    state.failures.length = 0;
  }

  function expireSessions() {
    let n = 0;
    for (const data of Object.values(state.partners)) {
      n += data.sessions.size;
      data.sessions.clear();
    }
    return n;
  }

  /** @param {import("./server.d.mts").FailureRule} rule */
  function failNext(rule) {
    const p = String(rule.path ?? "").replace(/^\/+|\/+$/g, "");
    const status = Number(rule.status);
    const times = rule.times === undefined ? 1 : Number(rule.times);
    if (!p) throw new HttpError(400, "Oppgi path, for eksempel \"tickets\".");
    if (!Number.isInteger(status) || status < 400 || status > 599) throw new HttpError(400, "status må være et heltall fra 400 til 599.");
    if (!Number.isInteger(times) || times < 1) throw new HttpError(400, "times må være et positivt heltall.");
    state.failures.push({ path: p, status, remaining: times });
  }

  reset();

  /** The member of a valid session, or undefined (expired sessions are dropped). */
  function sessionMember(/** @type {import("./server.d.mts").PartnerData} */ data, /** @type {Record<string, string>} */ cookies) {
    const id = cookies[sessionCookieName(data.partner)];
    const session = id ? data.sessions.get(id) : undefined;
    if (!session) return undefined;
    if (session.expiresAt <= clock()) {
      data.sessions.delete(/** @type {string} */ (id));
      return undefined;
    }
    return data.members.get(session.email);
  }

  function startSession(/** @type {import("./server.d.mts").PartnerData} */ data, /** @type {string} */ email, /** @type {string[]} */ setCookies) {
    const id = randomId(24);
    const now = clock();
    data.sessions.set(id, { email, createdAt: now, expiresAt: now + sessionTtlMs });
    setCookies.push(`${sessionCookieName(data.partner)}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  }

  function issueToken(/** @type {import("./server.d.mts").PartnerData} */ data, /** @type {string} */ email) {
    const token = `mars-${randomId(24)}`;
    data.tokens.set(token, email);
    return token;
  }

  function requireMember(/** @type {import("./server.d.mts").PartnerData} */ data, /** @type {Record<string, string>} */ cookies) {
    const member = sessionMember(data, cookies);
    if (!member) throw new HttpError(401, MESSAGES.session);
    return member;
  }

  /** @param {unknown} body */
  function objectBody(body) {
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, MESSAGES.notObject);
    return /** @type {Record<string, unknown>} */ (body);
  }

  const emailOf = (/** @type {unknown} */ value) => {
    const email = typeof value === "string" ? value.trim().toLowerCase() : "";
    if (!EMAIL.test(email)) throw new HttpError(400, MESSAGES.email);
    return email;
  };

  /**
   * The API's endpoints. Each returns [status, body]; body undefined means an empty answer.
   * @type {Record<string, (ctx: { data: import("./server.d.mts").PartnerData; query: URLSearchParams; rest: string[]; body: unknown; cookies: Record<string, string>; headers: http.IncomingHttpHeaders; setCookies: string[] }) => [number, unknown]>}
   */
  const handlers = {
    login({ data, body, setCookies }) {
      const b = objectBody(body);
      const email = emailOf(b.Email);
      if (typeof b.Password !== "string" || b.Password === "") throw new HttpError(400, MESSAGES.password);
      const member = data.members.get(email);
      if (!member || member.Password !== b.Password) throw new HttpError(401, MESSAGES.wrongLogin);
      startSession(data, member.Email, setCookies);
      return [200, { marsToken: issueToken(data, member.Email), UserName: member.UserName, UserInfo: member.Email }];
    },

    createUser({ data, body, setCookies }) {
      const b = objectBody(body);
      const userName = typeof b.UserName === "string" ? b.UserName.trim() : "";
      if (!userName) throw new HttpError(400, MESSAGES.userName);
      if (userName.length > 60) throw new HttpError(400, MESSAGES.userNameLength);
      const email = emailOf(b.Email);
      if (typeof b.Password !== "string" || b.Password.length < 8) throw new HttpError(400, MESSAGES.passwordLength);
      if (data.members.has(email)) throw new HttpError(409, MESSAGES.emailTaken);
      data.nextMemberId += 1;
      data.members.set(email, { Id: data.nextMemberId, Email: email, Password: b.Password, UserName: userName });
      data.watchlists.set(email, []);
      data.tickets.set(email, []);
      startSession(data, email, setCookies);
      return [200, { Token: issueToken(data, email), UserName: userName, ContactEmail: email }];
    },

    forgotPassword({ data, body }) {
      const email = emailOf(objectBody(body).Email);
      if (!data.members.has(email)) throw new HttpError(404, MESSAGES.unknownEmail);
      data.passwordResets.push({ email, at: clock() });
      return [200, undefined];
    },

    switchTokensDx({ data, headers, setCookies }) {
      const token = String(headers["x-token"] ?? "").trim();
      if (!token) throw new HttpError(401, MESSAGES.noToken);
      const email = data.tokens.get(token);
      if (!email || !data.members.has(email)) throw new HttpError(401, MESSAGES.badToken);
      startSession(data, email, setCookies);
      return [200, undefined];
    },

    movieInfo({ data, query }) {
      const edi = (query.get("ediNumber") ?? "").trim();
      if (!edi) throw new HttpError(400, MESSAGES.ediMissing);
      const film = data.films.find((f) => f.Edis === edi);
      if (!film) throw new HttpError(404, MESSAGES.movieNotFound);
      return [200, film];
    },

    reviews({ data, query, cookies }) {
      const edi = (query.get("ediNumber") ?? "").trim();
      if (!edi) throw new HttpError(400, MESSAGES.ediMissing);
      const { skip, take } = paging(query, 20);
      const film = data.films.find((f) => f.Edis === edi);
      if (!film) throw new HttpError(404, MESSAGES.movieNotFound);
      const viewer = sessionMember(data, cookies);
      const page = data.reviews
        .filter((r) => r.MovieId === film.MovieId)
        .sort((a, b) => b.AddedAt.localeCompare(a.AddedAt))
        .slice(skip, skip + take)
        .map(({ likedBy, ...r }) => ({ ...r, IsLiked: Boolean(viewer && likedBy.has(viewer.Email)) }));
      return [200, page];
    },

    tickets({ data, query, cookies }) {
      const member = requireMember(data, cookies);
      const { skip, take } = paging(query, 10);
      const tickets = [...(data.tickets.get(member.Email) ?? [])].sort((a, b) => Date.parse(a.StartTime) - Date.parse(b.StartTime));
      return [200, tickets.slice(skip, skip + take)];
    },

    watchlist({ data, query, cookies }) {
      const member = requireMember(data, cookies);
      const { skip, take } = paging(query, 10);
      const ids = data.watchlists.get(member.Email) ?? [];
      const films = ids.map((id) => data.films.find((f) => f.MovieId === id)).filter((f) => f !== undefined);
      return [200, films.slice(skip, skip + take)];
    },

    addMovieToWatchList({ data, body, cookies }) {
      const member = requireMember(data, cookies);
      const raw = objectBody(body).id;
      if (raw === undefined || raw === null || raw === "") throw new HttpError(400, MESSAGES.movieIdMissing);
      const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isInteger(id)) throw new HttpError(400, MESSAGES.movieIdMissing);
      if (!data.films.some((f) => f.MovieId === id)) throw new HttpError(404, MESSAGES.movieIdUnknown);
      const list = data.watchlists.get(member.Email) ?? [];
      if (!list.includes(id)) list.push(id);
      data.watchlists.set(member.Email, list);
      return [200, true];
    },

    events({ data, query, rest }) {
      if (rest.length !== 2 || !(/** @type {readonly string[]} */ (PARTNERS.map(String))).includes(rest[1])) throw new HttpError(404, MESSAGES.notFound);
      const keys = [...new Set((query.get("keys") ?? "").split(",").map((k) => k.trim()).filter(Boolean))];
      if (keys.length > 200) throw new HttpError(400, MESSAGES.tooManyKeys);
      return [200, keys.map((k) => data.events.get(k)).filter((e) => e !== undefined)];
    },
  };

  /**
   * Test hooks under /__test/, answered only with `testHooks: true`. No XSRF check.
   * @returns {[number, unknown]}
   */
  function testHook(/** @type {string} */ name, /** @type {unknown} */ body) {
    if (name === "expire-sessions") return [200, { expired: expireSessions() }];
    if (name === "reset") {
      reset();
      return [200, { reset: true }];
    }
    if (name === "allow-origin") {
      // A test that serves the site on an address of its own lets that origin call the API too.
      const origin = String(/** @type {{ origin?: unknown }} */ (objectBody(body)).origin ?? "");
      let parsed;
      try {
        parsed = new URL(origin);
      } catch {
        throw new HttpError(400, "Oppgi origin, for eksempel \"http://localhost:9000\".");
      }
      if (parsed.origin !== origin) throw new HttpError(400, "Oppgi origin, for eksempel \"http://localhost:9000\".");
      origins.add(origin);
      return [200, { allowed: [...origins] }];
    }
    if (name === "fail-next") {
      failNext(/** @type {import("./server.d.mts").FailureRule} */ (/** @type {unknown} */ (objectBody(body))));
      return [200, { failNext: state.failures.map(({ path: p, status, remaining }) => ({ path: p, status, remaining })) }];
    }
    throw new HttpError(404, MESSAGES.notFound);
  }

  async function handle(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const cookies = parseCookies(req.headers.cookie);
    /** @type {string[]} */
    const setCookies = [];
    /** @type {Record<string, string>} */
    const headers = { "Cache-Control": "no-store", Vary: "Origin" };
    const origin = req.headers.origin;
    if (origin && origins.has(origin)) {
      headers["Access-Control-Allow-Origin"] = origin;
      headers["Access-Control-Allow-Credentials"] = "true";
    }
    if (!cookies[XSRF_COOKIE]) setCookies.push(`${XSRF_COOKIE}=${randomId(24)}; Path=/; SameSite=Lax`);

    const send = (/** @type {number} */ status, /** @type {unknown} */ body, /** @type {Record<string, string>} */ extra = {}) => {
      if (setCookies.length) res.setHeader("Set-Cookie", setCookies);
      if (body === undefined) {
        res.writeHead(status, { ...headers, ...extra, ...(status === 204 ? {} : { "Content-Length": "0" }) }).end();
      } else {
        const text = JSON.stringify(body);
        res.writeHead(status, { ...headers, ...extra, "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(text)) }).end(text);
      }
      return status;
    };

    if (req.method === "OPTIONS") {
      req.resume();
      return send(204, undefined, origin && origins.has(origin) ? PREFLIGHT_HEADERS : {});
    }

    const segments = url.pathname.split("/").filter(Boolean);
    const isHook = segments[0] === "__test" && testHooks && segments.length === 2;
    const data = /^\d+$/.test(segments[0] ?? "") ? state.partners[Number(segments[0])] : undefined;
    const rest = segments.slice(1);
    const route = data && rest.length > 0 ? rest[0] : undefined;
    const method = route !== undefined && Object.prototype.hasOwnProperty.call(ROUTES, route) ? ROUTES[route] : undefined;
    const known = isHook || (method !== undefined && (route === "events" || rest.length === 1));

    let raw = "";
    if (req.method === "POST" || req.method === "PUT" || req.method === "PATCH") {
      const body = await readBody(req);
      if (body === null) return send(413, { Message: MESSAGES.tooLarge });
      raw = body;
    } else {
      req.resume();
    }

    try {
      if (!known) throw new HttpError(404, MESSAGES.notFound);
      const parse = () => {
        if (raw.trim() === "") return undefined;
        try {
          return JSON.parse(raw);
        } catch {
          throw new HttpError(400, MESSAGES.badJson);
        }
      };
      if (isHook) {
        if (req.method !== "POST") return send(405, { Message: MESSAGES.method }, { Allow: "POST" });
        const [status, body] = testHook(segments[1], parse());
        return send(status, body);
      }

      const restPath = rest.join("/");
      const failure = state.failures.find((f) => restPath === f.path || restPath.startsWith(`${f.path}/`));
      if (failure) {
        failure.remaining -= 1;
        if (failure.remaining <= 0) state.failures.splice(state.failures.indexOf(failure), 1);
        return send(failure.status, { Message: MESSAGES.injected });
      }
      if (req.method !== method && !(method === "GET" && req.method === "HEAD")) return send(405, { Message: MESSAGES.method }, { Allow: `${method}, OPTIONS` });
      if (req.method === "POST") {
        const header = req.headers[XSRF_HEADER];
        if (!cookies[XSRF_COOKIE] || typeof header !== "string" || header !== cookies[XSRF_COOKIE]) throw new HttpError(403, MESSAGES.xsrf);
      }
      const body = route === "switchTokensDx" ? undefined : parse();
      const [status, answer] = handlers[/** @type {string} */ (route)]({ data: /** @type {import("./server.d.mts").PartnerData} */ (data), query: url.searchParams, rest, body, cookies, headers: req.headers, setCookies });
      return send(status, answer);
    } catch (err) {
      if (err instanceof HttpError) return send(err.status, { Message: err.message });
      return send(500, { Message: "Intern feil i utviklingsserveren." });
    }
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    handle(req, res).then(
      (status) => log?.(`${req.method} ${req.url} ${status} ${Date.now() - started} ms`),
      () => {
        if (!res.headersSent) res.writeHead(500).end();
      },
    );
  });

  return {
    server,
    state,
    reset,
    expireSessions,
    failNext,
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          const address = /** @type {import("node:net").AddressInfo} */ (server.address());
          // Report "localhost" for the loopback address, like scripts/static-server.mjs: the site at
          // http://localhost:9000 must be same-site with the API for its cookies to be sent and read.
          const shown = ["127.0.0.1", "0.0.0.0", "::", "localhost"].includes(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
          const url = `http://${shown}:${address.port}`;
          /** @type {Record<number, string>} */
          const baseUrls = {};
          for (const p of served) baseUrls[p] = `${url}/${p}/`;
          resolve({ url, port: address.port, baseUrls });
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
