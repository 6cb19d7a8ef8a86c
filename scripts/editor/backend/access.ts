import crypto from "node:crypto";
import type http from "node:http";

/**
 * Who may talk to the editor's local backend: the /admin/ page of the same `npm start`, and nothing
 * else on this machine or on the internet. A browser lets any page send a request to 127.0.0.1, and
 * a name made to point at 127.0.0.1 (DNS rebinding) makes the browser think it is the page's own
 * server; so every request must have
 * - exactly this backend's `Host` (a rebinding name arrives with its own name in `Host`),
 * - exactly one of the site's origins in `Origin` (a browser always sends it across origins, and a
 *   page cannot forge it),
 * - and, except for the one request that fetches it, the start's secret in `X-Editor-Token`. The
 *   secret is handed out only to the site's own origin (CORS lets no other origin read the answer).
 * Anything else gets 403 and changes nothing, preflights included.
 */
export const TOKEN_HEADER = "x-editor-token";

/** The headers the editor's requests carry (Decap sends JSON; the secret rides beside it). */
const ALLOWED_REQUEST_HEADERS = new Set(["content-type", TOKEN_HEADER]);

export interface Access {
  /** The one `Host` accepted, e.g. "127.0.0.1:8081". */
  host: string;
  /** The site's origins, e.g. "http://localhost:9000"; compared as exact strings. */
  origins: readonly string[];
  /** This start's secret. */
  token: string;
}

export const newToken = () => crypto.randomBytes(32).toString("base64url");

export type Verdict = { ok: true; origin: string } | { ok: false; reason: string };

/** One header's value, or null when it is missing or given more than once. */
function single(req: http.IncomingMessage, name: string): string | null {
  const raw = req.headersDistinct[name];
  return raw && raw.length === 1 ? raw[0] : null;
}

/** `Host` and `Origin` as the rules above want them; says which failed. */
export function checkCaller(req: http.IncomingMessage, access: Access): Verdict {
  // Node keeps the first of two Host headers in req.headers; the raw list shows both.
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === "host");
  const host = single(req, "host");
  if (hosts.length !== 1 || host !== access.host) return { ok: false, reason: `Host ${JSON.stringify(host)}` };
  const origin = single(req, "origin");
  if (origin === null || !access.origins.includes(origin)) return { ok: false, reason: `Origin ${JSON.stringify(origin)}` };
  return { ok: true, origin };
}

const sameSecret = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** A request that may act: right caller and the start's secret. */
export function checkRequest(req: http.IncomingMessage, access: Access): Verdict {
  const caller = checkCaller(req, access);
  if (!caller.ok) return caller;
  const given = single(req, TOKEN_HEADER);
  if (given === null || !sameSecret(given, access.token)) return { ok: false, reason: "no or wrong secret" };
  return caller;
}

/** A preflight the editor's own requests need: POST, with at most the headers above. */
export function checkPreflight(req: http.IncomingMessage, access: Access): Verdict {
  const caller = checkCaller(req, access);
  if (!caller.ok) return caller;
  if (single(req, "access-control-request-method") !== "POST") return { ok: false, reason: "method" };
  const asked = (single(req, "access-control-request-headers") ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (!asked.every((h) => ALLOWED_REQUEST_HEADERS.has(h))) return { ok: false, reason: `headers ${asked.join(",")}` };
  return caller;
}

/** The answer headers that let the one allowed origin read an answer, and no other. */
export const corsHeaders = (origin: string): Record<string, string> => ({
  "Access-Control-Allow-Origin": origin,
  Vary: "Origin",
});

export const preflightHeaders = (origin: string): Record<string, string> => ({
  ...corsHeaders(origin),
  "Access-Control-Allow-Methods": "POST",
  "Access-Control-Allow-Headers": [...ALLOWED_REQUEST_HEADERS].join(", "),
  "Access-Control-Max-Age": "600",
});
