// `npm run bench [-- --productions N] [--no-build | --cold-only] [--html-alone] [--runs N]`: builds the site (from a scratch copy of content/, or
// a generated programme of N productions) and a bare Gatsby page, each cold and again after one edit, and
// prints, per route type and as ratios to the bare page: JavaScript downloaded by network idle, HTML +
// page data, Lighthouse (mobile); then the build times, what the one-edit rebuild wrote, and the search's
// time per keystroke and index size. It reports; it does not judge: exit 0 when everything ran, whatever
// the figures, non-zero when a build or a measurement failed. `--no-build` reuses public/ and bench/bare/public/;
// `--cold-only` makes only the two cold builds and shows Gatsby's steps' times; `--html-alone` also runs Lighthouse on
// each route type's page with every script removed (html-alone.ts), to tell the HTML's cost from the scripts';
// `--runs N` runs Lighthouse N times per page (5 unless told; lib.ts LIGHTHOUSE_RUNS says why more).
import { deployLoadProblems, measureDeployLoad, printDeployLoad } from "./deploy-load";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeNginx, heldPort, startNginx, type NginxServer } from "../nginx";
import { nginxRules } from "../../gatsby/post-build/nginx-rules";
import { precompress } from "../../gatsby/post-build/precompress";
import { createCinemaApi } from "../../dev/cinema-api/server";
import { buildLogFile, gatsbyBuild, removeBuild, rewrittenFiles, section, snapshotFiles } from "./builds";
import { editOneProduction, writeCatalogue } from "./catalogue";
import { cleanUpOnSignals, cleanups } from "./cleanups";
import {
  LIGHTHOUSE_RUNS,
  RATIO_LIMIT,
  BARE_PAGE_BAR,
  barMisses,
  barMissesByRound,
  categoryScore,
  culturePath,
  formatKB,
  formatRatio,
  formatTable,
  isOverRatio,
  parseArgs,
  stepTimings,
  type BenchArgs,
} from "./lib";
import { perfectRuns, reportLighthouse, type LighthouseRun } from "./lighthouse";
import { hashedScript, LOAD, loadProblems, measureLoad, type LoadResult } from "./load";
import { isHtmlAlone, writeHtmlAlone } from "./html-alone";
import { launchChromium, scriptsByNetworkIdle, type ScriptLoad } from "./network-js";
import { pageWeight, type PageWeight } from "./page-weight";
import { BARE, BARE_PUBLIC, PUBLIC, ROOT } from "./paths";
import { timeSearch, type SearchTiming } from "./search-time";
import { sampleWeeksBehind, syncMoved } from "../sample-programme";

/** The bounds of issue 14 and DESIGN.md's quality bars. */
const BOUNDS = { jsRatio: RATIO_LIMIT, performance: 98, lcpSeconds: 2.0, coldSeconds: 120, rebuildShare: 0.4, searchP95Ms: 5 };

interface RouteType {
  type: string;
  route: string;
  /** Not a visitor route (the member pages load the member module by design): no JavaScript bound. */
  member?: boolean;
  lighthouse?: boolean;
}

function routeTypes(contentDir: string): RouteType[] {
  const culture = findCultureRoute(contentDir);
  const routes: (RouteType | null)[] = [
    { type: "front page", route: "/" },
    { type: "programme", route: "/kulturprogram" },
    fs.existsSync(path.join(PUBLIC, "kulturprogram", "side", "2", "index.html"))
      ? { type: "programme page 2", route: "/kulturprogram/side/2" }
      : null,
    { type: "content page", route: "/bojersalen" },
    { type: "article", route: "/article/article-leter-du-etter-den-perfekte-gaven" },
    culture ? { type: "culture page", route: culture } : null,
    { type: "search", route: "/search" },
    { type: "not found", route: "/404.html", lighthouse: false },
    { type: "lobby screen", route: "/program-skjerm" },
    { type: "member page", route: "/min-side", member: true, lighthouse: false },
  ];
  if (!culture) console.error(`culture page: no production with objectClass "culture" in ${contentDir}; skipped`);
  return routes.filter((r): r is RouteType => r !== null);
}

function findCultureRoute(contentDir: string): string | null {
  const dir = path.join(contentDir, "productions");
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  return culturePath(
    files.map((file) => {
      try {
        return { file, data: JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) };
      } catch {
        return { file, data: null }; // A broken file is the build's problem to report, not the bench's.
      }
    }),
  );
}

/** A scratch copy of content/, so the one-edit rebuild never touches the editors' files; with N, a generated programme of N productions. */
function scratchContent(productions: number | null): string {
  const source = path.join(ROOT, "content");
  if (productions !== null) return writeCatalogue(source, productions);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-content-"));
  // The sample programme, moved to this week as npm start shows it (scripts/sample-programme.ts).
  syncMoved(source, dir, sampleWeeksBehind(source, Date.now()));
  return dir;
}

const productionCount = (contentDir: string) =>
  fs.readdirSync(path.join(contentDir, "productions")).filter((f) => f.endsWith(".json")).length;

interface Builds {
  cold: number | null;
  rebuild: number | null;
  bareCold: number | null;
  bareRebuild: number | null;
  rewritten: ReturnType<typeof rewrittenFiles> | null;
  edited: string | null;
}

async function runBuilds(env: Record<string, string>, contentDir: string): Promise<Builds | null> {
  section("Builds");
  console.log(`SITE_URL=${env.SITE_URL} CONTENT_DIR=${contentDir}`);
  // One after the other on purpose: two Gatsby builds at once on two cores only slow each other down.
  removeBuild(ROOT);
  const cold = await gatsbyBuild("site-cold", ROOT, env);
  if (cold === null) return null;
  const before = snapshotFiles(PUBLIC);
  const edited = editOneProduction(contentDir);
  console.log(`edited ${path.relative(contentDir, edited)}: its summary got a sentence more`);
  const rebuild = await gatsbyBuild("site-one-edit", ROOT, env);
  if (rebuild === null) return null;
  const rewritten = rewrittenFiles(before, snapshotFiles(PUBLIC));
  removeBuild(BARE);
  const bareCold = await gatsbyBuild("bare-cold", BARE, {});
  const bareRebuild = bareCold === null ? null : await gatsbyBuild("bare-rebuild", BARE, {});
  if (bareCold === null || bareRebuild === null) return null;
  return { cold, rebuild, bareCold, bareRebuild, rewritten, edited };
}

/**
 * `--cold-only`: the site's cold build and the bare page's, as `runBuilds` makes them (same
 * removal of .cache/ and public/ first), and where the site's build spent its time, Gatsby's
 * steps longest first. Nothing else is measured.
 */
async function runColdOnly(env: Record<string, string>, productions: number): Promise<number> {
  section("Cold builds only");
  removeBuild(ROOT);
  const cold = await gatsbyBuild("site-cold", ROOT, env);
  removeBuild(BARE);
  const bareCold = await gatsbyBuild("bare-cold", BARE, {});
  if (cold === null || bareCold === null) return 1;
  section(`Cold build (${productions} productions): where the time went`);
  const steps = stepTimings(fs.readFileSync(buildLogFile("site-cold"), "utf8"))
    .sort((a, b) => b.seconds - a.seconds)
    .filter((s) => s.seconds >= 0.5);
  console.log(
    formatTable(
      ["Gatsby step", "s"],
      steps.map((s) => [s.step, s.seconds.toFixed(1)]),
    ),
  );
  console.log(
    `\ncold: site ${cold.toFixed(1)} s${cold > BOUNDS.coldSeconds ? ` (OVER ${BOUNDS.coldSeconds} s)` : ""}, bare Gatsby ${bareCold.toFixed(1)} s, ${formatRatio(cold, bareCold)}`,
  );
  return 0;
}

function printBuilds(builds: Builds, productions: number): void {
  section(`Build times (${productions} productions)`);
  const { cold, rebuild, bareCold, bareRebuild, rewritten } = builds;
  const share = cold && rebuild ? rebuild / cold : null;
  console.log(
    formatTable(
      ["build", "cold s", "one edit s", "edit / cold", "cold vs bare", "note"],
      [
        [
          "site",
          cold?.toFixed(1),
          rebuild?.toFixed(1),
          share?.toFixed(2),
          formatRatio(cold ?? 0, bareCold ?? 0),
          [
            cold !== null && cold > BOUNDS.coldSeconds ? `COLD OVER ${BOUNDS.coldSeconds} s` : "",
            share !== null && share > BOUNDS.rebuildShare ? `EDIT OVER ${BOUNDS.rebuildShare} OF COLD` : "",
            rewritten?.writtenUnchanged.length ? `EDIT REWROTE ${rewritten.writtenUnchanged.length} UNCHANGED FILES` : "",
          ]
            .filter(Boolean)
            .join("; "),
        ],
        [
          "bare Gatsby",
          bareCold?.toFixed(1),
          bareRebuild?.toFixed(1),
          bareCold && bareRebuild ? (bareRebuild / bareCold).toFixed(2) : "",
          "1.00x",
          "rebuilt without a change",
        ],
      ],
    ),
  );
  if (rewritten) {
    const kinds = (counts: Record<string, number>) =>
      Object.entries(counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(", ") || "none";
    console.log(
      `\nThe one-edit rebuild wrote ${rewritten.written.length} files (${kinds(rewritten.writtenByKind)}), removed ${rewritten.removed.length};`,
    );
    console.log(`of them, ${rewritten.changed.length} have other content than before (${kinds(rewritten.changedByKind)}):`);
    const shown = rewritten.changed.filter((f) => !f.endsWith(".map")).slice(0, 30);
    if (shown.length) console.log(`  ${shown.join("\n  ")}${rewritten.changed.length > shown.length ? "\n  …" : ""}`);
    const same = rewritten.writtenUnchanged;
    if (same.length)
      console.log(`written again with the same content: ${same.slice(0, 10).join(", ")}${same.length > 10 ? ", …" : ""}`);
  }
}

async function measureScripts(
  targets: { type: string; route: string; url: string }[],
): Promise<Map<string, ScriptLoad | { error: string }>> {
  const browser = await launchChromium();
  const out = new Map<string, ScriptLoad | { error: string }>();
  try {
    for (const t of targets) {
      try {
        out.set(t.url, await scriptsByNetworkIdle(browser, t.url));
      } catch (error) {
        out.set(t.url, { error: (error as Error).message.split("\n")[0] });
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

function printScripts(
  routes: RouteType[],
  origin: string,
  bareOrigin: string,
  loads: Map<string, ScriptLoad | { error: string }>,
): { over: string[]; ok: boolean } {
  section("JavaScript downloaded by network idle (Chromium, phone-sized, empty cache; gzip -9)");
  const bare = loads.get(`${bareOrigin}/`);
  if (!bare || "error" in bare) {
    console.error(`bare page: ${bare && "error" in bare ? bare.error : "not measured"}`);
    return { over: [], ok: false };
  }
  const over: string[] = [];
  let ok = true;
  const rows: (string | number)[][] = [["bare Gatsby", "/", bare.scripts.length, formatKB(bare.gzipBytes), "1.00x", "no", ""]];
  for (const r of routes) {
    const load = loads.get(origin + r.route);
    if (!load || "error" in load) {
      ok = false;
      rows.push([r.type, r.route, "", "", "", "", load && "error" in load ? load.error : "not measured"]);
      continue;
    }
    const flagged = !r.member && isOverRatio(load.gzipBytes, bare.gzipBytes);
    if (flagged) over.push(r.type);
    rows.push([
      r.type,
      r.route,
      load.scripts.length,
      formatKB(load.gzipBytes),
      formatRatio(load.gzipBytes, bare.gzipBytes),
      load.memberCode ? "YES" : "no",
      [flagged ? `OVER ${RATIO_LIMIT}x` : "", r.member ? "member page: no bound" : ""].filter(Boolean).join("; "),
    ]);
  }
  console.log(formatTable(["route type", "path", "scripts", "JS KB", "vs bare", "member code", "note"], rows));
  console.log(
    "\nmember code: whether the member module's client (axios, Redux slices) came with the page. Not counted: the service worker's own downloads (Workbox, its precache), after the page and off its main thread.",
  );
  return { over, ok };
}

function printWeights(
  routes: RouteType[],
  weights: Map<string, PageWeight | null>,
  bare: PageWeight | null,
  earlier: Record<string, number> | null,
  earlierCount: number | null,
): void {
  section("HTML + page data per route type (KB; gzip -9)");
  const total = (w: PageWeight) => w.htmlGzip + w.dataGzip;
  const rows = [
    [
      "bare Gatsby",
      "/",
      ...(bare
        ? [
            formatKB(bare.htmlBytes),
            formatKB(bare.htmlGzip),
            formatKB(bare.dataBytes),
            formatKB(bare.dataGzip),
            formatKB(total(bare)),
            "1.00x",
          ]
        : ["", "", "", "", "", ""]),
      "",
    ],
    ...routes.map((r) => {
      const w = weights.get(r.route);
      if (!w) return [r.type, r.route, "", "", "", "", "", "", "not built"];
      const before = earlier?.[r.type];
      return [
        r.type,
        r.route,
        formatKB(w.htmlBytes),
        formatKB(w.htmlGzip),
        formatKB(w.dataBytes),
        formatKB(w.dataGzip),
        formatKB(total(w)),
        bare ? formatRatio(total(w), total(bare)) : "n/a",
        before ? formatRatio(total(w), before) : "",
      ];
    }),
  ];
  console.log(
    formatTable(
      [
        "route type",
        "path",
        "HTML",
        "HTML gz",
        "data",
        "data gz",
        "total gz",
        "vs bare",
        earlierCount ? `vs ${earlierCount} prod.` : "vs earlier run",
      ],
      rows,
    ),
  );
}

function printLoad(results: LoadResult[]): void {
  section(
    `Load through nginx: ${LOAD.connections} connections for ${LOAD.seconds} s each, one target after another (autocannon on this machine, 127.0.0.1)`,
  );
  const bare = results.find((r) => r.type === "bare Gatsby");
  const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(2)}x` : "");
  console.log(
    formatTable(
      ["target", "requests", "per s", "per s vs bare", "p50 ms", "p99 ms", "p99 vs bare", "errors", "timeouts", "not 2xx"],
      results.map((r) => [
        `${r.type} (${new URL(r.url).pathname})`,
        r.requests,
        Math.round(r.perSecond),
        r.type === "bare Gatsby" ? "" : ratio(r.perSecond, bare?.perSecond),
        r.p50,
        r.p99,
        r.type === "bare Gatsby" ? "" : ratio(r.p99, bare?.p99),
        r.errors,
        r.timeouts,
        r.notOk,
      ]),
    ),
  );
}

function printSearch(timing: SearchTiming | null): void {
  section("Search, a keystroke at a time (Node, the site's own search over public/search-index.json)");
  if (!timing) {
    console.error("no public/search-index.json");
    return;
  }
  console.log(
    formatTable(
      ["index KB", "index gz KB", "documents", "distinct words", "keystrokes", "median ms", "p95 ms", "note"],
      [
        [
          formatKB(timing.indexBytes),
          formatKB(timing.indexGzip),
          timing.documents,
          timing.terms,
          timing.keystrokes,
          timing.median.toFixed(3),
          timing.p95.toFixed(3),
          timing.p95 >= BOUNDS.searchP95Ms ? `P95 OVER ${BOUNDS.searchP95Ms} ms` : "",
        ],
      ],
    ),
  );
  console.log(
    `\n"julekonsret" finds: ${timing.typoFinds.length ? timing.typoFinds.join("; ") : "NOTHING"}. The bare page has no search: no ratio.`,
  );
}

/**
 * The bare Gatsby page through nginx as the site is: deploy/nginx/site.conf without the site's own
 * headers and redirects, and its text files compressed the same way.
 */
async function serveBare(port: number): Promise<NginxServer> {
  await precompress(BARE_PUBLIC);
  const rules = path.join(ROOT, ".bench", "bare-nginx.conf");
  fs.mkdirSync(path.dirname(rules), { recursive: true });
  fs.writeFileSync(rules, nginxRules(fs.readFileSync(path.join(ROOT, "deploy", "nginx", "site.conf"), "utf8"), [], []));
  return startNginx({ root: BARE_PUBLIC, port, rules, workers: 2 });
}

const RESULTS_DIR = path.join(ROOT, ".bench");
const resultsFile = (productions: number) => path.join(RESULTS_DIR, `results-${productions}.json`);

/** A Tag Manager container id of the right form; Lighthouse never answers the notice, so it is never asked for. */
const BENCH_TAG_MANAGER_ID = "GTM-BENCH01";

async function main(args: BenchArgs): Promise<number> {
  const started = Date.now();
  const contentDir = scratchContent(args.productions);
  cleanups.add(() => fs.rmSync(contentDir, { recursive: true, force: true }));
  const productions = productionCount(contentDir);
  // The ports are chosen first so that the site is built for the origin it is served from (canonical URLs),
  // and with the cinema API stand-in's address, so its islands talk to a live API while measured.
  // nginx starts after the builds: it reads the site's rules (public/_nginx.conf) as it starts.
  const held = [await heldPort(), await heldPort()];
  const [sitePort, barePort] = held.map((h) => h.port);
  cleanups.add(() => Promise.all(held.map((h) => h.release())).then(() => undefined));
  const origin = `http://localhost:${sitePort}`;
  const bareOrigin = `http://localhost:${barePort}`;
  const servers: NginxServer[] = [];
  const cinema = createCinemaApi({ allowedOrigins: [origin], contentDir });
  const { baseUrls } = await cinema.listen(0);
  try {
    const env = {
      SITE_URL: origin,
      CONTENT_DIR: contentDir,
      GATSBY_CINEMA_API_118: baseUrls[118],
      GATSBY_CINEMA_API_178: baseUrls[178],
      // As the site runs in production: with Tag Manager (the spec's analytics), so a first visit, which
      // is what Lighthouse makes, is asked for consent, and the notice is measured with the page.
      // Nothing loads from Google unless a visitor says yes.
      GATSBY_GTM_ID: BENCH_TAG_MANAGER_ID,
    };
    if (args.coldOnly) return await runColdOnly(env, productions);
    const builds = args.build ? await runBuilds(env, contentDir) : null;
    if (args.build && !builds) {
      console.error(
        "\nbench stopped: a build failed. (A `gatsby build` or `gatsby develop` running in the repo at the same time shares .cache/ and public/ and breaks both.)",
      );
      return 1;
    }
    const routes = routeTypes(contentDir);
    // Held through the builds (heldPort says why), let go only as nginx takes them.
    await Promise.all(held.map((h) => h.release()));
    servers.push(await startNginx({ root: PUBLIC, port: sitePort, workers: 2 }), await serveBare(barePort));

    const loads = await measureScripts([
      { type: "bare", route: "/", url: `${bareOrigin}/` },
      ...routes.map((r) => ({ ...r, url: origin + r.route })),
    ]);
    const js = printScripts(routes, origin, bareOrigin, loads);

    const weights = new Map(routes.map((r) => [r.route, pageWeight(PUBLIC, r.route)]));
    const earlierFile = fs.existsSync(RESULTS_DIR)
      ? fs.readdirSync(RESULTS_DIR).find((f) => f !== path.basename(resultsFile(productions)) && /^results-\d+\.json$/.test(f))
      : undefined;
    const earlier = earlierFile
      ? (JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, earlierFile), "utf8")) as {
          productions: number;
          weights: Record<string, number>;
        })
      : null;
    printWeights(routes, weights, pageWeight(BARE_PUBLIC, "/"), earlier?.weights ?? null, earlier?.productions ?? null);

    const audited = routes.filter((r) => r.lighthouse !== false);
    const htmlAlone = args.htmlAlone ? await writeHtmlAlone(PUBLIC, origin, audited) : null;
    const lh = await reportLighthouse(
      origin,
      [
        { type: "bare Gatsby", route: "/", url: `${bareOrigin}/` },
        ...audited.map((r) => ({ type: r.type, route: r.route, url: origin + r.route })),
        ...(htmlAlone?.targets ?? []),
      ],
      args.runs ?? LIGHTHOUSE_RUNS,
    );
    htmlAlone?.remove();

    const script = hashedScript(PUBLIC);
    const load = await measureLoad([
      { type: "bare Gatsby", url: `${bareOrigin}/` },
      { type: "programme", url: `${origin}/kulturprogram` },
      ...(script ? [{ type: "hashed script", url: `${origin}${script}` }] : []),
    ]);
    printLoad(load);
    // Ten deploys in a row under load, through the release layout nginx serves in production.
    const deploys = await measureDeployLoad(PUBLIC);
    printDeployLoad(deploys);

    if (builds) printBuilds(builds, productions);
    const search = timeSearch(PUBLIC);
    printSearch(search);

    printSummary({
      productions,
      builds,
      js,
      lh: lh.results,
      search,
      load,
      seconds: (Date.now() - started) / 1000,
    });
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(
      resultsFile(productions),
      JSON.stringify(
        {
          productions,
          weights: Object.fromEntries(
            routes.flatMap((r) =>
              weights.get(r.route)
                ? [[r.type, (weights.get(r.route) as PageWeight).htmlGzip + (weights.get(r.route) as PageWeight).dataGzip]]
                : [],
            ),
          ),
        },
        null,
        2,
      ),
    );
    return js.ok && lh.ok && search !== null && loadProblems(load).length === 0 && deployLoadProblems(deploys).length === 0
      ? 0
      : 1;
  } finally {
    await cinema.close();
    await Promise.all(servers.map(closeNginx));
    if (args.build) forgetScratchCache();
  }
}

/**
 * The bench built the checkout from its scratch copy of the content, which is gone now. Gatsby's
 * cache still describes that copy, and the next `npm run build` failed on it ("expected exactly
 * one content/site.json, got 0"), so it goes: the next build is a cold one. public/ stays, as the
 * bench built it (its addresses are the bench's local server's).
 */
function forgetScratchCache(): void {
  fs.rmSync(path.join(ROOT, ".cache"), { recursive: true, force: true, maxRetries: 3 });
  console.log(
    "\n.cache/ removed: it described the bench's scratch content. public/ holds the bench's build; `npm run build` makes the site's own.",
  );
}

function printSummary({
  productions,
  builds,
  js,
  lh,
  search,
  load,
  seconds,
}: {
  productions: number;
  builds: Builds | null;
  js: { over: string[]; ok: boolean };
  lh: LighthouseRun[];
  search: SearchTiming | null;
  load: LoadResult[];
  seconds: number;
}): void {
  section(`Summary (${productions} productions)`);
  const site = lh.filter((r) => r.type !== "bare Gatsby" && !isHtmlAlone(r.type));
  const slow = site.filter((r) => r.lhr && (categoryScore(r.lhr, "performance") ?? 0) < BOUNDS.performance).map((r) => r.type);
  const lateLcp = site.filter((r) => r.lhr && (r.lcpMs ?? Infinity) > BOUNDS.lcpSeconds * 1000).map((r) => r.type);
  const bare = lh.find((r) => r.type === "bare Gatsby");
  const misses = barMisses(site, bare);
  const byRound = barMissesByRound(site, bare);
  const listed = (types: string[]) => (types.length ? types.join(", ") : "none");
  const lines = [
    `JS by network idle: over ${RATIO_LIMIT}x the bare page: ${js.over.length ? js.over.join(", ") : "none"}${js.ok ? "" : " (INCOMPLETE)"}`,
    `Lighthouse performance under ${BOUNDS.performance}: ${slow.length ? slow.join(", ") : "none"}; ${site.filter((r) => r.lhr).length}/${site.length} pages measured, ${perfectRuns(site)} with 100 in all four categories`,
    `Lighthouse LCP over ${BOUNDS.lcpSeconds} s: ${lateLcp.length ? lateLcp.join(", ") : "none"}`,
    misses.bareMeasured
      ? `against the bare page (medians of each page's runs; ${BARE_PAGE_BAR.exempt.join(", ")} not held to it): main thread over ${BARE_PAGE_BAR.ratio}x: ${listed(misses.mainThread)}; TBT over ${BARE_PAGE_BAR.ratio}x: ${listed(misses.blocking)}; LCP over ${BARE_PAGE_BAR.lcpAfterMs / 1000} s later: ${listed(misses.lcp)}${misses.unmeasured.length ? `; NOT MEASURED: ${misses.unmeasured.join(", ")}` : ""}`
      : "against the bare page: NOT MEASURED (no run of the bare page measured all three figures)",
    `against the bare page round by round (the median of each round's ratio): main thread over ${BARE_PAGE_BAR.ratio}x: ${listed(byRound.mainThread)}${byRound.unmeasured.length ? `; NOT MEASURED: ${byRound.unmeasured.join(", ")}` : ""}`,
    `load (${LOAD.connections} connections, ${LOAD.seconds} s): ${load
      .filter((r) => r.type !== "bare Gatsby")
      .map((r) => `${r.type} p99 ${r.p99} ms, ${Math.round(r.perSecond)}/s`)
      .join("; ")}; problems: ${loadProblems(load).join("; ") || "none"}`,
    builds
      ? `builds: cold ${builds.cold?.toFixed(1)} s (bound ${BOUNDS.coldSeconds} s at 2,000), one edit ${builds.rebuild?.toFixed(1)} s = ${builds.cold && builds.rebuild ? (builds.rebuild / builds.cold).toFixed(2) : "?"} of cold (bound ${BOUNDS.rebuildShare}), wrote ${builds.rewritten?.changed.filter((f) => f.endsWith(".html")).length ?? "?"} changed pages and ${builds.rewritten?.writtenUnchanged.length ?? "?"} unchanged files (bound 0)`
      : "builds: skipped (--no-build)",
    search
      ? `search: p95 ${search.p95.toFixed(2)} ms per keystroke (bound ${BOUNDS.searchP95Ms} ms), index ${formatKB(search.indexGzip)} KB gz; "julekonsret" ${search.typoFinds.some((t) => /julekonsert/i.test(t)) ? "finds a Julekonsert" : "FINDS NO JULEKONSERT"}`
      : "search: NOT MEASURED",
    `total time: ${seconds.toFixed(0)} s`,
  ];
  console.log(lines.join("\n"));
}

let args: BenchArgs;
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
cleanUpOnSignals();
main(args).then(
  async (code) => {
    for (const cleanup of cleanups) await cleanup();
    process.exit(code);
  },
  async (err: Error | undefined) => {
    console.error(err?.stack ?? err);
    for (const cleanup of cleanups) await cleanup();
    process.exit(1);
  },
);
