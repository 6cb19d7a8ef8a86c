// The REST calls Decap's GitHub backend (decap-cms-backend-github's API.ts, as bundled in
// decap-cms-app 3.6) makes in the "simple" publish mode: who is logged in, the repository and its
// branch, trees and blobs to read, and a save: blobs, a tree on the branch's tree, a commit, the
// branch moved to it. Everything is read from and written to the bare repository with git.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GitError, isSha, type Git } from "./git";
import { ApiError, notFound } from "./http";

export interface User {
  login: string;
  name: string;
  email: string;
}

export interface RepoContext {
  git: Git;
  /** "owner/name" */
  repo: string;
  branch: string;
  user: User;
  /** The stand-in's own address, for the `url` fields GitHub gives. */
  apiUrl: string;
  clock: () => Date;
}

export type Json = Record<string, unknown> | unknown[];

/** Blob contents the way GitHub sends them: base64 in lines of 60 characters, each ending in "\n". */
function githubBase64(bytes: Buffer): string {
  const text = bytes.toString("base64");
  let out = "";
  for (let i = 0; i < text.length; i += 60) out += `${text.slice(i, i + 60)}\n`;
  return out;
}

const repoUrl = (ctx: RepoContext) => `${ctx.apiUrl}/repos/${ctx.repo}`;

export function userJson(ctx: RepoContext): Json {
  return { login: ctx.user.login, id: 1, type: "User", name: ctx.user.name, email: ctx.user.email, avatar_url: null };
}

export function repoJson(ctx: RepoContext): Json {
  const [owner, name] = ctx.repo.split("/");
  return {
    id: 1,
    name,
    full_name: ctx.repo,
    private: true,
    owner: { login: owner, type: "Organization" },
    default_branch: ctx.branch,
    url: repoUrl(ctx),
    // The token's user may push: the editor saves only for those who may (its hasWriteAccess).
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
  };
}

async function commitSha(ctx: RepoContext, branch: string): Promise<string> {
  const sha = await ctx.git.resolve(`refs/heads/${branch}`);
  if (!sha) throw new ApiError(404, "Branch not found");
  return sha;
}

export async function branchJson(ctx: RepoContext, branch: string): Promise<Json> {
  const sha = await commitSha(ctx, branch);
  const tree = (await ctx.git.resolve(`${sha}^{tree}`))!;
  return {
    name: branch,
    commit: { sha, url: `${repoUrl(ctx)}/commits/${sha}`, commit: { tree: { sha: tree } } },
    protected: false,
  };
}

export async function refJson(ctx: RepoContext, ref: string): Promise<Json> {
  const sha = await ctx.git.resolve(`refs/${ref}`);
  if (!sha || !/^(heads|tags)\/[A-Za-z0-9._/-]+$/.test(ref)) throw notFound();
  return { ref: `refs/${ref}`, url: `${repoUrl(ctx)}/git/refs/${ref}`, object: { sha, type: "commit" } };
}

/** GET git/trees/{sha or branch:path}: a tree, `recursive` with every entry below it. */
export async function treeJson(ctx: RepoContext, treeish: string, recursive: boolean): Promise<Json> {
  const sha = await ctx.git.resolve(treeish);
  if (!sha || (await ctx.git.typeOf(sha)) !== "tree") throw notFound();
  const entries = await ctx.git.tree(sha, recursive);
  return {
    sha,
    url: `${repoUrl(ctx)}/git/trees/${sha}`,
    tree: entries.map((e) => ({
      path: e.path,
      mode: e.mode,
      type: e.type,
      sha: e.sha,
      ...(e.type === "blob" ? { size: e.size ?? 0, url: `${repoUrl(ctx)}/git/blobs/${e.sha}` } : {}),
    })),
    truncated: false,
  };
}

export async function blobJson(ctx: RepoContext, sha: string): Promise<Json> {
  if (!isSha(sha) || (await ctx.git.typeOf(sha)) !== "blob") throw notFound();
  const bytes = await ctx.git.blob(sha);
  return {
    sha,
    node_id: sha,
    size: bytes.length,
    url: `${repoUrl(ctx)}/git/blobs/${sha}`,
    content: githubBase64(bytes),
    encoding: "base64",
  };
}

/** GET commits?path=&sha=: the commits on a branch (or from a sha) that touched a path, newest first. */
export async function commitsJson(ctx: RepoContext, params: URLSearchParams): Promise<Json> {
  const from = params.get("sha") || ctx.branch;
  const start = isSha(from) ? from : await ctx.git.resolve(`refs/heads/${from}`);
  if (!start) throw notFound();
  const perPage = Math.min(100, Math.max(1, Number(params.get("per_page")) || 30));
  const file = params.get("path");
  const out = await ctx.git.run([
    "log",
    `--max-count=${perPage}`,
    "-z",
    "--format=%H%x1f%T%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%cn%x1f%ce%x1f%cI%x1f%B",
    start,
    "--",
    ...(file ? [file] : []),
  ]);
  return out
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((record) => {
      const [sha, tree, parents, an, ae, ad, cn, ce, cd, message] = record.split("\x1f");
      return {
        sha,
        url: `${repoUrl(ctx)}/commits/${sha}`,
        commit: {
          author: { name: an, email: ae, date: ad },
          committer: { name: cn, email: ce, date: cd },
          message: message.replace(/\n$/, ""),
          tree: { sha: tree },
        },
        parents: parents
          .split(" ")
          .filter(Boolean)
          .map((p) => ({ sha: p })),
      };
    });
}

export async function createBlob(ctx: RepoContext, body: Record<string, unknown>): Promise<Json> {
  const { content, encoding = "utf-8" } = body;
  if (typeof content !== "string" || (encoding !== "base64" && encoding !== "utf-8"))
    throw new ApiError(422, "Invalid request.", { errors: ['"content" and "encoding" (utf-8 or base64) are required'] });
  const bytes = encoding === "base64" ? Buffer.from(content, "base64") : Buffer.from(content, "utf8");
  const sha = (await ctx.git.run(["hash-object", "-w", "--stdin"], bytes)).toString("utf8").trim();
  return { sha, url: `${repoUrl(ctx)}/git/blobs/${sha}` };
}

const MODES = new Set(["100644", "100755", "040000", "160000", "120000"]);

/**
 * POST git/trees: `tree` entries (path, mode, type, and sha, null to delete, or content) over
 * `base_tree`, as GitHub makes it: paths may be nested; folders are made and emptied ones dropped.
 * Done in an index of its own, so git itself checks every path (no "..", no ".git").
 */
export async function createTree(ctx: RepoContext, body: Record<string, unknown>): Promise<Json> {
  const { base_tree: base, tree } = body;
  if (!Array.isArray(tree)) throw new ApiError(422, "Invalid tree info", { errors: ['"tree" must be an array'] });
  if (base !== undefined && (!isSha(base) || (await ctx.git.typeOf(base)) === null))
    throw new ApiError(422, "base_tree is not a valid tree oid");
  const lines: string[] = [];
  for (const entry of tree as Record<string, unknown>[]) {
    const { path: file, mode, sha, content } = entry ?? {};
    if (
      typeof file !== "string" ||
      !file ||
      file.startsWith("/") ||
      /[\0\n]/.test(file) ||
      typeof mode !== "string" ||
      !MODES.has(mode)
    )
      throw new ApiError(422, "Invalid tree info", {
        errors: [`tree entry ${JSON.stringify(file)}: a path and a mode are required`],
      });
    let blob = sha;
    if (typeof content === "string") blob = ((await createBlob(ctx, { content })) as { sha: string }).sha;
    if (blob === null) lines.push(`0 ${"0".repeat(40)}\t${file}`);
    else if (isSha(blob) && (await ctx.git.typeOf(blob)) !== null) lines.push(`${mode} ${blob}\t${file}`);
    else
      throw new ApiError(422, "Invalid tree info", { errors: [`tree entry ${JSON.stringify(file)}: sha is not a known object`] });
  }
  const index = path.join(os.tmpdir(), `github-api-index-${crypto.randomBytes(8).toString("hex")}`);
  const withIndex = { GIT_INDEX_FILE: index };
  try {
    const run = (args: string[], input?: string) => ctx.git.runWith(withIndex, args, input);
    if (base) await run(["read-tree", String(base)]);
    else await run(["read-tree", "--empty"]);
    if (lines.length) await run(["update-index", "--index-info"], `${lines.join("\n")}\n`);
    const sha = (await run(["write-tree"])).toString("utf8").trim();
    return { ...((await treeJson(ctx, sha, false)) as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof GitError) throw new ApiError(422, "Invalid tree info", { errors: [error.message] });
    throw error;
  } finally {
    fs.rmSync(index, { force: true });
    fs.rmSync(`${index}.lock`, { force: true });
  }
}

interface Person {
  name: string;
  email: string;
  date: string;
}

function person(value: unknown, fallback: Person): Person {
  const p = (value ?? {}) as Record<string, unknown>;
  const date = typeof p.date === "string" && !Number.isNaN(Date.parse(p.date)) ? p.date : fallback.date;
  return {
    name: typeof p.name === "string" && p.name && !/[<>\n]/.test(p.name) ? p.name : fallback.name,
    email: typeof p.email === "string" && p.email && !/[<>\n]/.test(p.email) ? p.email : fallback.email,
    date,
  };
}

/** POST git/commits: a commit of `tree` on `parents`, by the logged-in user unless author says else. */
export async function createCommit(ctx: RepoContext, body: Record<string, unknown>): Promise<Json> {
  const { message, tree, parents = [] } = body;
  if (typeof message !== "string" || !isSha(tree) || !Array.isArray(parents) || !parents.every(isSha))
    throw new ApiError(422, "Invalid request.", { errors: ['"message", "tree" and "parents" are required'] });
  if ((await ctx.git.typeOf(tree)) !== "tree") throw new ApiError(422, "Tree SHA does not exist");
  for (const parent of parents)
    if ((await ctx.git.typeOf(parent)) !== "commit")
      throw new ApiError(422, "Parent SHA does not exist or is not a commit object");
  const now = { name: ctx.user.name, email: ctx.user.email, date: ctx.clock().toISOString() };
  const author = person(body.author, now);
  const committer = person(body.committer, now);
  const sha = (
    await ctx.git.runWith(
      {
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_AUTHOR_DATE: author.date,
        GIT_COMMITTER_NAME: committer.name,
        GIT_COMMITTER_EMAIL: committer.email,
        GIT_COMMITTER_DATE: committer.date,
      },
      ["commit-tree", tree, ...parents.flatMap((p) => ["-p", p]), "-F", "-"],
      message,
    )
  )
    .toString("utf8")
    .trim();
  return {
    sha,
    url: `${repoUrl(ctx)}/git/commits/${sha}`,
    author,
    committer,
    message,
    tree: { sha: tree, url: `${repoUrl(ctx)}/git/trees/${tree}` },
    parents: parents.map((p) => ({ sha: p, url: `${repoUrl(ctx)}/git/commits/${p}` })),
  };
}

/**
 * PATCH git/refs/heads/{branch}: moves the branch. A move that is not a fast-forward needs
 * `force`; the update names the value it read, so a save that raced another fails (422) rather than
 * dropping it.
 */
export async function updateRef(ctx: RepoContext, ref: string, body: Record<string, unknown>): Promise<Json> {
  const { sha, force = false } = body;
  if (!/^heads\/[A-Za-z0-9._/-]+$/.test(ref) || ref.includes("..")) throw notFound();
  const old = await ctx.git.resolve(`refs/${ref}`);
  if (!old) throw new ApiError(422, "Reference does not exist");
  if (!isSha(sha) || (await ctx.git.typeOf(sha)) !== "commit") throw new ApiError(422, "Object does not exist");
  if (!force) {
    try {
      await ctx.git.run(["merge-base", "--is-ancestor", old, sha]);
    } catch {
      throw new ApiError(422, "Update is not a fast forward");
    }
  }
  try {
    await ctx.git.run(["update-ref", "-m", "GitHub stand-in: PATCH git/refs", `refs/${ref}`, sha, old]);
  } catch (error) {
    if (error instanceof GitError) throw new ApiError(422, "Update is not a fast forward");
    throw error;
  }
  return refJson(ctx, ref);
}
