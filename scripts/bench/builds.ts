import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { cleanups } from "./cleanups";
import { ANSI_ESCAPES } from "./lib";
import { ROOT } from "./paths";

// The repo's own Gatsby CLI, which is what `npx gatsby` resolves to; called directly so that npx never looks
// for (or fetches) a gatsby for bench/bare, which has a package.json but no node_modules of its own.
const GATSBY_CLI = path.join(ROOT, "node_modules", "gatsby", "cli.js");

export function section(title: string): void {
  console.log(`\n=== ${title} ===\n`);
}

/** Gatsby's log without its terminal colours and progress-bar redraws, blank lines dropped. */
function plainLines(log: string): string[] {
  return log
    .replace(ANSI_ESCAPES, "")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** Where the build called `name` logs. */
export const buildLogFile = (name: string) => path.join(os.tmpdir(), `bench-${name}-build.log`);

/** Runs `gatsby build` in cwd with its output in a log file (it is long); answers its time in seconds, or null and the log's tail when it fails. */
export function gatsbyBuild(name: string, cwd: string, env: Record<string, string>): Promise<number | null> {
  const logFile = buildLogFile(name);
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

/** A file as a rebuild may leave it: when it was written, and what it holds. */
export interface FileStamp {
  written: number;
  hash: string;
}

/** Every file under dir with its modification time and a hash of its content, to see which a rebuild wrote and which it changed. */
export function snapshotFiles(dir: string): Map<string, FileStamp> {
  const files = new Map<string, FileStamp>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile())
        files.set(path.relative(dir, full), {
          written: fs.statSync(full).mtimeMs,
          hash: crypto.createHash("sha1").update(fs.readFileSync(full)).digest("hex"),
        });
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

export interface Rewritten {
  /** Files new or written again, whatever their content. */
  written: string[];
  /** Files new or with other content: what a host that uploads changed files would upload. */
  changed: string[];
  removed: string[];
  /** Files written again with the bytes they had: what a host that compares dates would upload for nothing. */
  writtenUnchanged: string[];
  writtenByKind: Record<string, number>;
  changedByKind: Record<string, number>;
}

const countByKind = (files: string[]) =>
  files.reduce<Record<string, number>>(
    (counts, file) => ({ ...counts, [fileKind(file)]: (counts[fileKind(file)] ?? 0) + 1 }),
    {},
  );

/** What a rebuild did to the files, between two snapshots. */
export function rewrittenFiles(before: Map<string, FileStamp>, after: Map<string, FileStamp>): Rewritten {
  const written = [...after]
    .filter(([file, stamp]) => before.get(file)?.written !== stamp.written)
    .map(([file]) => file)
    .sort();
  const changed = [...after]
    .filter(([file, stamp]) => before.get(file)?.hash !== stamp.hash)
    .map(([file]) => file)
    .sort();
  const removed = [...before.keys()].filter((file) => !after.has(file)).sort();
  const writtenUnchanged = written.filter((file) => before.get(file)?.hash === after.get(file)?.hash);
  return {
    written,
    changed,
    removed,
    writtenUnchanged,
    writtenByKind: countByKind(written),
    changedByKind: countByKind(changed),
  };
}
