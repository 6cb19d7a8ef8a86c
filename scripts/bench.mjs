// `npm run bench`: builds the site and a bare Gatsby page, compares their first-load JavaScript per route type,
// and runs Lighthouse on each route type against the built site served locally. It reports; it does not judge:
// exit 0 when everything ran, whatever the figures, non-zero when a build or a Lighthouse run failed.
// `--no-build` reuses public/ and bench/bare/public/ as they are.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startStaticServer } from "./static-server.mjs";
import {
  RATIO_LIMIT,
  categoryScore,
  culturePath,
  failingAudits,
  firstLoadScriptUrls,
  formatKB,
  formatRatio,
  formatTable,
  gzipSize,
  htmlFileForRoute,
  inlineScriptText,
  isOverRatio,
  pageDataFileForRoute,
  parseArgs,
  publicFileForUrl,
} from "./bench-lib.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const BARE = path.join(ROOT, "bench", "bare");
const BARE_PUBLIC = path.join(BARE, "public");
// The repo's own Gatsby CLI, which is what `npx gatsby` resolves to; called directly so that npx never looks
// for (or fetches) a gatsby for bench/bare, which has a package.json but no node_modules of its own.
const GATSBY_CLI = path.join(ROOT, "node_modules", "gatsby", "cli.js");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// Ctrl+C or a CI timeout must not leave a Gatsby build or a Chromium running behind the bench.
const cleanups = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    for (const cleanup of cleanups) await cleanup();
    process.exit(128 + os.constants.signals[signal]);
  });
}

function routeTypes() {
  return [
    { type: "front page", route: "/" },
    { type: "programme", route: "/kulturprogram" },
    { type: "content page", route: "/bojersalen" },
    { type: "article", route: "/article/article-leter-du-etter-den-perfekte-gaven" },
    { type: "culture page", route: findCultureRoute() },
    { type: "search", route: "/search" },
    { type: "not found", route: "/404.html", lighthouse: false },
    { type: "lobby screen", route: "/program-skjerm" },
    { type: "member page", route: "/min-side", lighthouse: false },
  ];
}

function findCultureRoute() {
  const dir = path.join(ROOT, "content", "productions");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  const productions = files.map((file) => {
    try {
      return { file, data: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) };
    } catch {
      return { file, data: null }; // A broken file is the build's problem to report, not the bench's.
    }
  });
  return culturePath(productions);
}

function section(title) {
  console.log(`\n=== ${title} ===\n`);
}

// ---------------------------------------------------------------------------------------------- builds

/** Gatsby's log without its terminal colours and progress-bar redraws, blank lines dropped. */
function plainLines(log) {
  // eslint-disable-next-line no-control-regex
  return log.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").split("\n").filter((line) => line.trim() !== "");
}

/** Runs `gatsby build` in cwd with its output in a log file (it is long); prints the tail when it fails. */
function gatsbyBuild(name, cwd, env) {
  const logFile = path.join(os.tmpdir(), `bench-${name}-build.log`);
  const log = fs.openSync(logFile, "w");
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [GATSBY_CLI, "build"], {
      cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", log, log],
    });
    const stop = () => child.kill("SIGTERM");
    cleanups.add(stop);
    let finished = false; // A child that fails to spawn may report both "error" and "exit".
    const finish = (ok, reason) => {
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

async function buildAll(siteUrl) {
  section("Builds");
  console.log(`SITE_URL=${siteUrl}`);
  // One after the other on purpose: two Gatsby builds at once on two cores only slow each other down.
  return (await gatsbyBuild("site", ROOT, { SITE_URL: siteUrl })) && (await gatsbyBuild("bare", BARE, {}));
}

// ------------------------------------------------------------------------------------ first-load JS

/** Strings only the cinema API client and slices contain: their presence means axios/Redux code in the first load. */
const CINEMA_MARKERS = ["addMovieToWatchList", "switchTokensDx", "X-XSRF-TOKEN"];

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

/** The first-load JavaScript of one built page: script count, gzipped bytes, gzipped inline script bytes. */
function measurePage(publicDir, route) {
  const htmlFile = htmlFileForRoute(publicDir, route);
  if (!fs.existsSync(htmlFile)) return { error: `no ${path.relative(ROOT, htmlFile)}` };
  const html = fs.readFileSync(htmlFile, "utf8");
  const stats = readJson(path.join(publicDir, "webpack.stats.json"));
  const componentChunkName = readJson(pageDataFileForRoute(publicDir, route))?.componentChunkName;
  if (!stats || !componentChunkName) return { error: `no webpack.stats.json or page data for ${route}` };
  const urls = firstLoadScriptUrls(html, stats, componentChunkName);
  let gzipBytes = 0;
  let cinema = false;
  const missing = [];
  for (const url of urls) {
    const file = publicFileForUrl(publicDir, url);
    if (file && fs.existsSync(file)) {
      const body = fs.readFileSync(file);
      gzipBytes += gzipSize(body);
      cinema ||= CINEMA_MARKERS.some((m) => body.includes(m));
    } else missing.push(url);
  }
  return { scripts: urls.length, gzipBytes, inlineGzipBytes: gzipSize(inlineScriptText(html)), missing, cinema };
}

function reportFirstLoadJs(routes) {
  section("First-load JavaScript (gzip -9)");
  const bare = measurePage(BARE_PUBLIC, "/");
  if (bare.error) {
    console.error(`bare page: ${bare.error}`);
    return { ok: false, over: [] };
  }
  const rows = [["bare Gatsby", "/", bare.scripts, formatKB(bare.gzipBytes), formatKB(bare.inlineGzipBytes), "1.00x", "no", ""]];
  const over = [];
  let ok = true;
  for (const { type, route } of routes) {
    const page = measurePage(PUBLIC, route);
    if (page.error) {
      ok = false;
      rows.push([type, route, "", "", "", "", "", page.error]);
      continue;
    }
    const flagged = isOverRatio(page.gzipBytes, bare.gzipBytes);
    if (flagged) over.push(type);
    const note = [flagged ? `OVER ${RATIO_LIMIT}x` : "", page.missing.length ? `missing: ${page.missing.join(" ")}` : ""].filter(Boolean).join("; ");
    rows.push([type, route, page.scripts, formatKB(page.gzipBytes), formatKB(page.inlineGzipBytes), formatRatio(page.gzipBytes, bare.gzipBytes), page.cinema ? "YES" : "no", note]);
  }
  console.log(formatTable(["route type", "path", "scripts", "JS KB", "inline KB", "vs bare", "cinema code", "note"], rows));
  console.log("cinema code: whether the first load carries the cinema API client or slices (axios, Redux); islands load them later, on their pages only.");
  console.log("\nJS KB: <script src>, <link rel=preload as=script> and the page template's webpack chunk group, gzipped; inline KB: inline <script> text, gzipped.");
  return { ok, over };
}

// ---------------------------------------------------------------------------------------- Lighthouse

/** Warns when reusing a build whose canonical URLs point at another origin than the one Lighthouse loads. */
function warnOnForeignCanonical(origin) {
  const file = htmlFileForRoute(PUBLIC, "/");
  const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/i.exec(html)?.[1];
  if (canonical && new URL(canonical).origin !== origin) {
    console.log(`note: public/ was built with canonical URLs on ${new URL(canonical).origin}, not ${origin}; the SEO canonical audit may fail. Run without --no-build to fix.`);
  }
}

async function auditUrl(port, url) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no result");
  if (lhr.runtimeError) throw Object.assign(new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  return lhr;
}

/** One Chromium for all runs (Lighthouse resets storage between them); always killed, its profile removed. */
async function runLighthouse(origin, routes) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  let chrome;
  const results = [];
  const stop = async () => {
    await chrome?.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  cleanups.add(stop);
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false });
    for (const { type, route } of routes) {
      const started = Date.now();
      try {
        const lhr = await auditUrl(chrome.port, origin + route);
        results.push({ type, route, lhr });
        console.log(`lighthouse ${route}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (err) {
        results.push({ type, route, error: err.code ?? err.message });
        console.error(`lighthouse ${route}: FAILED: ${err.message}`);
      }
    }
  } finally {
    cleanups.delete(stop);
    await stop();
  }
  return results;
}

function printLighthouse(results) {
  const rows = results.map(({ type, route, lhr, error }) => [
    type,
    route,
    ...CATEGORIES.map((id) => (lhr ? (categoryScore(lhr, id) ?? "n/a") : "n/a")),
    lhr?.environment?.benchmarkIndex ? Math.round(lhr.environment.benchmarkIndex) : "n/a",
    error ? `run failed: ${error}` : "",
  ]);
  console.log(formatTable(["route type", "path", "performance", "accessibility", "best-practices", "seo", "cpu", "note"], rows));
  for (const { type, route, lhr } of results) {
    if (!lhr) continue;
    const lines = [];
    for (const id of CATEGORIES) {
      if (categoryScore(lhr, id) === 100) continue;
      for (const audit of failingAudits(lhr, id)) {
        const score = audit.score === null ? "—" : Math.round(audit.score * 100);
        const value = audit.displayValue ? ` (${audit.displayValue})` : "";
        lines.push(`  [${id}] ${audit.id} — ${audit.title}${value}; score ${score}, weight ${+audit.weight.toFixed(1)}`);
        for (const item of audit.items) lines.push(`      · ${item}`);
      }
    }
    if (lines.length > 0) console.log(`\n${type} ${route}: audits below 1\n${lines.join("\n")}`);
  }
}

async function reportLighthouse(origin, routes) {
  section(`Lighthouse ${lighthouseVersion()} (mobile, simulated throttling) on ${origin}`);
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`);
    return { ok: false, results: [] };
  }
  warnOnForeignCanonical(origin);
  // Simulated throttling scales the main-thread time it observes, so a busy machine inflates Total Blocking Time.
  console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores; "cpu" below is Lighthouse's benchmarkIndex (higher is faster)`);
  const results = await runLighthouse(origin, routes);
  console.log("");
  printLighthouse(results);
  return { ok: results.every((r) => r.lhr), results };
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
}

// ---------------------------------------------------------------------------------------------- main

/** Identifies the build in public/; a change mid-run means something else rebuilt the site under the bench. */
function compilationHash() {
  return readJson(path.join(PUBLIC, "page-data", "app-data.json"))?.webpackCompilationHash ?? null;
}

function printSummary({ built, js, lh, seconds }) {
  section("Summary");
  console.log(`builds: ${built ? "ok" : "skipped (--no-build)"}`);
  console.log(`first-load JS: ${js.ok ? "measured" : "INCOMPLETE"}; over ${RATIO_LIMIT}x the bare page: ${js.over.length ? js.over.join(", ") : "none"}`);
  const perfect = lh.results.filter((r) => r.lhr && CATEGORIES.every((id) => categoryScore(r.lhr, id) === 100)).length;
  console.log(`lighthouse: ${lh.results.filter((r) => r.lhr).length}/${lh.results.length} runs ok${lh.ok ? "" : " (FAILURES)"}; ${perfect} with 100 in all four categories`);
  console.log(`total time: ${seconds} s`);
}

async function main(args) {
  const started = Date.now();
  const routes = routeTypes().filter((r) => {
    if (r.route) return true;
    console.error(`${r.type}: no route found (no content/productions/*.json with objectClass "culture"); skipped`);
    return false;
  });
  // The server starts first so that the site is built for the origin it will be served from (canonical URLs).
  const { server, url: origin } = await startStaticServer({ root: PUBLIC, port: 0, host: "127.0.0.1" });
  try {
    const built = args.build ? await buildAll(origin) : null;
    // Measuring whatever an earlier build left in public/ would report figures for code that is not there any more.
    if (built === false) {
      console.error("\nbench stopped: a build failed. (A `gatsby build` or `gatsby develop` running in the repo at the same time shares .cache/ and public/ and breaks both.)");
      return 1;
    }
    const buildId = compilationHash();
    const js = reportFirstLoadJs(routes);
    const lh = await reportLighthouse(
      origin,
      routes.filter((r) => r.lighthouse !== false),
    );
    printSummary({ built, js, lh, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    const rebuilt = compilationHash() !== buildId;
    if (rebuilt) console.error("\npublic/ was rebuilt by something else while the bench ran: the figures above mix two builds. Run again when no other build is running.");
    return js.ok && lh.ok && !rebuilt ? 0 : 1;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
main(args).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err?.stack ?? err);
    process.exit(1);
  },
);
