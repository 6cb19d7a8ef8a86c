import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { cleanups } from "./cleanups";
import { BARE, ROOT } from "./paths";

// The repo's own Gatsby CLI, which is what `npx gatsby` resolves to; called directly so that npx never looks
// for (or fetches) a gatsby for bench/bare, which has a package.json but no node_modules of its own.
const GATSBY_CLI = path.join(ROOT, "node_modules", "gatsby", "cli.js");

export function section(title: string): void {
  console.log(`\n=== ${title} ===\n`);
}

// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\x1b\[[0-9;]*[A-Za-z]/g;

/** Gatsby's log without its terminal colours and progress-bar redraws, blank lines dropped. */
function plainLines(log: string): string[] {
  return log
    .replace(ANSI_ESCAPES, "")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** Runs `gatsby build` in cwd with its output in a log file (it is long); prints the tail when it fails. */
function gatsbyBuild(name: string, cwd: string, env: Record<string, string>): Promise<boolean> {
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
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (ok) {
        console.log(`${name}: built in ${seconds} s (log: ${logFile})`);
      } else {
        const tail = plainLines(fs.readFileSync(logFile, "utf8")).slice(-40).join("\n");
        console.error(`${name}: build FAILED after ${seconds} s (${reason}); last lines of ${logFile}:\n${tail}`);
      }
      resolve(ok);
    };
    child.once("error", (err) => finish(false, err.message));
    child.once("exit", (code, signal) => finish(code === 0, signal ? `signal ${signal}` : `exit code ${code}`));
  });
}

/** The site, built for the origin it will be served from (canonical URLs), then the bare page. */
export async function buildAll(siteUrl: string): Promise<boolean> {
  section("Builds");
  console.log(`SITE_URL=${siteUrl}`);
  // One after the other on purpose: two Gatsby builds at once on two cores only slow each other down.
  return (await gatsbyBuild("site", ROOT, { SITE_URL: siteUrl })) && (await gatsbyBuild("bare", BARE, {}));
}
