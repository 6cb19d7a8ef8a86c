/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createGithubApi, type GithubApi } from "./server";
import { githubQuery } from "../../src/editor/save/other-files";

const SITE = "http://127.0.0.1:9000";
const REPO = "rissa-kulturhus/nettsted";
const FILE = "content/productions/konsert.json";

let dir: string;
let bare: string;
let api: GithubApi;
let base: string;

const git = (...args: string[]) => execFileSync("git", ["--git-dir", bare, ...args], { encoding: "utf8" }).trim();

function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, {
    method,
    headers: { Authorization: `token ${api.token}`, "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const json = async (method: string, url: string, body?: unknown) => {
  const res = await call(method, url, body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "github-api-test-"));
  const work = path.join(dir, "work");
  bare = path.join(dir, "repo.git");
  fs.mkdirSync(path.join(work, "content", "productions"), { recursive: true });
  fs.writeFileSync(path.join(work, FILE), '{ "title": "Konsert" }\n');
  fs.writeFileSync(path.join(work, "redirects.json"), "[]\n");
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: "A",
    GIT_AUTHOR_EMAIL: "a@b.no",
    GIT_COMMITTER_NAME: "A",
    GIT_COMMITTER_EMAIL: "a@b.no",
  };
  execFileSync("git", ["init", "-q", "-b", "main", work]);
  execFileSync("git", ["-C", work, "add", "."]);
  execFileSync("git", ["-C", work, "commit", "-q", "-m", "Første"], { env });
  execFileSync("git", ["clone", "-q", "--bare", work, bare]);
  api = createGithubApi({ repoDir: bare, repo: REPO, siteOrigin: SITE });
  base = (await api.listen(0)).url;
});

afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a save as Decap's GitHub backend makes it is a commit on main that git log shows", async () => {
  expect((await json("GET", "/user")).body.login).toBe("redaktor");
  const repo = await json("GET", `/repos/${REPO}`);
  expect(repo.body).toMatchObject({ full_name: REPO, permissions: { push: true } });

  const tree = await json("GET", `/repos/${REPO}/git/trees/main:content/productions`);
  expect(tree.body.tree).toEqual([expect.objectContaining({ path: "konsert.json", type: "blob" })]);
  const blob = await json("GET", `/repos/${REPO}/git/blobs/${(tree.body.tree as { sha: string }[])[0].sha}`);
  expect(Buffer.from(blob.body.content as string, "base64").toString()).toBe('{ "title": "Konsert" }\n');
  // The directory escaped, as getFileSha asks.
  expect((await json("GET", `/repos/${REPO}/git/trees/main:${encodeURIComponent("content/productions")}`)).status).toBe(200);

  const head = (await json("GET", `/repos/${REPO}/branches/main`)).body as unknown as { commit: { sha: string } };
  const newBlob = await json("POST", `/repos/${REPO}/git/blobs`, {
    content: Buffer.from('{ "title": "Konsert – avlyst" }\n').toString("base64"),
    encoding: "base64",
  });
  expect(newBlob.status).toBe(201);
  const newTree = await json("POST", `/repos/${REPO}/git/trees`, {
    base_tree: head.commit.sha,
    tree: [{ path: FILE, mode: "100644", type: "blob", sha: newBlob.body.sha }],
  });
  const commit = await json("POST", `/repos/${REPO}/git/commits`, {
    message: "Endret Program «konsert»",
    tree: newTree.body.sha,
    parents: [head.commit.sha],
  });
  expect(commit.status).toBe(201);
  const moved = await json("PATCH", `/repos/${REPO}/git/refs/heads/main`, { sha: commit.body.sha, force: false });
  expect(moved.body).toMatchObject({ ref: "refs/heads/main", object: { sha: commit.body.sha } });

  expect(git("log", "--format=%s|%an", "main")).toBe("Endret Program «konsert»|Redaktør Rissa\nFørste|A");
  expect(git("show", `main:${FILE}`)).toBe('{ "title": "Konsert – avlyst" }');
  // Only that file changed.
  expect(git("diff", "--name-only", "main~1", "main")).toBe(FILE);
  const history = await json("GET", `/repos/${REPO}/commits?path=${FILE}&sha=main`);
  expect((history.body as unknown as unknown[]).length).toBe(2);

  // A save over a branch that moved on meanwhile is refused, not a lost commit.
  const stale = await json("PATCH", `/repos/${REPO}/git/refs/heads/main`, { sha: head.commit.sha });
  expect(stale.status).toBe(422);
  expect(git("rev-parse", "main")).toBe(commit.body.sha);
});

test("the editor's GraphQL query gets every content file and redirects.json", async () => {
  const { query, variables } = githubQuery(REPO, "main");
  const answer = (await json("POST", "/graphql", { query, variables })).body as unknown as {
    data: { repository: Record<string, { entries?: { name: string; object: { text: string } }[]; text?: string } | null> };
  };
  expect(answer.data.repository.f0?.entries?.map((e) => e.name)).toEqual(["konsert.json"]);
  expect(answer.data.repository.f1).toBeNull();
  expect(answer.data.repository.redirects?.text).toBe("[]\n");
  const other = (await json("POST", "/graphql", { query: "{ viewer { login } }" })).body as unknown as { errors: unknown[] };
  expect(other.errors).toHaveLength(1);
});

test("calls outside the set are 404 with GitHub's JSON; a wrong token is 401", async () => {
  for (const [method, url] of [
    ["GET", `/repos/${REPO}/pulls`],
    ["GET", `/repos/${REPO}/contents/${FILE}`],
    ["DELETE", `/repos/${REPO}/git/refs/heads/main`],
    ["GET", "/search/issues?q=x"],
    ["GET", "/repos/someone/else"],
    ["GET", "/"],
  ]) {
    const res = await json(method, url);
    expect([url, res.status, res.body.message]).toEqual([url, 404, "Not Found"]);
    expect(res.body.documentation_url).toMatch(/^https:\/\/docs\.github\.com\//);
  }
  const bad = await call("GET", "/user", undefined, { Authorization: "token nope" });
  expect(bad.status).toBe(401);
  expect(((await bad.json()) as { message: string }).message).toBe("Bad credentials");
});

test("it answers its own host and the site's origin only; the login popup hands over the token to that origin", async () => {
  const port = new URL(base).port;
  const raw = (headers: Record<string, string>) =>
    new Promise<number>((resolve) =>
      http.get(
        { host: "127.0.0.1", port, path: "/user", headers: { Authorization: `token ${api.token}`, ...headers } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      ),
    );
  expect(await raw({ Host: "evil.example" })).toBe(421);
  expect(await raw({ Origin: "https://evil.example" })).toBe(403);
  expect(await raw({ Origin: SITE })).toBe(200);
  const preflight = await fetch(`${base}/user`, {
    method: "OPTIONS",
    headers: { Origin: SITE, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);

  const popup = await fetch(`${base}/auth?provider=github&site_id=x&scope=repo`);
  const html = await popup.text();
  expect(popup.headers.get("content-security-policy")).toMatch(/script-src 'nonce-/);
  expect(html).toContain(`var site = "${SITE}"`);
  expect(html).toContain(`authorization:github:success:{\\"token\\":\\"${api.token}\\"`);
});
