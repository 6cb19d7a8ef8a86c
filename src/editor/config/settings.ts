/**
 * Where the editor saves, decided when the site is built:
 * - `npm start` sets EDITOR_LOCAL_BACKEND to its local Decap server (scripts/editor/): the editor
 *   writes to content/ on this machine. Only a loopback address is accepted, so a build can never
 *   send an editor's saves to another machine without a login;
 * - any other build (the workflow's, `npm run build`) logs in with GitHub: EDITOR_GITHUB_REPO
 *   ("owner/name", the workflow passes its own repository), EDITOR_GITHUB_BRANCH (main) and
 *   EDITOR_AUTH_URL, the OAuth service that hands out the GitHub token (Netlify's by default).
 *   EDITOR_GITHUB_API_ROOT names another GitHub API than https://api.github.com: an https:// one
 *   (GitHub Enterprise), or the local stand-in on a loopback address (dev/github-api/), which also
 *   serves the login, so with it and no EDITOR_AUTH_URL the login goes there too. The editor, its
 *   check across files and the admin page's Content-Security-Policy all follow this one setting.
 */
export type EditorSettings =
  | { backend: "local"; proxyUrl: string; siteBuildUrl: string }
  | { backend: "github"; repo: string; branch: string; baseUrl?: string; apiRoot: string; siteBuildUrl: string };

/** Decap's GitHub backend's own default API root. */
export const GITHUB_API_ROOT = "https://api.github.com";

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost):([1-9][0-9]{0,4})\/api\/v1$/;
const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const BRANCH = /^[A-Za-z0-9._/-]+$/;
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:[0-9]+)?$/;
/** https with a plain host and an optional path (GitHub Enterprise's /api/v3), or a loopback stand-in. */
const API_ROOT = /^(https:\/\/[a-z0-9.-]+(:[0-9]+)?(\/[A-Za-z0-9._~-]+)*|http:\/\/(127\.0\.0\.1|localhost):[1-9][0-9]{0,4})$/;

/** The site's own build record, which the editor reads to tell when a save is live. */
const SITE_BUILD_URL = "/build.json";

export function editorSettings(env: NodeJS.ProcessEnv): EditorSettings {
  const local = env.EDITOR_LOCAL_BACKEND;
  if (local) {
    if (!LOOPBACK.test(local))
      throw new Error(
        `EDITOR_LOCAL_BACKEND: expected http://127.0.0.1:<port>/api/v1 or http://localhost:<port>/api/v1, got ${JSON.stringify(local)}`,
      );
    return { backend: "local", proxyUrl: local, siteBuildUrl: SITE_BUILD_URL };
  }
  const repo = env.EDITOR_GITHUB_REPO || "rissa-kulturhus/nettsted";
  const branch = env.EDITOR_GITHUB_BRANCH || "main";
  const apiRoot = env.EDITOR_GITHUB_API_ROOT || GITHUB_API_ROOT;
  if (!API_ROOT.test(apiRoot))
    throw new Error(
      `EDITOR_GITHUB_API_ROOT: expected an https:// URL like "https://github.example.no/api/v3", or the local stand-in's http://127.0.0.1:<port>, got ${JSON.stringify(apiRoot)}`,
    );
  const standIn = apiRoot.startsWith("http://");
  const baseUrl = env.EDITOR_AUTH_URL || (standIn ? apiRoot : undefined);
  if (!REPO.test(repo)) throw new Error(`EDITOR_GITHUB_REPO: expected "owner/name", got ${JSON.stringify(repo)}`);
  if (!BRANCH.test(branch)) throw new Error(`EDITOR_GITHUB_BRANCH: expected a branch name, got ${JSON.stringify(branch)}`);
  if (baseUrl !== undefined && baseUrl !== apiRoot && !HTTPS_ORIGIN.test(baseUrl))
    throw new Error(
      `EDITOR_AUTH_URL: expected an https:// origin like "https://auth.example.no", got ${JSON.stringify(baseUrl)}`,
    );
  return { backend: "github", repo, branch, ...(baseUrl ? { baseUrl } : {}), apiRoot, siteBuildUrl: SITE_BUILD_URL };
}
