import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { cleanups } from "./cleanups";
import { ROOT } from "./paths";

// The repo's own Gatsby CLI, which is what `npx gatsby` resolves to; called directly so that npx never looks
// for (or fetches) a gatsby for bench/bare, which has a package.json but no node_modules of its own.
const GATSBY_CLI = path.join(ROOT, "node_modules", "gatsby", "cli.js");

export function section(title: string): void {
  console.log(`\n=== ${title} ===\n`);
}

/** Gatsby's log without its terminal colours and progress-bar redraws, blank lines dropped. */
function plainLines(log: string): string[] {
  // eslint-disable-next-line no-control-regex
  return log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").split("\n").filter((line) => line.trim() !== "");
}

/** Runs `gatsby build` in cwd with its output in a log file (it is long); answers its time in seconds, or null and the log's tail when it fails. */
export function gatsbyBuild(name: string, cwd: string, env: Record<string, string>): Promise<number | null> {
  const logFile = path.join(os.tmpdir(), `bench-${name}-build.log`);
  const log = fs.openSync(logFile, "w");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [GATSBY_CLI, "build"], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", log, log],
    });
    const stop = () => void child.kill("SIGTERM");
    cleanups.add(stop);
    let finished = false; // A child that fails to spawn may report both "error" and "exit".
    const finish = (ok: boolean, reason?: string) => {
      if (finished) return;
      finished = true;
      cleanups.delete(stop);
      fs.closeSync(log);
      const seconds = (Date.now() - started) / 1000;
      if (ok) {
        console.log(`${name}: built in ${seconds.toFixed(1)} s (log: ${logFile})`);
        resolve(seconds);
      } else {
        const tail = plainLines(fs.readFileSync(logFile, "utf8")).slice(-40).join("\n");
        console.error(`${name}: build FAILED after ${seconds.toFixed(0)} s (${reason}); last lines of ${logFile}:\n${tail}`);
        resolve(null);
      }
    };
    child.once("error", (err) => finish(false, err.message));
    child.once("exit", (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit code ${code}`));
  });
}

/** A cold build starts from nothing: Gatsby's cache and the last build's files go. */
export function removeBuild(dir: string): void {
  for (const sub of [".cache", "public"]) fs.rmSync(path.join(dir, sub), { recursive: true, force: true, maxRetries: 3 });
}

/** Every file under dir with its size and modification time, to see which a rebuild wrote. */
export function snapshotFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const stat = fs.statSync(full);
        files.set(path.relative(dir, full), `${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

/** What a published file is, for counting what a rebuild wrote. */
export function fileKind(file: string): string {
  if (file.endsWith(".html")) return "HTML";
  if (file.startsWith(`page-data${path.sep}`) || file.startsWith("page-data/")) return "page data";
  if (file.endsWith(".ics")) return "calendar files";
  if (/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(file)) return "images";
  if (/\.(js|css|map)$/.test(file) || file.endsWith(".LICENSE.txt")) return "scripts and styles";
  return "other";
}

/** The files written (new or rewritten) and removed between two snapshots, counted by kind. */
export function rewrittenFiles(before: Map<string, string>, after: Map<string, string>): { written: string[]; removed: string[]; byKind: Record<string, number> } {
  const written = [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
  const removed = [...before.keys()].filter((file) => !after.has(file));
  const byKind: Record<string, number> = {};
  for (const file of written) byKind[fileKind(file)] = (byKind[fileKind(file)] ?? 0) + 1;
  return { written: written.sort(), removed: removed.sort(), byKind };
}
