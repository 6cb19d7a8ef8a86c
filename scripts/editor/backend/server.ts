import http from "node:http";
import { guarded } from "../../../dev/guarded-server";
import { checkCaller, checkPreflight, checkRequest, corsHeaders, preflightHeaders, type Access } from "./access";
import { answer, Refused } from "./actions";

/**
 * The editor's local backend (`npm start`): Decap's local backend protocol on one address,
 * `POST /api/v1`, for the /admin/ page of the site alone (access.ts), over the content files alone
 * (repo-paths.ts, actions.ts). `GET /api/v1/session` hands that page this start's secret.
 */
export const API_PATH = "/api/v1";
export const SESSION_PATH = `${API_PATH}/session`;

/** A photo of at most 10 MB arrives as base64 in JSON: about 13.4 MB. Anything larger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface BackendOptions {
  root: string;
  access: Access;
  redirectHosts: string[];
  onWritten: () => void;
  log?: (line: string) => void;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res
    .writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers })
    .end(JSON.stringify(body));

/** The body, or null when it is larger than the limit (the rest is not read). */
function readBody(req: http.IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.destroy();
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function createEditorBackend(options: BackendOptions): http.Server {
  const { access, log = () => undefined } = options;
  // One request at a time: a save's check and its write see the files as no other save leaves them.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, reason: string) => {
    log(`Redigeringens lagring avviste ${req.method} ${JSON.stringify(req.url)}: ${reason}`);
    req.resume();
    json(res, 403, { error: "Ikke tillatt." });
  };

  return http.createServer(
    guarded(async (req, res, url) => {
      if (url.pathname === SESSION_PATH && req.method === "GET" && url.search === "") {
        const caller = checkCaller(req, access);
        if (!caller.ok) return refuse(req, res, caller.reason);
        return json(res, 200, { token: access.token }, corsHeaders(caller.origin));
      }
      if (url.pathname !== API_PATH || url.search !== "") return refuse(req, res, "address");
      if (req.method === "OPTIONS") {
        const verdict = checkPreflight(req, access);
        if (!verdict.ok) return refuse(req, res, verdict.reason);
        return res.writeHead(204, preflightHeaders(verdict.origin)).end();
      }
      if (req.method !== "POST") return refuse(req, res, `method ${req.method}`);
      const verdict = checkRequest(req, access);
      if (!verdict.ok) return refuse(req, res, verdict.reason);
      const cors = corsHeaders(verdict.origin);
      if (!/^application\/json(;|$)/i.test(req.headers["content-type"] ?? "")) {
        req.resume();
        return json(res, 415, { error: "Forventet JSON." }, cors);
      }
      const body = await readBody(req);
      if (!body) return json(res, 413, { error: "For stor forespørsel: største bilde er 10 MB." }, cors);
      let request: { action?: unknown; params?: unknown };
      try {
        request = JSON.parse(body.toString("utf8")) as typeof request;
      } catch {
        return json(res, 400, { error: "Forespørselen er ikke gyldig JSON." }, cors);
      }
      const params = request?.params && typeof request.params === "object" ? (request.params as Record<string, unknown>) : {};
      try {
        const result = await inTurn(() => answer(options, request?.action, params));
        json(res, 200, result, cors);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        log(`Redigeringens lagring avviste ${String(request?.action)}: ${error.message.split("\n")[0]}`);
        json(res, error.status, { error: error.message }, cors);
      }
    }),
  );
}
