// The local stand-in for GitHub as the web editor's production configuration uses it (Decap's GitHub
// backend, and the editor's own GraphQL query), backed by a real bare git repository: a save is a
// commit `git log` shows, and the branch moves as a push would move it. For tests and for trying the
// production editor on one machine (dev/github-api/README.md). The calls it answers:
//   GET  /auth?provider=github…                 the OAuth popup's handshake (auth-page.ts)
//   GET  /user
//   GET  /repos/{owner}/{name}                  with permissions.push
//   GET  /repos/{owner}/{name}/branches/{branch}
//   GET  /repos/{owner}/{name}/git/refs/{heads/branch}
//   GET  /repos/{owner}/{name}/git/trees/{sha or branch:path}[?recursive=1]
//   GET  /repos/{owner}/{name}/git/blobs/{sha}
//   GET  /repos/{owner}/{name}/commits?path=&sha=
//   POST /repos/{owner}/{name}/git/blobs | git/trees | git/commits
//   PATCH /repos/{owner}/{name}/git/refs/heads/{branch}
//   POST /graphql                               the editor's one query (graphql.ts)
// Anything else is 404 with GitHub's JSON. It answers requests for its own host only, and from the
// site's origin only (CORS for that origin, nothing for others).
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { guarded } from "../guarded-server";
import { authPage } from "./auth-page";
import { openGit } from "./git";
import { runQuery } from "./graphql";
import { ApiError, notFound, readJson, sendError, sendJson } from "./http";
import {
  blobJson,
  branchJson,
  commitsJson,
  createBlob,
  createCommit,
  createTree,
  refJson,
  repoJson,
  treeJson,
  updateRef,
  userJson,
  type Json,
  type RepoContext,
  type User,
} from "./routes";

export interface GithubApiOptions {
  /** The bare repository (git init --bare) the stand-in serves. */
  repoDir: string;
  /** "owner/name", as the editor is configured (EDITOR_GITHUB_REPO). */
  repo: string;
  branch?: string;
  /** The site whose editor may call (its origin, e.g. http://127.0.0.1:9000). */
  siteOrigin: string;
  /** The token the login hands out and every call must carry; a random one unless given. */
  token?: string;
  user?: User;
  clock?: () => Date;
}

export interface GithubApiListening {
  /** http://127.0.0.1:<port>: EDITOR_GITHUB_API_ROOT. */
  url: string;
  port: number;
}

export interface GithubApi {
  token: string;
  listen(port?: number, host?: string): Promise<GithubApiListening>;
  close(): Promise<void>;
  /** The environment a build needs for its editor to save here. */
  env(listening: GithubApiListening): Record<string, string>;
  /** Calls answered so far: method, path with query, status. */
  requests(): { method: string; path: string; status: number }[];
}

export const DEFAULT_USER: User = { login: "redaktor", name: "Redaktør Rissa", email: "redaktor@rissakulturhus.no" };

/** Photos come as base64 in a JSON body: 40 megapixels as a camera saves them fit. */
const BODY_LIMIT = 64 * 1024 * 1024;
const ALLOWED_HEADERS =
  "Authorization, Content-Type, Accept, Cache-Control, Pragma, If-None-Match, If-Modified-Since, X-GitHub-Api-Version";
const ALLOWED_METHODS = "GET, POST, PATCH, PUT, DELETE";

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new ApiError(400, "Bad Request");
  }
}

export function createGithubApi(options: GithubApiOptions): GithubApi {
  const token = options.token ?? `gho_${crypto.randomBytes(18).toString("hex")}`;
  const branch = options.branch ?? "main";
  const siteOrigin = new URL(options.siteOrigin).origin;
  const log: { method: string; path: string; status: number }[] = [];
  let ownHost = "";
  let apiUrl = "";
  const ctx = (): RepoContext => ({
    git: openGit(options.repoDir),
    repo: options.repo,
    branch,
    user: options.user ?? DEFAULT_USER,
    apiUrl,
    clock: options.clock ?? (() => new Date()),
  });

  function authorized(req: http.IncomingMessage): void {
    const [scheme, given] = (req.headers.authorization ?? "").split(" ");
    const same =
      /^(token|bearer)$/i.test(scheme ?? "") &&
      typeof given === "string" &&
      given.length === token.length &&
      crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token));
    if (!same) throw new ApiError(401, "Bad credentials");
  }

  async function route(req: http.IncomingMessage, url: URL): Promise<Json> {
    const method = req.method ?? "GET";
    const parts = url.pathname.split("/").slice(1);
    if (url.pathname === "/graphql" && method === "POST") {
      authorized(req);
      return runQuery(ctx(), await readJson(req, BODY_LIMIT));
    }
    if (url.pathname === "/user" && method === "GET") {
      authorized(req);
      return userJson(ctx());
    }
    if (parts[0] !== "repos" || parts.length < 3) throw notFound();
    authorized(req);
    // GitHub says 404, not 403, for a repository the token may not see.
    if (`${parts[1]}/${parts[2]}` !== options.repo) throw notFound();
    const rest = parts.slice(3).map(decoded);
    const c = ctx();
    const [a, b] = rest;
    if (method === "GET") {
      if (rest.length === 0) return repoJson(c);
      if (a === "branches" && rest.length === 2) return branchJson(c, b);
      if (a === "commits" && rest.length === 1) return commitsJson(c, url.searchParams);
      if (a === "git" && b === "refs" && rest.length >= 4) return refJson(c, rest.slice(2).join("/"));
      if (a === "git" && b === "trees" && rest.length >= 3)
        return treeJson(c, rest.slice(2).join("/"), url.searchParams.has("recursive"));
      if (a === "git" && b === "blobs" && rest.length === 3) return blobJson(c, rest[2]);
    }
    if (method === "POST" && a === "git" && rest.length === 2) {
      if (b === "blobs") return createBlob(c, await readJson(req, BODY_LIMIT));
      if (b === "trees") return createTree(c, await readJson(req, BODY_LIMIT));
      if (b === "commits") return createCommit(c, await readJson(req, BODY_LIMIT));
    }
    if (method === "PATCH" && a === "git" && b === "refs" && rest.length >= 4)
      return updateRef(c, rest.slice(2).join("/"), await readJson(req, BODY_LIMIT));
    throw notFound();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    res.on("finish", () => log.push({ method: req.method ?? "GET", path: url.pathname + url.search, status: res.statusCode }));
    if (req.headers.host !== ownHost) {
      req.resume();
      return sendError(res, new ApiError(421, "Misdirected Request"));
    }
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== siteOrigin && origin !== apiUrl) {
      req.resume();
      return sendError(res, new ApiError(403, "Origin not allowed"));
    }
    const cors: Record<string, string> =
      origin === siteOrigin
        ? { "Access-Control-Allow-Origin": siteOrigin, "Access-Control-Expose-Headers": "Link, ETag", Vary: "Origin" }
        : {};
    if (req.method === "OPTIONS" && origin === siteOrigin) {
      res.writeHead(204, {
        ...cors,
        "Access-Control-Allow-Methods": ALLOWED_METHODS,
        "Access-Control-Allow-Headers": ALLOWED_HEADERS,
        "Access-Control-Max-Age": "600",
      });
      return void res.end();
    }
    if (url.pathname === "/auth" && req.method === "GET") {
      if (url.searchParams.get("provider") !== "github") return sendError(res, notFound());
      const { html, csp } = authPage(siteOrigin, token);
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": csp,
      });
      return void res.end(html);
    }
    try {
      const answer = await route(req, url);
      const created = req.method === "POST" && url.pathname !== "/graphql";
      sendJson(res, created ? 201 : 200, answer, cors);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      req.resume();
      sendError(res, error, cors);
    }
  }

  const server = http.createServer(
    guarded(handle, {
      badRequest: (res) => sendError(res, new ApiError(400, "Bad Request")),
      internalError: (res) => sendError(res, new ApiError(500, "Server Error")),
    }),
  );

  return {
    token,
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          ownHost = `${host}:${address.port}`;
          apiUrl = `http://${ownHost}`;
          resolve({ url: apiUrl, port: address.port });
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
      return { EDITOR_GITHUB_API_ROOT: listening.url, EDITOR_GITHUB_REPO: options.repo, EDITOR_GITHUB_BRANCH: branch };
    },
    requests: () => log.slice(),
  };
}
