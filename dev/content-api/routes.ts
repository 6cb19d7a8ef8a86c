// The three services the stand-in plays, each a handler for its part of the address space.
import type http from "node:http";
import { randomBytes } from "node:crypto";
import type { ServedContent } from "./content";
import { basicCredentials, same, type Credentials } from "./credentials";
import { decodeOrRefuse, readBody, send } from "./http";

export interface Tokens {
  /** Milliseconds a token is good for. */
  ttlMs: number;
  /** How many management calls one token is good for (then 401); 0 or undefined: no limit. */
  uses?: number;
  clock: () => number;
  held: Map<string, { expires: number; uses: number }>;
  issued: string[];
}

/** POST /idp/token: client credentials, HTTP Basic or form fields, not both. */
export async function tokenEndpoint(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  creds: Credentials,
  tokens: Tokens,
): Promise<void> {
  if (req.method !== "POST")
    return send(res, 405, { error: "invalid_request", error_description: "POST only" }, { Allow: "POST" });
  const form = new URLSearchParams(await readBody(req));
  const basic = basicCredentials(req.headers.authorization);
  // RFC 6749 2.3.1: a client must not use more than one authentication method in a request.
  if (basic && (form.has("client_id") || form.has("client_secret")))
    return send(res, 400, {
      error: "invalid_request",
      error_description: "Klienten autentiserte seg både med Basic og med skjemafelt; bruk én metode.",
    });
  const id = basic ? decodeOrRefuse(basic.user) : form.get("client_id");
  const secret = basic ? decodeOrRefuse(basic.password) : form.get("client_secret");
  if (form.get("grant_type") !== "client_credentials") return send(res, 400, { error: "unsupported_grant_type" });
  // The refusal echoes what was sent, as a careless server might, so tests see the build mask it.
  if (!same(id, creds.clientId) || !same(secret, creds.clientSecret))
    return send(res, 401, { error: "invalid_client", error_description: `Ukjent klient ${id} med hemmeligheten ${secret}.` });
  const value = `mgmt-${randomBytes(18).toString("hex")}`;
  tokens.held.set(value, { expires: tokens.clock() + tokens.ttlMs, uses: 0 });
  tokens.issued.push(value);
  return send(res, 200, { access_token: value, token_type: "Bearer", expires_in: Math.floor(tokens.ttlMs / 1000) });
}

const knownSite = (data: ServedContent, encodedId: string) => data.sites.some((s) => String(s.id) === decodeOrRefuse(encodedId));

/** GET /management-api/site/{siteId}/block-data|article?stable=1, with a bearer token. */
export function managementApi(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  data: ServedContent,
  tokens: Tokens,
): void {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization || "");
  const held = bearer ? tokens.held.get(bearer[1]) : undefined;
  if (!held || held.expires <= tokens.clock() || (tokens.uses && held.uses >= tokens.uses))
    return send(
      res,
      401,
      { Message: "Tilgangstokenet mangler eller er utløpt." },
      { "WWW-Authenticate": 'Bearer error="invalid_token"' },
    );
  held.uses += 1;
  if (url.searchParams.get("stable") !== "1") return send(res, 400, { Message: "stable=1 er påkrevd." });
  const m = /^\/management-api\/site\/([^/]+)\/(block-data|article)$/.exec(url.pathname);
  if (!m || !knownSite(data, m[1])) return send(res, 404, { Message: "Fant ikke nettstedet." });
  return send(res, 200, m[2] === "block-data" ? data.pages : data.articles);
}

/** GET /content-api/sites and /content-api/sites/{siteId}/events|basic_events, with basic auth. */
export function contentDataApi(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  data: ServedContent,
  creds: Credentials,
): void {
  const basic = basicCredentials(req.headers.authorization);
  if (!basic || !same(basic.user, creds.user) || !same(basic.password, creds.password))
    return send(
      res,
      401,
      { Message: `Feil brukernavn eller passord: ${basic ? `${basic.user}/${basic.password}` : "ingen oppgitt"}.` },
      { "WWW-Authenticate": 'Basic realm="innhold"' },
    );
  if (url.pathname === "/content-api/sites") return send(res, 200, data.sites);
  const m = /^\/content-api\/sites\/([^/]+)\/(events|basic_events)$/.exec(url.pathname);
  if (!m || !knownSite(data, m[1])) return send(res, 404, { Message: "Fant ikke adressen." });
  return send(res, 200, m[2] === "events" ? data.events : data.basicEvents);
}
