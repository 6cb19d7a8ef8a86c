// The local stand-in for the cinema membership API (the contract in cinema-api.md), for development
// and tests only. One server answers for every partner it serves, each under its own base path:
// http://localhost:PORT/118/login, http://localhost:PORT/178/login. Each partner has its own members,
// tokens, sessions, tickets and watch lists, like two separate cinema systems.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PARTNERS, addDemoLikeMember, createPartnerData, type Partner, type PartnerData } from "./data";
import { HttpError, parseCookies, parseJson, randomId, readBody, writeAnswer } from "./http";
import { MESSAGES } from "./messages";
import { createRoutes, routeMethod } from "./routes";
import { createSessions } from "./sessions";
import { failureOf, memberOfRequest, takeFailure, testHook, type Failure, type FailureRule, type NewMember } from "./test-hooks";
import { guarded } from "../guarded-server";

export type { FailureRule, NewMember } from "./test-hooks";
export type { Partner, PartnerData } from "./data";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;
export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, "..", "..", "content");

const PREFLIGHT_HEADERS = {
  "Access-Control-Allow-Methods": "GET,POST,OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept, Authorization, X-XSRF-TOKEN, X-Token",
  "Access-Control-Max-Age": "600",
};

export interface CinemaApiOptions {
  /** Origins answered with CORS headers (credentials allowed). Default: none. */
  allowedOrigins?: string[];
  /** How long a session lasts from when it starts (login, createUser, switchTokensDx). Default 30 minutes. */
  sessionTtlMs?: number;
  /** Milliseconds since the epoch; sessions expire by this clock. Default Date.now. */
  clock?: () => number;
  /** Serve only this partner. Default: both 118 and 178, each under /<partner>/. */
  partner?: Partner;
  /** Answer POST /__test/new-member, /__test/expire-sessions, /__test/fail-next, /__test/reset and /__test/allow-origin. Default false. */
  testHooks?: boolean;
  /** Where content/productions/*.json are read from, for events. Default: the repo's content/. null: none. */
  contentDir?: string | null;
  /** Base of events' TicketUrl. Default the placeholder of src/links/external-links.ts. */
  ticketShopUrl?: string;
  /** Seats left per event id (0 = sold out), overriding the default rule. */
  eventSeats?: Record<string, number>;
  /** Called with one line per request. Default: nothing is logged. */
  log?: (line: string) => void;
}

export interface CinemaApiState {
  partners: Record<number, PartnerData>;
  failures: Failure[];
}

export interface Listening {
  /** http://localhost:PORT (no trailing slash). */
  url: string;
  port: number;
  /** Base URL per served partner: http://localhost:PORT/118/ */
  baseUrls: Record<number, string>;
}

export interface CinemaApi {
  server: http.Server;
  state: CinemaApiState;
  listen(port?: number, host?: string): Promise<Listening>;
  close(): Promise<void>;
  /** Fresh demo data; drops sessions, tokens, members other than the demo member and failure rules. */
  reset(): void;
  /** Ends every session now, or only those of `member` (an e-mail); returns how many there were. */
  expireSessions(member?: string): number;
  failNext(rule: FailureRule): void;
  /**
   * A member of its own for one test, in every served partner: a new e-mail and password, with the
   * demo member's data made as of now (tickets with their own QR codes, watch list, liked reviews).
   */
  newMember(options?: { userName?: string }): NewMember;
}

export function createCinemaApi(options: CinemaApiOptions = {}): CinemaApi {
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
  if (partner !== undefined && !PARTNERS.includes(partner))
    throw new Error(`Unknown cinema partner ${partner}: expected one of ${PARTNERS.join(", ")}`);
  const served = partner === undefined ? [...PARTNERS] : [partner];
  const origins = new Set(allowedOrigins);
  const state: CinemaApiState = { partners: {}, failures: [] };
  const sessions = createSessions({ clock, ttlMs: sessionTtlMs });
  const routes = createRoutes({ sessions, clock });
  // Counts the members newMember made, across resets: each has its own e-mail and QR codes.
  let memberSerial = 0;

  const control = {
    reset() {
      const now = clock();
      state.partners = {};
      for (const p of served) state.partners[p] = createPartnerData({ partner: p, now, contentDir, ticketShopUrl, eventSeats });
      state.failures.length = 0;
    },
    expireSessions: (member?: string) =>
      sessions.expireAll(Object.values(state.partners), member === undefined ? undefined : member.trim().toLowerCase()),
    failNext(rule: FailureRule) {
      state.failures.push(failureOf(rule));
    },
    newMember({ userName }: { userName?: string } = {}): NewMember {
      const partners = Object.values(state.partners);
      let email: string;
      do {
        memberSerial += 1;
        email = `kinomedlem-${memberSerial}@example.no`;
      } while (partners.some((data) => data.members.has(email)));
      const member = { Email: email, Password: `kino-${randomId(9)}`, UserName: userName ?? `Kinomedlem ${memberSerial}` };
      const now = clock();
      const qrCodes: Record<number, string[]> = {};
      for (const data of partners)
        qrCodes[data.partner] = addDemoLikeMember(data, member, { now, serial: memberSerial }).map((t) => t.QRCode);
      return { email, password: member.Password, userName: member.UserName, qrCodes };
    },
  };
  control.reset();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<number> {
    const cookies = parseCookies(req.headers.cookie);
    const setCookies: string[] = [];
    const headers: Record<string, string> = { "Cache-Control": "no-store", Vary: "Origin" };
    const origin = req.headers.origin;
    const allowed = Boolean(origin && origins.has(origin));
    if (allowed) {
      headers["Access-Control-Allow-Origin"] = origin as string;
      headers["Access-Control-Allow-Credentials"] = "true";
    }
    if (!cookies[XSRF_COOKIE]) setCookies.push(`${XSRF_COOKIE}=${randomId(24)}; Path=/; SameSite=Lax`);
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      if (setCookies.length) res.setHeader("Set-Cookie", setCookies);
      return writeAnswer(res, status, body, { ...headers, ...extra });
    };

    if (req.method === "OPTIONS") {
      req.resume();
      return send(204, undefined, allowed ? PREFLIGHT_HEADERS : {});
    }

    const segments = url.pathname.split("/").filter(Boolean);
    const isHook = segments[0] === "__test" && testHooks && segments.length === 2;
    const data = /^\d+$/.test(segments[0] ?? "") ? state.partners[Number(segments[0])] : undefined;
    const rest = segments.slice(1);
    const route = data && rest.length > 0 ? rest[0] : undefined;
    const method = routeMethod(route);
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
      if (isHook) {
        if (req.method !== "POST") return send(405, { Message: MESSAGES.method }, { Allow: "POST" });
        const [status, body] = testHook({ ...control, failures: state.failures, origins }, segments[1], parseJson(raw));
        return send(status, body);
      }
      const failure =
        state.failures.length > 0
          ? takeFailure(state.failures, rest.join("/"), memberOfRequest(data as PartnerData, route, raw, cookies, req.headers))
          : undefined;
      if (failure) return send(failure.status, { Message: MESSAGES.injected });
      if (req.method !== method && !(method === "GET" && req.method === "HEAD"))
        return send(405, { Message: MESSAGES.method }, { Allow: `${method}, OPTIONS` });
      if (req.method === "POST") {
        const header = req.headers[XSRF_HEADER];
        if (!cookies[XSRF_COOKIE] || typeof header !== "string" || header !== cookies[XSRF_COOKIE])
          throw new HttpError(403, MESSAGES.xsrf);
      }
      const body = route === "switchTokensDx" ? undefined : parseJson(raw);
      const [status, answer] = routes[route as string]({
        data: data as PartnerData,
        query: url.searchParams,
        rest,
        body,
        cookies,
        headers: req.headers,
        setCookies,
      });
      return send(status, answer);
    } catch (err) {
      if (err instanceof HttpError) return send(err.status, { Message: err.message });
      return send(500, { Message: MESSAGES.internal });
    }
  }

  // An address that cannot be read answers 400 and an error outside the routes' own handling 500
  // (dev/guarded-server.ts); the server serves on either way.
  const server = http.createServer(
    guarded(
      async (req, res, url) => {
        const started = Date.now();
        const status = await handle(req, res, url);
        log?.(`${req.method} ${req.url} ${status} ${Date.now() - started} ms`);
      },
      {
        badRequest: (res) => writeAnswer(res, 400, { Message: MESSAGES.badAddress }, { "Cache-Control": "no-store" }),
        internalError: (res) => writeAnswer(res, 500, { Message: MESSAGES.internal }, { "Cache-Control": "no-store" }),
        onError: (error, req) => log?.(`${req.method} ${req.url} 500 ${(error as Error)?.message ?? String(error)}`),
      },
    ),
  );

  return {
    server,
    state,
    ...control,
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          const address = server.address() as AddressInfo;
          // Report "localhost" for the loopback address, as scripts/nginx.ts does for the site: the site at
          // http://localhost:9000 must be same-site with the API for its cookies to be sent and read.
          const shown = ["127.0.0.1", "0.0.0.0", "::", "localhost"].includes(host)
            ? "localhost"
            : host.includes(":")
              ? `[${host}]`
              : host;
          const url = `http://${shown}:${address.port}`;
          const baseUrls: Record<number, string> = {};
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
