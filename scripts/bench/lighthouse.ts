import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LaunchedChrome } from "chrome-launcher";
import { section } from "./builds";
import { cleanups } from "./cleanups";
import {
  categoryScore,
  failingAudits,
  formatTable,
  htmlFileForRoute,
  medianRun,
  medianOf,
  auditValues,
  ratiosByRound,
  pageMedians,
  WORK_GROUPS,
  type WorkGroup,
  formatRatio,
  lcpAgainstBare,
  cpuOfTasks,
  inRounds,
  waitForQuiet,
  type LighthouseResult,
  type TraceEvent,
} from "./lib";
import { PUBLIC, ROOT } from "./paths";
import { CHROMIUM, CHROMIUM_ARGS } from "../chromium";

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Lighthouse starts once the 1-minute load average is this low (per core), or after QUIET_MAX_MS. */
const QUIET_LOAD_PER_CORE = 0.5;
const QUIET_MAX_MS = 240_000;

/** A Lighthouse result as far as the bench reads it. */
type Lhr = LighthouseResult & { environment?: { benchmarkIndex?: number } };

export interface LighthouseRun {
  type: string;
  route: string;
  lhr?: Lhr;
  error?: string;
  /** The performance score of every run of this page, in the order they ran (null: the run failed). */
  scores?: (number | null)[];
  /** Medians over every run of this page (ms): Lighthouse's main-thread work and Total Blocking Time. */
  mainThreadMs?: number | null;
  /** The median over every run of this page of its main thread's CPU time (ms, unscaled: cpuOfTasks). */
  cpuMs?: number | null;
  blockingMs?: number | null;
  /** The median over every run of this page of its Largest Contentful Paint (ms). */
  lcpMs?: number | null;
  /** Main-thread work by kind (Lighthouse's groups), each kind's median over every run of this page (ms). */
  work?: Record<WorkGroup, number> | null;
  /** Each round's main-thread work and CPU time (ms; null: that run failed), in the order of the rounds. */
  byRound?: { mainThreadMs: (number | null)[]; cpuMs: (number | null)[] };
}

/** A page to audit: its route type, its path (for the table) and the URL to load. */
export interface LighthouseTarget {
  type: string;
  route: string;
  url: string;
}

/** Warns when reusing a build whose canonical URLs point at another origin than the one Lighthouse loads. */
function warnOnForeignCanonical(origin: string): void {
  const file = htmlFileForRoute(PUBLIC, "/");
  const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/i.exec(html)?.[1];
  if (canonical && new URL(canonical).origin !== origin) {
    console.log(
      `note: public/ was built with canonical URLs on ${new URL(canonical).origin}, not ${origin}; the SEO canonical audit may fail. Run without --no-build to fix.`,
    );
  }
}

/** One Lighthouse run of `url`: its result, and the CPU time of the page's main thread in its trace (cpuOfTasks). */
async function auditUrl(port: number, url: string): Promise<{ lhr: Lhr; cpuMs: number | null }> {
  // Lighthouse is an ES module; loaded when the bench gets this far.
  const { default: lighthouse } = await import("lighthouse");
  const { TraceProcessor } = await import("lighthouse/core/lib/tracehouse/trace-processor.js");
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no result");
  if (lhr.runtimeError)
    throw Object.assign(new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
  let cpuMs: number | null = null;
  try {
    // The trace Lighthouse took, read for the page's main thread as Lighthouse reads it.
    const { mainThreadEvents, timeOriginEvt } = TraceProcessor.processTrace(result.artifacts.Trace);
    cpuMs = cpuOfTasks(mainThreadEvents as TraceEvent[], timeOriginEvt.ts);
  } catch (error) {
    console.error(`lighthouse ${url}: its trace could not be read for CPU time: ${(error as Error).message}`);
  }
  return { lhr: lhr as unknown as Lhr, cpuMs };
}

/** One Chromium for all runs (Lighthouse resets storage between them); always killed, its profile removed. */
async function runLighthouse(targets: LighthouseTarget[], rounds: number): Promise<LighthouseRun[]> {
  const chromeLauncher = await import("chrome-launcher");
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  let chrome: LaunchedChrome | undefined;
  const results: LighthouseRun[] = [];
  const stop = async () => {
    chrome?.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  cleanups.add(stop);
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, handleSIGINT: false });
    const runs: LighthouseRun[][] = targets.map(() => []);
    const cpu: (number | null)[][] = targets.map(() => []);
    let roundStarted = Date.now();
    for (const { target, index, round } of inRounds(targets, rounds)) {
      const { type, route, url } = target;
      try {
        const { lhr, cpuMs } = await auditUrl(chrome.port, url);
        runs[index].push({ type, route, lhr });
        cpu[index].push(cpuMs);
      } catch (err) {
        const error = err as Error & { code?: string };
        runs[index].push({ type, route, error: error.code ?? error.message });
        // Kept in step with the runs: byRound pairs each round's figures with the bare page's.
        cpu[index].push(null);
        console.error(`lighthouse ${route}: run ${round + 1} FAILED: ${error.message}`);
      }
      if (index === targets.length - 1) {
        console.log(
          `lighthouse round ${round + 1} of ${rounds}: ${targets.length} pages in ${((Date.now() - roundStarted) / 1000).toFixed(0)} s`,
        );
        roundStarted = Date.now();
      }
    }
    targets.forEach((_, index) => {
      const scores = runs[index].map((run) => (run.lhr ? categoryScore(run.lhr, "performance") : null));
      results.push({
        ...medianRun(runs[index]),
        scores,
        ...pageMedians(runs[index], cpu[index]),
        byRound: { mainThreadMs: auditValues(runs[index], "mainthread-work-breakdown"), cpuMs: cpu[index] },
      });
    });
  } finally {
    cleanups.delete(stop);
    await stop();
  }
  return results;
}

/**
 * The scores shown are the median run's by performance (lib.ts medianRun), with every run's
 * performance score; LCP, Total Blocking Time and main-thread work are each the median over all runs.
 */
function printLighthouse(results: LighthouseRun[], rounds: number): void {
  const rows = results.map(({ type, route, lhr, error, scores, lcpMs, blockingMs }) => [
    type,
    route,
    ...CATEGORIES.map((id) => (lhr ? (categoryScore(lhr, id) ?? "n/a") : "n/a")),
    lcpMs == null ? "n/a" : (lcpMs / 1000).toFixed(2),
    blockingMs == null ? "n/a" : String(Math.round(blockingMs)),
    (scores ?? []).map((score) => score ?? "failed").join("/"),
    lhr?.environment?.benchmarkIndex ? Math.round(lhr.environment.benchmarkIndex) : "n/a",
    error ? `run failed: ${error}` : "",
  ]);
  // The scores are one run's (the median by performance); LCP and TBT, medians over all runs: with
  // every run at 100 the "median run" is any of them, and one run's LCP moved by 0.4 s from run to run.
  console.log(
    `Scores of the median of ${rounds} runs per page by performance score ("runs": each run's score); LCP and TBT: medians over the ${rounds} runs.`,
  );
  console.log(
    formatTable(
      ["route type", "path", "performance", "accessibility", "best-practices", "seo", "LCP s", "TBT ms", "runs", "cpu", "note"],
      rows,
    ),
  );
  printMainThread(results, rounds);
  for (const { type, route, lhr } of results) {
    if (!lhr) continue;
    const lines: string[] = [];
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

/**
 * The work a phone does to show each page, against the bare Gatsby page measured in the same run:
 * main-thread work and Total Blocking Time, each the median over every run of the page; then the
 * main-thread work by kind (script, the browser's own tasks, style and layout, …).
 */
function printMainThread(results: LighthouseRun[], rounds: number): void {
  const bare = results.find((r) => r.type === "bare Gatsby");
  const cell = (ms: number | null | undefined, base: number | null | undefined) =>
    ms == null ? "n/a" : base ? `${Math.round(ms)} (${formatRatio(ms, base)})` : String(Math.round(ms));
  console.log(
    `\nMain-thread work and Total Blocking Time, median of ${rounds} runs each, ms (× the bare Gatsby page); LCP, median, s (± the bare page's):`,
  );
  // Lighthouse's figures are wall time (four times over, for a slow phone); the CPU time is the time
  // the same tasks were on a core, which another process on the machine does not lengthen: the
  // steadier figure to compare two builds by, and where the pages' own work shows.
  console.log(
    formatTable(
      ["route type", "path", "main thread", "TBT", "main thread CPU", "LCP"],
      results.map((r) => [
        r.type,
        r.route,
        cell(r.mainThreadMs, bare?.mainThreadMs),
        cell(r.blockingMs, bare?.blockingMs),
        cell(r.cpuMs, bare?.cpuMs),
        lcpAgainstBare(r.lcpMs, bare?.lcpMs),
      ]),
    ),
  );
  // The same figures paired round by round: the bare page and each page a minute apart at most.
  if (bare?.byRound) {
    const paired = (page: (number | null)[], base: (number | null)[]) => {
      const ratios = ratiosByRound(page, base);
      const median = medianOf(ratios);
      return median == null ? "n/a" : `${median.toFixed(2)}x (${ratios.map((r) => r.toFixed(2)).join(" ")})`;
    };
    console.log(
      `\nMain-thread work against the bare page round by round: the median of each round's ratio (each round's ratio in brackets, in the order they ran):`,
    );
    console.log(
      formatTable(
        ["route type", "main thread", "main thread CPU"],
        results
          .filter((r) => r !== bare && r.byRound)
          .map((r) => [
            r.type,
            paired(r.byRound!.mainThreadMs, bare.byRound!.mainThreadMs),
            paired(r.byRound!.cpuMs, bare.byRound!.cpuMs),
          ]),
      ),
    );
  }
  // The figures the ratios above are made of: whether a round read high because the page did more
  // or because the bare page did less (both move by a fifth from run to run on a shared machine).
  console.log(`\nMain-thread work round by round, ms (Lighthouse's figure; "failed": that run measured nothing):`);
  console.log(
    formatTable(
      ["route type", ...Array.from({ length: rounds }, (_, i) => `round ${i + 1}`)],
      results.map((r) => [r.type, ...Array.from({ length: rounds }, (_, i) => roundCell(r.byRound?.mainThreadMs[i]))]),
    ),
  );
  // Where the work goes, so a change can be aimed at the kind that grew (each kind's own median, so a
  // row need not add up to the total above).
  console.log(
    `\nMain-thread work by kind, median of ${rounds} runs each, ms (Lighthouse's groups; "other" is the browser's own tasks: requests, frames, timers):`,
  );
  console.log(
    formatTable(
      ["route type", ...WORK_GROUPS],
      results.map((r) => [r.type, ...WORK_GROUPS.map((group) => (r.work ? String(Math.round(r.work[group])) : "n/a"))]),
    ),
  );
}

const roundCell = (ms: number | null | undefined) => (ms === undefined ? "" : ms === null ? "failed" : String(Math.round(ms)));

function lighthouseVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
}

export async function reportLighthouse(
  origin: string,
  targets: LighthouseTarget[],
  rounds: number,
): Promise<{ ok: boolean; results: LighthouseRun[] }> {
  section(`Lighthouse ${lighthouseVersion()} (mobile, simulated throttling) on ${origin}`);
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM}: run \`npx tsx scripts/ensure-chromium.ts --browser\` or set CHROMIUM_PATH.`);
    return { ok: false, results: [] };
  }
  warnOnForeignCanonical(origin);
  // Simulated throttling scales the main-thread time it observes, so a busy machine inflates Total Blocking Time.
  const cores = os.cpus().length;
  const quiet = await waitForQuiet({
    load: () => os.loadavg()[0],
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    below: QUIET_LOAD_PER_CORE * cores,
    maxMs: QUIET_MAX_MS,
  });
  console.log(
    `${quiet.quiet ? "" : "NOT QUIET: "}load average ${quiet.load.toFixed(1)} on ${cores} cores after waiting ${Math.round(quiet.waitedMs / 1000)} s for it to fall to ${QUIET_LOAD_PER_CORE * cores}; "cpu" below is Lighthouse's benchmarkIndex (higher is faster; it varies from run to run on a shared machine)`,
  );
  const results = await runLighthouse(targets, rounds);
  console.log("");
  printLighthouse(results, rounds);
  return { ok: results.every((r) => r.lhr), results };
}

/** Perfect runs: 100 in all four categories. */
export const perfectRuns = (results: LighthouseRun[]) =>
  results.filter((r) => r.lhr && CATEGORIES.every((id) => categoryScore(r.lhr as Lhr, id) === 100)).length;
