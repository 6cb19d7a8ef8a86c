// Runs `gatsby build` with the cinema API pointed at a local stand-in port, unless the
// environment already names one. Used by `npm start` (port 9100) and `npm test` (port 9310).
// With --from-apis the build reads its content from the content API stand-in (dev/content-api)
// instead of content/, with fresh secrets, and records them and the calls made in
// .e2e/content-api.json for the browser tests (e2e/built-from-apis.spec.ts). --for-tests is the
// browser tests' build (`npm run build:e2e`), from the APIs with the settings testBuildEnv names.
import { e2eEditorPort, editorBuildEnv } from "./editor";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createContentApis } from "../dev/content-api/server";

const root = path.join(__dirname, "..");
export const API_BUILD_RECORD = path.join(root, ".e2e", "content-api.json");
/** Where the editor's publishing test keeps the test build while it rebuilds it. */
export const PUBLISHING_BACKUP = path.join(root, ".e2e", "before-publishing");

/** Productions per programme page in the browser tests' build: few, so the ten demo productions span several pages. */
export const E2E_PROGRAMME_PAGE_SIZE = 4;

/**
 * The Tag Manager container the test build is configured with (--for-tests). Nothing is
 * ever fetched from Google: the browser tests answer its script URL with a stand-in (e2e/consent.spec.ts).
 */
export const E2E_TAG_MANAGER_ID = "GTM-E2ETEST1";

/**
 * "Now" for the browser tests: their build is made as of this moment (BUILD_NOW), and their pages'
 * and stand-ins' clocks start at it (e2e/test-clock.ts), so the suite passes on any date. A Wednesday
 * noon in Oslo, before most of the sample programme in content/.
 */
export const E2E_NOW = "2026-11-25T12:00:00+01:00";

type Env = Record<string, string>;

export function cinemaEnv(port: number): Env {
  return {
    GATSBY_CINEMA_API_118: process.env.GATSBY_CINEMA_API_118 || `http://localhost:${port}/118/`,
    GATSBY_CINEMA_API_178: process.env.GATSBY_CINEMA_API_178 || `http://localhost:${port}/178/`,
  };
}

export interface BuildOptions {
  /** Print gatsby's output only if the build fails (a rebuild inside a test run), instead of as it comes. */
  quiet?: boolean;
}

/** Resolves with gatsby build's exit status. */
export function gatsbyBuild(extraEnv: Env, { quiet = false }: BuildOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "build"], {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...extraEnv },
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const done = (status: number) => {
      if (status !== 0 && quiet) process.stderr.write(Buffer.concat(output));
      resolve(status);
    };
    child.on("error", () => done(1));
    // "close", not "exit": the output is read to its end first (a failed build's last lines say why).
    child.on("close", (code) => done(code ?? 1));
  });
}

/**
 * Builds from the content API stand-in. Each management token is good for one call, so the build
 * must renew it (and does, once per 401).
 */
export async function gatsbyBuildFromApis(
  extraEnv: Env,
  { contentDir, ...options }: BuildOptions & { contentDir?: string } = {},
): Promise<number> {
  const secret = (label: string) => `${label}-${randomBytes(12).toString("hex")}`;
  const apis = createContentApis({
    contentDir,
    password: secret("e2e-innhold-passord"),
    clientSecret: secret("e2e-bygg-hemmelighet"),
    tokenUses: 1,
  });
  const listening = await apis.listen(0);
  const env = apis.env(listening);
  // The build's id, chosen here so the record can name the build it describes (public/build.json).
  const buildId = process.env.SITE_BUILD_ID || `e2e-${randomBytes(8).toString("hex")}`;
  try {
    return await gatsbyBuild({ ...extraEnv, ...env, SITE_BUILD_ID: buildId }, options);
  } finally {
    await apis.close();
    const { password, clientSecret, user, clientId } = apis.credentials;
    const secrets = [
      password,
      clientSecret,
      Buffer.from(`${user}:${password}`).toString("base64"),
      Buffer.from(`${clientId}:${clientSecret}`).toString("base64"),
      ...apis.issuedTokens(),
    ];
    fs.mkdirSync(path.dirname(API_BUILD_RECORD), { recursive: true });
    fs.writeFileSync(API_BUILD_RECORD, JSON.stringify({ buildId, secrets, requests: apis.requests() }, null, 2));
  }
}

/**
 * The site as the browser tests build it, whichever editor it carries: the cinema API at `port`, the
 * programme paged by a few, the Tag Manager stand-in and their fixed "now".
 */
export function testSiteEnv(port: number): Env {
  return {
    ...cinemaEnv(port),
    PROGRAMME_PAGE_SIZE: process.env.PROGRAMME_PAGE_SIZE || String(E2E_PROGRAMME_PAGE_SIZE),
    GATSBY_GTM_ID: process.env.GATSBY_GTM_ID || E2E_TAG_MANAGER_ID,
    BUILD_NOW: process.env.BUILD_NOW || E2E_NOW,
    // Published nowhere: its pictures at the quickest settings (gatsby/images/local-picture.ts).
    PICTURE_ENCODING: process.env.PICTURE_ENCODING || "draft",
  };
}

/**
 * What the browser tests' build is made with (`npm run build:e2e`): the test site, and an editor
 * that saves to the local backend they start themselves (e2e/editor*.spec.ts). The production path's
 * test (e2e/production-path.spec.ts) publishes the same site with the GitHub editor instead.
 */
export function testBuildEnv(port: number): Env {
  return { ...testSiteEnv(port), ...editorBuildEnv(e2eEditorPort(port)) };
}

/** The browser tests' build, from the content API stand-in serving `contentDir` (content/ unless given). */
export const buildForTests = (port: number, options: BuildOptions & { contentDir?: string } = {}) =>
  gatsbyBuildFromApis(testBuildEnv(port), options);

if (require.main === module) {
  const port = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) || 9310);
  const flag = (name: string) => process.argv.includes(name);
  // --for-tests: the browser tests' build; otherwise the cinema port, and with --from-apis the content API.
  // A new test build supersedes the copy a stopped publishing test left (e2e/editor-publish.spec.ts).
  if (flag("--for-tests")) fs.rmSync(PUBLISHING_BACKUP, { recursive: true, force: true });
  const build = flag("--for-tests")
    ? buildForTests(port)
    : (flag("--from-apis") ? gatsbyBuildFromApis : gatsbyBuild)(cinemaEnv(port));
  void build.then((status) => process.exit(status));
}
