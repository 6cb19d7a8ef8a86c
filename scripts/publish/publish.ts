// `npm run publish`: what happens to every commit on main, the same in the workflow
// (.github/workflows/publish.yml) and on a venue's own machine: check the content, build over the kept cache (.cache/ and public/),
// record the calendar revisions (calendar-sequence.json), and deploy. Any step that fails stops the
// rest: a failed check or build deploys nothing, and the site stays as it was.
//
// Deploy (docs/deploying.md): `--to DIR` or `--to user@host:/DIR` (or DEPLOY_TO) puts the build in a
// new release there and switches DIR/current to it (releases.ts); DEPLOY_COMMAND, for hosts with their
// own tool, is run instead with public/ built. Neither: built and checked, nothing deployed.
// The deploy's secrets (DEPLOY_SSH_KEY, DEPLOY_COMMAND) reach rsync/ssh and that command only:
// the check, the build and the calendar step run without them.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deploy, describe, parseTarget, type DeployResult } from "./releases";

export const ROOT = path.join(__dirname, "..", "..");

/** Environment only the deploy sees. */
export const DEPLOY_SECRETS = ["DEPLOY_TO", "DEPLOY_SSH_KEY", "DEPLOY_KNOWN_HOSTS", "DEPLOY_SSH", "DEPLOY_COMMAND"];

export interface PublishOptions {
  /** --to: where the releases are. */
  to?: string;
  /** The environment the steps run with (process.env by default). */
  env?: NodeJS.ProcessEnv;
  /** Told of each step as it ends. */
  log?: (line: string) => void;
  /** Gatsby's output only when a step fails (a test's run). */
  quiet?: boolean;
}

export interface PublishResult {
  buildId: string;
  seconds: Record<string, number>;
  deployed: DeployResult | null;
}

/** A build id that sorts by time and names the commit: 20270101120000000-1a2b3c4d. */
export function newBuildId(env: NodeJS.ProcessEnv, now = new Date()): string {
  const commit = (env.PUBLISH_COMMIT || env.GITHUB_SHA || gitHead() || crypto.randomBytes(4).toString("hex")).slice(0, 8);
  return `${now.toISOString().replace(/[-:.TZ]/g, "")}-${commit.replace(/[^0-9a-f]/gi, "") || "0"}`;
}

function gitHead(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "";
  }
}

const withoutSecrets = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => !DEPLOY_SECRETS.includes(k)));

/** Runs a step (node with args) in the repository; rejects with its output's end when it fails. */
function step(args: string[], env: NodeJS.ProcessEnv, quiet: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (c: Buffer) => output.push(c));
    child.stderr?.on("data", (c: Buffer) => output.push(c));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const tail = Buffer.concat(output).toString("utf8").split("\n").slice(-40).join("\n");
      reject(new Error(`${path.basename(args[args.length - 1])} feilet (${code})${tail ? `:\n${tail}` : ""}`));
    });
  });
}

const TSX = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "cli.js");

/** ssh with the deploy key and known hosts from the environment, in a folder of their own (removed after). */
function sshFromEnv(env: NodeJS.ProcessEnv): { ssh?: string; cleanup: () => void } {
  if (!env.DEPLOY_SSH_KEY) return { ssh: env.DEPLOY_SSH, cleanup: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-ssh-"));
  const key = path.join(dir, "key");
  fs.writeFileSync(key, `${env.DEPLOY_SSH_KEY.trim()}\n`, { mode: 0o600 });
  const options = ["-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes"];
  if (env.DEPLOY_KNOWN_HOSTS) {
    const known = path.join(dir, "known_hosts");
    fs.writeFileSync(known, `${env.DEPLOY_KNOWN_HOSTS.trim()}\n`, { mode: 0o600 });
    options.push("-o", `UserKnownHostsFile=${known}`, "-o", "StrictHostKeyChecking=yes");
  }
  return { ssh: ["ssh", ...options].join(" "), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function runCommand(command: string, env: NodeJS.ProcessEnv, quiet: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", command], { cwd: ROOT, env, stdio: quiet ? "ignore" : "inherit" });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`DEPLOY_COMMAND feilet (${code})`))));
  });
}

export async function publish({
  to,
  env = process.env,
  log = console.log,
  quiet = false,
}: PublishOptions = {}): Promise<PublishResult> {
  const target = to || env.DEPLOY_TO ? parseTarget((to || env.DEPLOY_TO)!) : null;
  const buildId = env.SITE_BUILD_ID || newBuildId(env);
  const stepEnv = { ...withoutSecrets(env), SITE_BUILD_ID: buildId, GATSBY_TELEMETRY_DISABLED: "1" };
  const seconds: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await run();
    seconds[name] = (Date.now() - started) / 1000;
    log(`publish: ${name} ${seconds[name].toFixed(1)} s`);
    return result;
  };
  await timed("innholdet sjekket", () => step([TSX, "scripts/check-content.ts"], stepEnv, quiet));
  await timed("bygget", () => step([GATSBY, "build"], stepEnv, quiet));
  await timed("kalenderrevisjoner", () => step([TSX, "scripts/calendar-sequence.ts"], stepEnv, quiet));
  let deployed: DeployResult | null = null;
  if (target) {
    const { ssh, cleanup } = sshFromEnv(env);
    try {
      deployed = await timed(`publisert til ${describe(target)}`, () =>
        deploy(path.join(ROOT, "public"), target, { id: buildId, ssh }),
      );
    } finally {
      cleanup();
    }
    if (deployed.nginxRulesChanged)
      log("publish: nginx-reglene (_nginx.conf) er endret: last nginx på nytt på serveren (sudo systemctl reload nginx).");
  } else if (env.DEPLOY_COMMAND) {
    await timed("DEPLOY_COMMAND", () => runCommand(env.DEPLOY_COMMAND!, { ...stepEnv, DEPLOY_COMMAND: "" }, quiet));
  } else log("publish: verken --to, DEPLOY_TO eller DEPLOY_COMMAND: bygget og sjekket, ikke publisert.");
  return { buildId, seconds, deployed };
}
