// The bare repository behind the GitHub stand-in, through `git` itself (execFile, no shell): what
// the stand-in answers is what git has, and a save is a commit `git log` shows.
import { execFile } from "node:child_process";

/** A git command that failed; `missing` when git said the object or ref is not there. */
export class GitError extends Error {
  name = "GitError";
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
  }
}

const SHA = /^[0-9a-f]{40}$/;
export const isSha = (value: unknown): value is string => typeof value === "string" && SHA.test(value);

export interface Git {
  readonly dir: string;
  /** Runs git in the bare repository; resolves with stdout as bytes. */
  run(args: string[], input?: Buffer | string): Promise<Buffer>;
  /** The same, with more environment (an index of its own, a commit's author). */
  runWith(env: Record<string, string>, args: string[], input?: Buffer | string): Promise<Buffer>;
  /** The object a revision names (`main`, `main:content`, a sha), or null when it names none. */
  resolve(rev: string): Promise<string | null>;
  /** "blob", "tree", "commit", or null. */
  typeOf(sha: string): Promise<string | null>;
  blob(sha: string): Promise<Buffer>;
  tree(rev: string, recursive: boolean): Promise<TreeEntry[]>;
}

export interface TreeEntry {
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  size: number | null;
  path: string;
}

/** Missing objects and refs, as git words it in the versions Debian and Ubuntu ship. */
const MISSING =
  /not a valid object name|unknown revision|bad revision|Not a valid object|does not exist|not a tree object|bad object|invalid object|Needed a single revision/i;

export function openGit(dir: string, env: Record<string, string> = {}): Git {
  const runWith = (more: Record<string, string>, args: string[], input?: Buffer | string) =>
    new Promise<Buffer>((resolve, reject) => {
      const child = execFile(
        "git",
        ["--git-dir", dir, ...args],
        {
          encoding: "buffer",
          maxBuffer: 64 * 1024 * 1024,
          // No user or system configuration: the repository answers the same on every machine.
          env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, GIT_CONFIG_NOSYSTEM: "1", LANG: "C", ...env, ...more },
        },
        (error, stdout, stderr) => {
          if (!error) return resolve(stdout);
          const text = Buffer.from(stderr).toString("utf8").trim();
          reject(new GitError(`git ${args[0]}: ${text || error.message}`, MISSING.test(text)));
        },
      );
      // git may finish (or fail) before reading what it was not going to read.
      child.stdin?.on("error", () => undefined);
      child.stdin?.end(input ?? "");
    });
  const run = (args: string[], input?: Buffer | string) => runWith({}, args, input);
  const git: Git = {
    dir,
    run,
    runWith,
    async resolve(rev) {
      // `--end-of-options`: a revision can never be read as an option.
      try {
        // `^{object}` makes git check the object is there (a bare sha passes without); after a
        // "rev:path" it would be read as part of the path, which git looks up anyway.
        const out = await run([
          "rev-parse",
          "--verify",
          "--quiet",
          "--end-of-options",
          rev.includes(":") ? rev : `${rev}^{object}`,
        ]);
        const sha = out.toString("utf8").trim();
        return isSha(sha) ? sha : null;
      } catch (error) {
        if (error instanceof GitError) return null;
        throw error;
      }
    },
    async typeOf(sha) {
      try {
        return (await run(["cat-file", "-t", sha])).toString("utf8").trim();
      } catch (error) {
        if (error instanceof GitError && error.missing) return null;
        throw error;
      }
    },
    blob: (sha) => run(["cat-file", "blob", sha]),
    async tree(rev, recursive) {
      const out = await run(["ls-tree", "-z", "--long", ...(recursive ? ["-r", "-t"] : []), "--end-of-options", rev]);
      return out
        .toString("utf8")
        .split("\0")
        .filter(Boolean)
        .map((line) => {
          const tab = line.indexOf("\t");
          const [mode, type, sha, size] = line.slice(0, tab).split(/\s+/);
          return {
            mode,
            type: type as TreeEntry["type"],
            sha,
            size: size === "-" ? null : Number(size),
            path: line.slice(tab + 1),
          };
        });
    },
  };
  return git;
}
