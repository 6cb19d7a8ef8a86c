import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * What GitHub does when a branch moves, on this machine: a watcher on a bare repository's branch
 * (its ref file, which a push and `git update-ref` write as <branch>.lock and rename into place) that
 * runs `npm run publish -- --to DIR` for each new commit, as `.github/workflows/publish.yml` does for
 * each push. Like the workflow's runs, publishes never overlap: a commit that comes while one runs
 * waits, and only the newest waiting one is published. Each run checks the commit out in the same
 * worktree (`checkout`), as a runner's checkout stays in one place, and publishes its content/ and
 * calendar-sequence.json (CONTENT_DIR, CALENDAR_SEQUENCE_PATH) with this checkout's code.
 */
export interface PublishRun {
  sha: string;
  /** When the watcher saw the branch move (epoch ms). */
  seenAt: number;
  startedAt: number;
  endedAt: number;
  /** publish's exit status, and its output. */
  status: number;
  output: string;
}

export interface PublishOnPush {
  /**
   * Resolves with the run that published `sha` (or, when a newer commit came before its turn, that
   * one's run); rejects after `timeoutMs`, saying what the watcher saw.
   */
  published(sha: string, timeoutMs?: number): Promise<PublishRun>;
  runs(): PublishRun[];
  /** Stops watching; a publish under way is stopped and waited for. */
  close(): Promise<void>;
}

const ROOT = path.join(__dirname, "..");

function run(command: string, args: string[], options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`${command} ${args[0]}: ${err.trim()}`))));
  });
}

/**
 * The commit checked out in a worktree of the repository that stays in one place from run to run:
 * git rewrites only the files that changed, and Gatsby, whose cache depends on where the content is
 * (gatsby-source-filesystem's path), builds incrementally.
 */
async function checkOut(repoDir: string, sha: string, dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, ".git"))) await run("git", ["-C", dir, "checkout", "--quiet", "--force", "--detach", sha]);
  else await run("git", ["--git-dir", repoDir, "worktree", "add", "--quiet", "--force", "--detach", dir, sha]);
}

/** Stops a publish and everything it started (npm, tsx, gatsby and its workers: one process group). */
function stopGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
const children = new Set<ChildProcess>();
process.on("exit", () => children.forEach(stopGroup));

function npmPublish(
  to: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; done: Promise<{ status: number; output: string }> } {
  const child = spawn("npm", ["run", "--silent", "publish", "--", "--to", to], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  const out: Buffer[] = [];
  child.stdout?.on("data", (c: Buffer) => out.push(c));
  child.stderr?.on("data", (c: Buffer) => out.push(c));
  const done = new Promise<{ status: number; output: string }>((resolve) => {
    child.on("error", (error) => resolve({ status: 1, output: error.message }));
    child.on("close", (code) => {
      children.delete(child);
      resolve({ status: code ?? 1, output: Buffer.concat(out).toString("utf8") });
    });
  });
  return { child, done };
}

export function publishOnPush({
  repoDir,
  branch = "main",
  checkout,
  to,
  env,
}: {
  repoDir: string;
  branch?: string;
  /** Where each run checks the commit out: the same folder every time. */
  checkout: string;
  /** --to: where the releases go. */
  to: string;
  /** The build's settings, as the workflow's repository variables give them. */
  env: Record<string, string>;
}): PublishOnPush {
  const runs: PublishRun[] = [];
  const waiters: { sha: string; resolve: (run: PublishRun) => void }[] = [];
  /** The commit to publish next, and the ones it replaced while they waited. */
  let queued: { sha: string; seenAt: number; replaces: string[] } | null = null;
  let draining: Promise<void> | null = null;
  let current: ChildProcess | null = null;
  let lastSeen = "";
  let startedAt = 0;
  let closed = false;

  async function publishOne({ sha, seenAt, replaces }: NonNullable<typeof queued>): Promise<void> {
    startedAt = Date.now();
    let result = { status: 1, output: "" };
    try {
      await checkOut(repoDir, sha, checkout);
      const publish = npmPublish(to, {
        ...process.env,
        ...env,
        CONTENT_DIR: path.join(checkout, "content"),
        CALENDAR_SEQUENCE_PATH: path.join(checkout, "calendar-sequence.json"),
        PUBLISH_COMMIT: sha,
      });
      current = publish.child;
      result = await publish.done;
    } catch (error) {
      result = { status: 1, output: (error as Error).message };
    } finally {
      current = null;
    }
    const done = { sha, seenAt, startedAt, endedAt: Date.now(), ...result };
    runs.push(done);
    for (const w of waiters.filter((w) => w.sha === sha || replaces.includes(w.sha))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(done);
    }
  }

  async function drain(): Promise<void> {
    while (queued && !closed) {
      const next = queued;
      queued = null;
      await publishOne(next);
    }
    draining = null;
  }

  async function look(): Promise<void> {
    let sha = "";
    try {
      sha = await run("git", ["--git-dir", repoDir, "rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]);
    } catch {
      return; // the branch is being written just now: the rename that ends it is another event
    }
    if (!sha || sha === lastSeen || closed) return;
    lastSeen = sha;
    queued = { sha, seenAt: Date.now(), replaces: queued ? [...queued.replaces, queued.sha] : [] };
    draining ??= drain();
  }

  const heads = path.join(repoDir, "refs", "heads");
  fs.mkdirSync(heads, { recursive: true });
  const watcher = fs.watch(heads, () => void look());
  // The branch as it is when watching starts is published too (the workflow's first run).
  void look();

  return {
    published(sha, timeoutMs = 120_000) {
      const done = runs.find((r) => r.sha === sha);
      if (done) return Promise.resolve(done);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const seen = runs.map((r) => `${r.sha.slice(0, 8)}: ${r.status}`).join(", ") || "none";
          const running = current
            ? `, publishing ${lastSeen.slice(0, 8)} since ${((Date.now() - startedAt) / 1000).toFixed(0)} s`
            : "";
          reject(
            new Error(
              `${sha.slice(0, 8)} was not published within ${timeoutMs / 1000} s (last seen ${lastSeen.slice(0, 8)}; runs ${seen}${running})`,
            ),
          );
        }, timeoutMs);
        waiters.push({
          sha,
          resolve: (run) => {
            clearTimeout(timer);
            resolve(run);
          },
        });
      });
    },
    runs: () => runs.slice(),
    async close() {
      closed = true;
      watcher.close();
      if (current) stopGroup(current);
      await draining;
    },
  };
}
