import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_CINEMA_PORT } from "./global-setup";
import { publishOnPush, type PublishOnPush } from "./publish-on-push";
import { createGithubApi, type GithubApi } from "../dev/github-api/server";
import { testSiteEnv } from "../scripts/gatsby-build";
import { closeNginx, freePort, startNginx, type NginxServer } from "../scripts/nginx";

/**
 * The production path on this machine (issue 37), for e2e/production-path.spec.ts:
 *
 *   /admin/ (GitHub backend) -> GitHub stand-in (dev/github-api/) -> bare repository, refs/heads/main
 *     -> watcher (publish-on-push.ts) -> npm run publish -- --to DIR -> DIR/releases/<id>, DIR/current
 *     -> nginx with root DIR/current (scripts/nginx.ts), as docs/deploying.md sets a server up
 *
 * The repository holds the content as the venue's repository does (content/, redirects.json,
 * calendar-sequence.json, one first commit of them as they are here). The site is the test site
 * (testSiteEnv: the cinema stand-in, the fixed "now" as BUILD_NOW) with the editor's production
 * configuration pointed at the stand-in by its one setting, EDITOR_GITHUB_API_ROOT. Everything
 * listens on 127.0.0.1 on ports picked now, in a scratch folder removed on close (or when the process
 * exits).
 */
export const REPO = "rissa-kulturhus/nettsted";

export interface ProductionPath {
  /** The site as nginx serves DIR/current: http://localhost:<port>. */
  url: string;
  /** DIR: releases/ and current. */
  releases: string;
  /** The bare repository the stand-in commits to. */
  repoDir: string;
  github: GithubApi;
  publisher: PublishOnPush;
  /** git in the bare repository; its output, trimmed. */
  git(...args: string[]): string;
  /** The release DIR/current names. */
  current(): string;
  close(): Promise<void>;
}

const ROOT = path.join(__dirname, "..");
const scratches = new Set<string>();
process.on("exit", () => {
  for (const dir of scratches) fs.rmSync(dir, { recursive: true, force: true });
});

/** A bare repository whose main has one commit: the content as it is in this checkout. */
function seedRepository(scratch: string): string {
  const seed = path.join(scratch, "seed");
  const bare = path.join(scratch, "nettsted.git");
  fs.mkdirSync(seed);
  fs.cpSync(path.join(ROOT, "content"), path.join(seed, "content"), { recursive: true });
  for (const file of ["redirects.json", "calendar-sequence.json"]) fs.copyFileSync(path.join(ROOT, file), path.join(seed, file));
  const who = { GIT_AUTHOR_NAME: "Rissa kulturhus", GIT_AUTHOR_EMAIL: "post@rissakulturhus.no" };
  const env = { ...process.env, ...who, GIT_COMMITTER_NAME: who.GIT_AUTHOR_NAME, GIT_COMMITTER_EMAIL: who.GIT_AUTHOR_EMAIL };
  execFileSync("git", ["init", "--quiet", "--initial-branch", "main", seed]);
  execFileSync("git", ["-C", seed, "add", "."]);
  execFileSync("git", ["-C", seed, "commit", "--quiet", "--no-gpg-sign", "-m", "Innholdet slik det er"], { env });
  execFileSync("git", ["clone", "--quiet", "--bare", seed, bare]);
  fs.rmSync(seed, { recursive: true, force: true });
  return bare;
}

/** Starts the path and resolves once the repository's first commit is published and served. */
export async function startProductionPath(): Promise<ProductionPath> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-produksjonsvei-"));
  scratches.add(scratch);
  let github: GithubApi | undefined;
  let publisher: PublishOnPush | undefined;
  let site: NginxServer | undefined;
  const close = async () => {
    await publisher?.close();
    await github?.close();
    if (site) await closeNginx(site);
    fs.rmSync(scratch, { recursive: true, force: true });
    scratches.delete(scratch);
  };
  try {
    const repoDir = seedRepository(scratch);
    const releases = path.join(scratch, "www");
    // nginx needs a built site to start (its rules are in the build), the build needs the stand-in's
    // address, and the stand-in the site's origin: the site's port is chosen first.
    const sitePort = await freePort();
    const url = `http://localhost:${sitePort}`;
    github = createGithubApi({ repoDir, repo: REPO, siteOrigin: url });
    const api = await github.listen(0);
    publisher = publishOnPush({
      repoDir,
      checkout: path.join(scratch, "checkout"),
      to: releases,
      env: { ...testSiteEnv(E2E_CINEMA_PORT), ...github.env(api) },
    });
    const git = (...args: string[]) => execFileSync("git", ["--git-dir", repoDir, ...args], { encoding: "utf8" }).trim();
    const first = await publisher.published(git("rev-parse", "main"), 200_000);
    if (first.status !== 0) throw new Error(`The first publish failed:\n${first.output}`);
    site = await startNginx({ root: path.join(releases, "current"), port: sitePort });
    return {
      url,
      releases,
      repoDir,
      github,
      publisher,
      git,
      current: () => path.basename(fs.readlinkSync(path.join(releases, "current"))),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
