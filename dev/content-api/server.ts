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
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_CONTENT_DIR, readContent, type ServedContent } from "./content";
import { DEFAULT_CREDENTIALS, type Credentials } from "./credentials";
import { BadRequest, send } from "./http";
import { guarded } from "../guarded-server";
import { contentDataApi, managementApi, tokenEndpoint, type Tokens } from "./routes";

export { readContent } from "./content";

const DEFAULT_TOKEN_TTL_MS = 5 * 60 * 1000;

export interface ContentApisOptions extends Partial<Credentials> {
  contentDir?: string;
  tokenTtlMs?: number;
  /** How many management calls one token is good for (then 401), to exercise renewal. */
  tokenUses?: number;
  clock?: () => number;
}

export interface ContentApisListening {
  url: string;
  port: number;
  contentUrl: string;
  managementUrl: string;
  tokenUrl: string;
}

/** An answer given instead of the real one: a status with a JSON or text body, none at all (`hang`), or a body cut halfway (`breakOff`). */
export interface CannedAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  hang?: boolean;
  breakOff?: boolean;
}

export interface ContentApis {
  credentials: Credentials;
  /** Starts listening; resolves with the URLs to put in CONTENT_API_URL, MANAGEMENT_API_URL and MANAGEMENT_TOKEN_URL. */
  listen(port?: number, host?: string): Promise<ContentApisListening>;
  close(): Promise<void>;
  /** The environment a build needs to read from this stand-in. */
  env(listening: ContentApisListening): Record<string, string>;
  /** The next `times` calls to `path` get this answer instead. */
  answerNext(path: string, answer: CannedAnswer, times?: number): void;
  /** Every token issued gets refused from now on. */
  expireTokens(): void;
  /** Calls answered so far: method, path with query, status. */
  requests(): { method: string; path: string; status: number }[];
  /** Every access token issued, for tests that check none of them leaked. */
  issuedTokens(): string[];
}

export function createContentApis(options: ContentApisOptions = {}): ContentApis {
  const contentDir = options.contentDir || DEFAULT_CONTENT_DIR;
  const given = Object.fromEntries(Object.entries(options).filter(([k, v]) => k in DEFAULT_CREDENTIALS && v));
  const creds: Credentials = { ...DEFAULT_CREDENTIALS, ...given };
  const tokens: Tokens = {
    ttlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    uses: options.tokenUses,
    clock: options.clock || Date.now,
    held: new Map(),
    issued: [],
  };
  const log: { method: string; path: string; status: number }[] = [];
  let overrides: (CannedAnswer & { path: string; times: number })[] = [];

  /** A canned answer for this path, if one is waiting; true when it answered (or took the connection). */
  function answerCanned(res: http.ServerResponse, url: URL): boolean {
    const override = overrides.find((o) => o.path === url.pathname);
    if (!override) return false;
    override.times -= 1;
    overrides = overrides.filter((o) => o.times > 0);
    if (override.hang) return true; // takes the connection and never answers
    if (override.breakOff) {
      // Promises a body, sends the start of it, then cuts the connection.
      res.writeHead(override.status ?? 200, { "Content-Type": "application/json; charset=utf-8", "Content-Length": "1000" });
      res.write('[{"id":', () => res.destroy());
    } else if (override.text !== undefined) send(res, override.status ?? 200, override.text);
    else send(res, override.status ?? 200, override.json ?? { Message: "Intern feil." });
    return true;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    if (answerCanned(res, url)) return;
    if (url.pathname === "/idp/token") return tokenEndpoint(req, res, creds, tokens);
    if (req.method !== "GET") return send(res, 405, { Message: "Metoden er ikke tillatt." }, { Allow: "GET" });
    let data: ServedContent;
    try {
      data = readContent(contentDir);
    } catch (error) {
      return send(res, 500, { Message: `Innholdet kunne ikke leses: ${(error as Error).message}` });
    }
    if (url.pathname.startsWith("/content-api/")) return contentDataApi(req, res, url, data, creds);
    if (url.pathname.startsWith("/management-api/")) return managementApi(req, res, url, data, tokens);
    return send(res, 404, { Message: "Fant ikke adressen." });
  }

  // An address that cannot be read answers 400, a request the handlers refuse as unreadable
  // (BadRequest) 400 too, and any other error 500 (dev/guarded-server.ts); the server serves on.
  const server = http.createServer(
    guarded(
      async (req, res, url) => {
        res.on("finish", () =>
          log.push({ method: req.method || "GET", path: url.pathname + url.search, status: res.statusCode }),
        );
        try {
          await handle(req, res, url);
        } catch (error) {
          if (!(error instanceof BadRequest) || res.headersSent) throw error;
          send(res, 400, { Message: `Ugyldig forespørsel: ${error.message}` });
        }
      },
      {
        badRequest: (res) => send(res, 400, { Message: "Adressen i forespørselen kan ikke leses." }),
        internalError: (res) => send(res, 500, { Message: "Intern feil i utviklingsserveren." }),
      },
    ),
  );

  return {
    credentials: creds,
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          const url = `http://${host}:${address.port}`;
          resolve({
            url,
            port: address.port,
            contentUrl: `${url}/content-api/`,
            managementUrl: `${url}/management-api/`,
            tokenUrl: `${url}/idp/token`,
          });
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      });
    },
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
    answerNext(pathname, answer, times = 1) {
      overrides.push({ path: pathname, ...answer, times });
    },
    expireTokens() {
      for (const held of tokens.held.values()) held.expires = 0;
    },
    requests: () => log.slice(),
    issuedTokens: () => tokens.issued.slice(),
  };
}
