// Pure helpers for `npm run bench`: reading built HTML, sizing, formatting Lighthouse results.
// No I/O here beyond what the arguments carry, so lib.test.ts can check them.
import path from "node:path";
import zlib from "node:zlib";

/** A page over this multiple of the bare Gatsby page's JavaScript by network idle gets flagged. */
export const RATIO_LIMIT = 1.25;

/** Lighthouse modes whose audits never count as failing: they carry no pass/fail score. */
const UNSCORED_MODES = new Set(["informative", "notApplicable", "manual"]);

export interface Production {
  file: string;
  data: { objectClass?: string; pageReference?: string } | null;
}

export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  errorMessage?: string;
  details?: { items?: Record<string, unknown>[] };
}

/** The part of a Lighthouse result (lhr) the helpers read. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LighthouseAudit>;
}

export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  weight: number;
  displayValue: string;
  items: string[];
}

export interface BenchArgs {
  build: boolean;
  /** Only the site's cold build and the bare page's, with the time of each of Gatsby's steps: nothing measured in a browser. */
  coldOnly: boolean;
  /** Productions in the generated programme; null: content/ as it is. */
  productions: number | null;
  /** Also each route type's page with every script removed, in Lighthouse: what the HTML alone costs. */
  htmlAlone: boolean;
  /** Lighthouse runs per page (rounds over every page); null: LIGHTHOUSE_RUNS. */
  runs: number | null;
}

/**
 * Lighthouse runs per page unless told (`--runs N`). A page's main-thread work moves by about a tenth
 * from run to run, the bare page's as much, so the ratio of two medians of 5 still moves by ±0.15
 * from one bench to the next; more runs narrow that, at about 6 s a page a round.
 */
export const LIGHTHOUSE_RUNS = 5;
export const MAX_LIGHTHOUSE_RUNS = 25;

/**
 * `--no-build` reuses the builds in public/ and bench/bare/public/; `--productions N` generates a
 * programme of N; `--cold-only` builds cold and stops there.
 */
export function parseArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = { build: true, coldOnly: false, productions: null, htmlAlone: false, runs: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-build") args.build = false;
    else if (arg === "--cold-only") args.coldOnly = true;
    else if (arg === "--html-alone") args.htmlAlone = true;
    else if (arg === "--productions" || arg.startsWith("--productions=")) {
      const value = arg.includes("=") ? arg.split("=")[1] : argv[++i];
      if (!/^\d+$/.test(value ?? "") || Number(value) < 1)
        throw new Error(`--productions: expected a whole number of at least 1, got ${JSON.stringify(value)}`);
      args.productions = Number(value);
    } else if (arg === "--runs" || arg.startsWith("--runs=")) {
      const value = arg.includes("=") ? arg.split("=")[1] : argv[++i];
      if (!/^\d+$/.test(value ?? "") || Number(value) < 3 || Number(value) > MAX_LIGHTHOUSE_RUNS)
        throw new Error(`--runs: expected a whole number from 3 to ${MAX_LIGHTHOUSE_RUNS}, got ${JSON.stringify(value)}`);
      args.runs = Number(value);
    } else
      throw new Error(`Unknown argument: ${arg} (supported: --no-build, --cold-only, --html-alone, --productions N, --runs N)`);
  }
  if (args.coldOnly && !args.build) throw new Error("--cold-only builds: it cannot go with --no-build");
  if (args.coldOnly && args.htmlAlone) throw new Error("--cold-only measures no page: it cannot go with --html-alone");
  if (args.coldOnly && args.runs !== null) throw new Error("--cold-only measures no page: it cannot go with --runs");
  return args;
}

// eslint-disable-next-line no-control-regex
export const ANSI_ESCAPES = /\x1b\[[0-9;]*[A-Za-z]/g;

/**
 * The time of each step Gatsby reports in a build log ("success building static HTML for pages -
 * 20.153s - 2034/2034 100.93/s"), in the order they ended; a progress bar's redraws count once.
 */
export function stepTimings(log: string): { step: string; seconds: number }[] {
  const steps: { step: string; seconds: number }[] = [];
  for (const line of log.replace(ANSI_ESCAPES, "").split(/[\r\n]+/)) {
    const m = /^success (.+?) - (\d+(?:\.\d+)?)s\b/.exec(line.trim());
    if (m) steps.push({ step: m[1], seconds: Number(m[2]) });
  }
  return steps;
}

/** Gatsby's page data for a route, which names the page's template chunk: public/page-data/<route or "index">/page-data.json. */
export function pageDataFileForRoute(publicDir: string, route: string): string {
  const dir = route === "/" ? "index" : route.replace(/^\/+|\/+$/g, "");
  return path.join(publicDir, "page-data", dir, "page-data.json");
}

/** The built HTML file for a route: public/index.html for "/", public/404.html as is, else public/<route>/index.html. */
export function htmlFileForRoute(publicDir: string, route: string): string {
  if (route.endsWith(".html")) return path.join(publicDir, route);
  return path.join(publicDir, route, "index.html");
}

/**
 * A built page as it would be with no script at all: every script element goes (the JSON data ones
 * stay, they run nothing), and so do hints that fetch a script ahead. What is left costs a phone the
 * HTML, the styles and the pictures alone.
 */
export function withoutScripts(html: string): string {
  const isData = (open: string) => /\stype=["']?application\/(ld\+)?json["']?/i.test(open);
  return html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, (element, open: string) => (isData(open) ? element : ""))
    .replace(/<link\b[^>]*>/gi, (link) =>
      /\brel=["']?(preload|modulepreload|prefetch)\b/i.test(link) && /\bas=["']?script\b|\.m?js["'?#\s>]/i.test(link) ? "" : link,
    );
}

export function gzipSize(content: string | Uint8Array): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

export function formatKB(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function formatRatio(value: number, base: number): string {
  if (!base) return "n/a";
  return `${(value / base).toFixed(2)}x`;
}

export function isOverRatio(value: number, base: number, limit = RATIO_LIMIT): boolean {
  return base > 0 && value / base > limit;
}

/**
 * The bar a visitor route type is held to against the bare Gatsby page measured in the same run:
 * main-thread work and Total Blocking Time each within `ratio` times the bare page's, and the
 * largest paint at most `lcpAfterMs` later than the bare page's; all medians over the runs of each
 * page (docs/architecture.md, "Tests").
 */
export const BARE_PAGE_BAR: { ratio: number; lcpAfterMs: number; exempt: readonly string[] } = {
  ratio: 1.5,
  lcpAfterMs: 300,
  // Not a visitor's page: the lobby screens are held to their soak (`npm run soak`) instead.
  exempt: ["lobby screen"],
};

/** A page's medians over its runs (ms), as the bar reads them; null where no run measured. */
export interface PageMedians {
  type: string;
  mainThreadMs?: number | null;
  blockingMs?: number | null;
  lcpMs?: number | null;
}

/**
 * The route types held to the bar (all but `bar.exempt`) that miss it, by figure, against `bare`,
 * compared as the tables show them (ratios to two decimals, LCP to 10 ms): a page listed as missing
 * shows over the bar. A page with a figure no run measured is listed as unmeasured, never as
 * within; with the bare page unmeasured there is nothing to hold the pages to. A bare page with no
 * blocking time at all leaves any blocking time over it (the bar is a ratio).
 */
export function barMisses(
  pages: PageMedians[],
  bare: PageMedians | undefined,
  bar = BARE_PAGE_BAR,
): { bareMeasured: boolean; mainThread: string[]; blocking: string[]; lcp: string[]; unmeasured: string[] } {
  pages = pages.filter((p) => !bar.exempt.includes(p.type));
  const base = { mainThread: bare?.mainThreadMs, blocking: bare?.blockingMs, lcp: bare?.lcpMs };
  if (base.mainThread == null || base.blocking == null || base.lcp == null)
    return { bareMeasured: false, mainThread: [], blocking: [], lcp: [], unmeasured: [] };
  const overRatio = (value: number, of: number) => (of > 0 ? ratioOverBar(value / of, bar) : value > 0);
  const measured = pages.filter((p) => p.mainThreadMs != null && p.blockingMs != null && p.lcpMs != null);
  return {
    bareMeasured: true,
    mainThread: measured.filter((p) => overRatio(p.mainThreadMs!, base.mainThread!)).map((p) => p.type),
    blocking: measured.filter((p) => overRatio(p.blockingMs!, base.blocking!)).map((p) => p.type),
    lcp: measured.filter((p) => Math.round((p.lcpMs! - base.lcp!) / 10) * 10 > bar.lcpAfterMs).map((p) => p.type),
    unmeasured: pages.filter((p) => !measured.includes(p)).map((p) => p.type),
  };
}

/** Whether a ratio is over the bar's as the tables show it: to two decimals ("1.50x" is within). */
const ratioOverBar = (ratio: number, bar = BARE_PAGE_BAR) => Math.round(ratio * 100) / 100 > bar.ratio;

/**
 * The route types held to the bar whose main-thread work, round by round (the median of
 * ratiosByRound), is over the bar's ratio, compared to two decimals as the table shows it; a page
 * with no round measured beside the bare page is listed as unmeasured.
 */
export function barMissesByRound(
  pages: { type: string; byRound?: { mainThreadMs: (number | null)[] } }[],
  bare: { byRound?: { mainThreadMs: (number | null)[] } } | undefined,
  bar = BARE_PAGE_BAR,
): { mainThread: string[]; unmeasured: string[] } {
  const result = { mainThread: [] as string[], unmeasured: [] as string[] };
  for (const page of pages.filter((p) => !bar.exempt.includes(p.type))) {
    const median = medianOf(ratiosByRound(page.byRound?.mainThreadMs ?? [], bare?.byRound?.mainThreadMs ?? []));
    if (median == null) result.unmeasured.push(page.type);
    else if (ratioOverBar(median, bar)) result.mainThread.push(page.type);
  }
  return result;
}

/** A page's figures over its runs: each the median of the runs that measured it (null: none did). */
export function pageMedians(runs: { lhr?: LighthouseResult }[], cpuMs: (number | null)[]) {
  return {
    mainThreadMs: medianOf(auditValues(runs, "mainthread-work-breakdown")),
    cpuMs: medianOf(cpuMs),
    blockingMs: medianOf(auditValues(runs, "total-blocking-time")),
    lcpMs: medianOf(auditValues(runs, "largest-contentful-paint")),
    work: medianWorkByGroup(runs),
  };
}

/**
 * A page's figure against the bare page's round by round: each round's run of the page over the bare
 * page's run of the same round (the two a minute apart at most, where their medians may come from
 * rounds several minutes apart on a machine whose speed drifts), in the order of the rounds; a round
 * where either did not measure, or the bare page measured nothing, gives none.
 */
export function ratiosByRound(page: (number | null)[], bare: (number | null)[]): number[] {
  return page.flatMap((value, round) => {
    const base = bare[round];
    return value == null || base == null || base <= 0 ? [] : [value / base];
  });
}

/** A median largest paint in seconds, with how much later (or earlier) it is than the bare page's. */
export function lcpAgainstBare(ms: number | null | undefined, bareMs: number | null | undefined): string {
  if (ms == null) return "n/a";
  const seconds = (ms / 1000).toFixed(2);
  if (bareMs == null) return seconds;
  const after = (ms - bareMs) / 1000;
  return `${seconds} (${after >= 0 ? "+" : "−"}${Math.abs(after).toFixed(2)})`;
}

/** The route of the first culture production: files are read in name order, "/" + its pageReference. */
export function culturePath(productions: Production[]): string | null {
  const sorted = [...productions].sort((a, b) => a.file.localeCompare(b.file));
  const culture = sorted.find(({ data }) => data?.objectClass === "culture" && typeof data.pageReference === "string");
  return culture ? `/${(culture.data?.pageReference as string).replace(/^\/+/, "")}` : null;
}

/** A 0–100 score for a Lighthouse category; null when Lighthouse could not score it. */
export function categoryScore(lhr: LighthouseResult, id: string): number | null {
  const score = lhr.categories?.[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

/** The audits of a category that did not pass, heaviest first, then worst first, for the engineer to fix. */
export function failingAudits(lhr: LighthouseResult, categoryId: string): FailingAudit[] {
  const category = lhr.categories?.[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && !UNSCORED_MODES.has(audit.scoreDisplayMode))
    .filter(({ audit }) => audit.scoreDisplayMode === "error" || (typeof audit.score === "number" && audit.score < 1))
    .sort((a, b) => b.ref.weight - a.ref.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue:
        audit.scoreDisplayMode === "error" ? `error: ${audit.errorMessage ?? "audit failed"}` : (audit.displayValue ?? ""),
      items: auditItems(audit),
    }));
}

/** A console message with where it came from, e.g. the URL that answered 404. */
function consoleEntry(item: AuditItem): string | undefined {
  if (typeof item.description !== "string") return undefined;
  const where = item.sourceLocation?.url;
  return where ? `${item.description} — ${where}` : item.description;
}

type AuditItem = {
  type?: unknown;
  description?: unknown;
  sourceLocation?: { url?: string };
  node?: { snippet?: string; nodeLabel?: string };
  url?: string;
  source?: { url?: string };
};

/** What an audit points at (console messages, elements, URLs), a few of them, each on one short line. */
export function auditItems(audit: LighthouseAudit, max = 3, width = 160): string[] {
  const items: AuditItem[] = Array.isArray(audit.details?.items) ? audit.details.items : [];
  return items
    .filter((item) => !item.type) // Items with a type are nested tables and insight sections, not things to fix.
    .map((item) => item.node?.snippet ?? consoleEntry(item) ?? item.url ?? item.source?.url ?? item.node?.nodeLabel)
    .filter((text): text is string => typeof text === "string" && text.trim() !== "")
    .slice(0, max)
    .map((text) => {
      const line = text.replace(/\s+/g, " ").trim();
      return line.length > width ? `${line.slice(0, width - 1)}…` : line;
    });
}

/** Left-aligned text columns, right-aligned numbers, two spaces between columns. */
export function formatTable(headers: string[], rows: (string | number | null | undefined)[][]): string {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? "")));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const numeric = headers.map(
    (_, i) => rows.length > 0 && rows.every((row) => /^[-\d.]+x?$|^n\/a$|^$/.test(String(row[i] ?? ""))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join("  ")
      .trimEnd();
  return [line(cells[0]), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

/** The value at quantile q (0–1) of the samples, by nearest rank. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Of several Lighthouse runs of one page, the one with the median performance score (the lower of
 * the two middle ones for an even count), as Lighthouse's own advice on variability says: one run
 * moves by several points with what else the machine does. Runs without a score count as lowest.
 */
export function medianRun<T extends { lhr?: LighthouseResult }>(runs: T[]): T {
  if (runs.length === 0) throw new Error("medianRun: no runs");
  const score = (run: T) => (run.lhr ? (categoryScore(run.lhr, "performance") ?? -1) : -1);
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Waits for the machine to be quiet: the 1-minute load average at or under `below`, checked every
 * `stepMs`, for at most `maxMs`. Lighthouse's simulated throttling multiplies the main-thread time it
 * observes, so right after a build (load average 4 to 5 on 2 cores here) it charged pages twice the
 * Total Blocking Time it found a few minutes later. Answers how long it waited and the last load seen.
 */
export async function waitForQuiet({
  load,
  sleep,
  below,
  maxMs,
  stepMs = 5000,
}: {
  load: () => number;
  sleep: (ms: number) => Promise<void>;
  below: number;
  maxMs: number;
  stepMs?: number;
}): Promise<{ waitedMs: number; load: number; quiet: boolean }> {
  let waitedMs = 0;
  let now = load();
  while (now > below && waitedMs < maxMs) {
    await sleep(stepMs);
    waitedMs += stepMs;
    now = load();
  }
  return { waitedMs, load: now, quiet: now <= below };
}

/** An audit's measured value (Largest Contentful Paint in ms, say), or null when Lighthouse has none. */
export function auditValue(lhr: LighthouseResult, id: string): number | null {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

/**
 * The order of `runs` runs of every target, a round at a time (each target once per round): a slow
 * minute of a shared machine then falls on a run of every page, not on every run of one, so a
 * page's ratio to the bare page is not that minute's.
 */
export function inRounds<T>(targets: readonly T[], runs: number): { target: T; index: number; round: number }[] {
  return Array.from({ length: runs }, (_, round) => targets.map((target, index) => ({ target, index, round }))).flat();
}

/** The median of the numbers among `values` (nulls are runs that measured nothing), or null if none. */
export function medianOf(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/** An audit's value (ms) in each run, by `id`: null for a run that failed or lacks it. */
export const auditValues = (runs: { lhr?: LighthouseResult }[], id: string) =>
  runs.map((run) => (run.lhr ? auditValue(run.lhr, id) : null));

/** Lighthouse's kinds of main-thread work (mainthread-work-breakdown's groups), in the order the bench prints them. */
export const WORK_GROUPS = [
  "scriptEvaluation",
  "other",
  "styleLayout",
  "parseHTML",
  "paintCompositeRender",
  "scriptParseCompile",
  "garbageCollection",
] as const;
export type WorkGroup = (typeof WORK_GROUPS)[number];

/** One run's main-thread work by kind (ms, as Lighthouse scales it): a kind the run did not report is 0. */
export function workByGroup(lhr: LighthouseResult): Record<WorkGroup, number> | null {
  const items = lhr.audits?.["mainthread-work-breakdown"]?.details?.items;
  if (!Array.isArray(items)) return null;
  const work = Object.fromEntries(WORK_GROUPS.map((group) => [group, 0])) as Record<WorkGroup, number>;
  for (const item of items) {
    const { group, duration } = item as { group?: unknown; duration?: unknown };
    if (typeof duration === "number" && (WORK_GROUPS as readonly unknown[]).includes(group)) work[group as WorkGroup] += duration;
  }
  return work;
}

/** Each kind's median over the runs that reported a breakdown (null: none did). */
export function medianWorkByGroup(runs: { lhr?: LighthouseResult }[]): Record<WorkGroup, number> | null {
  const reported = runs.map((run) => (run.lhr ? workByGroup(run.lhr) : null)).filter((w) => w !== null);
  if (reported.length === 0) return null;
  return Object.fromEntries(WORK_GROUPS.map((group) => [group, medianOf(reported.map((w) => w[group]))])) as Record<
    WorkGroup,
    number
  >;
}

/** A trace event, as far as the bench reads one (times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The time the thread was on a core. */
  tdur?: number;
}

/** What Chromium calls a task a thread runs from its queue (a name of each version's). */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork"]);

/**
 * The CPU time (ms) of a thread's tasks from `from` (µs, the navigation's start) on: each top-level
 * task's thread time (`tdur`), once however its kinds nest. Lighthouse's main-thread work is the same
 * tasks' wall time, four times over: on a machine whose two cores the browser's other processes
 * share, a task that waits for a core counts there, and not here. Null without thread times.
 */
export function cpuOfTasks(events: TraceEvent[], from: number): number | null {
  const tasks = events
    .filter((e) => e.ph === "X" && TASK_NAMES.has(e.name) && typeof e.dur === "number" && e.ts >= from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let end = -Infinity;
  let total = 0;
  let timed = 0;
  for (const task of tasks) {
    if (task.ts < end) continue; // inside the task before
    end = task.ts + task.dur!;
    if (typeof task.tdur === "number") {
      total += task.tdur;
      timed += 1;
    }
  }
  return timed === 0 ? null : total / 1000;
}

/** Every prefix of what a visitor types, one per keystroke: "jul" → "j", "ju", "jul". */
export const keystrokes = (typed: string) => Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1));
