/** @jest-environment node */
import path from "node:path";
import zlib from "node:zlib";
import {
  auditItems,
  categoryScore,
  culturePath,
  failingAudits,
  formatKB,
  formatRatio,
  formatTable,
  gzipSize,
  htmlFileForRoute,
  inRounds,
  isOverRatio,
  keystrokes,
  pageDataFileForRoute,
  parseArgs,
  medianRun,
  waitForQuiet,
  auditValue,
  auditValues,
  cpuOfTasks,
  medianOf,
  medianWorkByGroup,
  barMisses,
  lcpAgainstBare,
  pageMedians,
  ratiosByRound,
  barMissesByRound,
  withoutScripts,
  workByGroup,
  quantile,
  stepTimings,
  type LighthouseResult,
} from "./lib";
import { rewrittenFiles } from "./builds";

describe("files in public/", () => {
  it("maps routes to their built HTML", async () => {
    expect(htmlFileForRoute("/p", "/")).toBe(path.join("/p", "index.html"));
    expect(htmlFileForRoute("/p", "/kulturprogram")).toBe(path.join("/p", "kulturprogram", "index.html"));
    expect(htmlFileForRoute("/p", "/404.html")).toBe(path.join("/p", "404.html"));
  });

  it("maps routes to their page data", async () => {
    expect(pageDataFileForRoute("/p", "/")).toBe(path.join("/p", "page-data", "index", "page-data.json"));
    expect(pageDataFileForRoute("/p", "/article/x")).toBe(path.join("/p", "page-data", "article", "x", "page-data.json"));
    expect(pageDataFileForRoute("/p", "/404.html")).toBe(path.join("/p", "page-data", "404.html", "page-data.json"));
  });
});

describe("sizes and formatting", () => {
  it("gzips at level 9", async () => {
    const text = "const a = 1;\n".repeat(200);
    expect(gzipSize(text)).toBe(zlib.gzipSync(text, { level: 9 }).length);
    expect(gzipSize(text)).toBeLessThan(text.length);
  });

  it("formats kilobytes and ratios, and flags pages over the limit", async () => {
    expect(formatKB(2048)).toBe("2.0");
    expect(formatRatio(112, 100)).toBe("1.12x");
    expect(formatRatio(1, 0)).toBe("n/a");
    expect(isOverRatio(126, 100)).toBe(true);
    expect(isOverRatio(125, 100)).toBe(false);
    expect(isOverRatio(1, 0)).toBe(false);
  });

  it("lines up table columns, numbers to the right", async () => {
    expect(
      formatTable(
        ["name", "KB"],
        [
          ["front page", "12.5"],
          ["bare", "9.0"],
        ],
      ).split("\n"),
    ).toEqual(["name          KB", "----------  ----", "front page  12.5", "bare         9.0"]);
  });
});

describe("arguments and content", () => {
  it("reads --no-build and --productions N, and rejects anything else", async () => {
    const none = { htmlAlone: false, runs: null };
    expect(parseArgs([])).toEqual({ build: true, coldOnly: false, productions: null, ...none });
    expect(parseArgs(["--no-build"])).toEqual({ build: false, coldOnly: false, productions: null, ...none });
    expect(parseArgs(["--productions", "2000"])).toEqual({ build: true, coldOnly: false, productions: 2000, ...none });
    expect(parseArgs(["--productions=10", "--no-build"])).toEqual({ build: false, coldOnly: false, productions: 10, ...none });
    expect(parseArgs(["--productions=10", "--cold-only"])).toEqual({ build: true, coldOnly: true, productions: 10, ...none });
    expect(parseArgs(["--html-alone", "--no-build"])).toEqual({
      build: false,
      coldOnly: false,
      productions: null,
      htmlAlone: true,
      runs: null,
    });
    expect(() => parseArgs(["--cold-only", "--no-build"])).toThrow(/cannot go with/);
    expect(() => parseArgs(["--cold-only", "--html-alone"])).toThrow(/cannot go with/);
    expect(() => parseArgs(["--nobuild"])).toThrow(/Unknown argument/);
    expect(() => parseArgs(["--productions", "mange"])).toThrow(/whole number/);
    expect(() => parseArgs(["--productions"])).toThrow(/whole number/);
  });

  it("reads --runs N for more Lighthouse rounds, within bounds, and not with --cold-only", () => {
    expect(parseArgs(["--runs", "9"]).runs).toBe(9);
    expect(parseArgs(["--productions=2000", "--runs=7"])).toMatchObject({ productions: 2000, runs: 7 });
    for (const bad of [["--runs"], ["--runs", "2"], ["--runs=26"], ["--runs", "5.5"], ["--runs", "-5"], ["--runs", "ni"]])
      expect(() => parseArgs(bad)).toThrow(/--runs: expected a whole number from 3 to 25/);
    expect(() => parseArgs(["--cold-only", "--runs", "9"])).toThrow(/cannot go with --runs/);
  });

  it("reads the time of each of Gatsby's steps from its log, colours and redraws aside", async () => {
    const log = [
      "\x1b[32msuccess\x1b[39m load gatsby config - 0.031s",
      "info something",
      "\x1b[2K\x1b[1Gsuccess building static HTML for pages - 20.153s - 2034/2034 100.93/s",
      "success onPostBuild - 9.5s",
    ].join("\n");
    expect(stepTimings(log)).toEqual([
      { step: "load gatsby config", seconds: 0.031 },
      { step: "building static HTML for pages", seconds: 20.153 },
      { step: "onPostBuild", seconds: 9.5 },
    ]);
  });

  it("keeps the Lighthouse run with the median performance score, a failed run counting lowest", async () => {
    const run = (score: number | null, lcp?: number) => {
      if (score === null) return {};
      const audits: LighthouseResult["audits"] = {};
      if (lcp !== undefined)
        audits["largest-contentful-paint"] = { id: "lcp", title: "", score: 1, scoreDisplayMode: "numeric", numericValue: lcp };
      return { lhr: { categories: { performance: { score: score / 100, auditRefs: [] } }, audits } };
    };
    const runs = [run(97, 1900), run(88, 3100), run(95, 2300)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(auditValue(medianRun(runs).lhr as LighthouseResult, "largest-contentful-paint")).toBe(2300);
    expect(auditValue(runs[0].lhr as LighthouseResult, "total-blocking-time")).toBeNull();
    const withFailure = [run(96), run(null), run(99), run(91)];
    expect(medianRun(withFailure)).toBe(withFailure[3]);
    expect(medianRun([run(null)])).toEqual(run(null));
    expect(() => medianRun([])).toThrow(/no runs/);
  });

  it("takes quantiles by nearest rank, and types a query a keystroke at a time", async () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(samples, 0.5)).toBe(50);
    expect(quantile(samples, 0.95)).toBe(95);
    expect(quantile([3], 0.95)).toBe(3);
    expect(keystrokes("jul")).toEqual(["j", "ju", "jul"]);
  });

  it("picks the first culture production by file name", async () => {
    const productions = [
      { file: "b.json", data: { objectClass: "culture", pageReference: "/second" } },
      { file: "a.json", data: { objectClass: "cinema", pageReference: "film" } },
      { file: "c.json", data: null },
      { file: "ab.json", data: { objectClass: "culture", pageReference: "first" } },
    ];
    expect(culturePath(productions)).toBe("/first");
    expect(culturePath([])).toBeNull();
  });
});

describe("Lighthouse results", () => {
  const lhr = {
    categories: {
      seo: {
        score: 0.83,
        auditRefs: [
          { id: "meta-description", weight: 1 },
          { id: "is-crawlable", weight: 4.6 },
          { id: "structured-data", weight: 0 },
          { id: "document-title", weight: 1 },
          { id: "hreflang", weight: 1 },
        ],
      },
      performance: { score: null, auditRefs: [] },
    },
    audits: {
      "meta-description": {
        id: "meta-description",
        title: "Document does not have a meta description",
        score: 0,
        scoreDisplayMode: "binary",
      },
      "is-crawlable": { id: "is-crawlable", title: "Page is blocked from indexing", score: 0, scoreDisplayMode: "binary" },
      "structured-data": { id: "structured-data", title: "Structured data is valid", score: null, scoreDisplayMode: "manual" },
      "document-title": { id: "document-title", title: "Document has a title", score: 1, scoreDisplayMode: "binary" },
      hreflang: { id: "hreflang", title: "hreflang", score: null, scoreDisplayMode: "error", errorMessage: "boom" },
    },
  };

  it("turns category scores into 0–100, null when unscored", async () => {
    expect(categoryScore(lhr, "seo")).toBe(83);
    expect(categoryScore(lhr, "performance")).toBeNull();
    expect(categoryScore(lhr, "accessibility")).toBeNull();
  });

  it("lists failing and errored audits, heaviest first, never manual or passing ones", async () => {
    const failing = failingAudits(lhr, "seo");
    expect(failing.map((a) => a.id)).toEqual(["is-crawlable", "meta-description", "hreflang"]);
    expect(failing[0]).toMatchObject({ title: "Page is blocked from indexing", weight: 4.6 });
    expect(failing[2].displayValue).toBe("error: boom");
    expect(failingAudits(lhr, "accessibility")).toEqual([]);
  });

  it("names what an audit points at: messages, elements, URLs, a few and on one short line each", async () => {
    const audit = {
      id: "errors-in-console",
      title: "Browser errors were logged to the console",
      score: 0,
      scoreDisplayMode: "binary",
      details: {
        items: [
          { type: "list-section", description: "An insight's explanation, not a finding" },
          {
            source: "network",
            description: "Failed to load resource: 404",
            sourceLocation: { url: "http://localhost/page-data/x/page-data.json" },
          },
          { node: { snippet: '<img loading="lazy" src="/hero.jpg">' } },
          { url: "http://localhost/" + "a".repeat(200) + ".js" },
          { groupLabel: "Script evaluation" },
          { url: "http://localhost/fourth.js" },
        ],
      },
    };
    const items = auditItems(audit);
    expect(items).toHaveLength(3);
    expect(items[0]).toBe("Failed to load resource: 404 — http://localhost/page-data/x/page-data.json");
    expect(items[1]).toBe('<img loading="lazy" src="/hero.jpg">');
    expect(items[2]).toHaveLength(160);
    expect(items[2].endsWith("…")).toBe(true);
    expect(auditItems({ ...audit, details: undefined })).toEqual([]);
  });
});

describe("main-thread work over the runs of a page", () => {
  const run = (ms?: number): { lhr: LighthouseResult } => ({
    lhr: {
      categories: {},
      audits: ms === undefined ? {} : { "mainthread-work-breakdown": { numericValue: ms } },
    } as LighthouseResult,
  });

  it("takes each run's value, null for a run that failed or lacks the audit", () => {
    expect(auditValues([run(1500), {}, run()], "mainthread-work-breakdown")).toEqual([1500, null, null]);
  });

  it("runs every page once a round, so a slow spell of the machine falls on every page alike", () => {
    expect(inRounds(["bare", "front", "programme"], 2).map(({ target, round }) => `${round}:${target}`)).toEqual([
      "0:bare",
      "0:front",
      "0:programme",
      "1:bare",
      "1:front",
      "1:programme",
    ]);
    expect(inRounds(["a", "b"], 3).filter((r) => r.index === 1)).toHaveLength(3);
    expect(inRounds([], 5)).toEqual([]);
  });

  it("gives the median of the runs that measured, or null when none did", () => {
    expect(medianOf([900, null, 300, 600])).toBe(600);
    expect(medianOf([900, 300, 600, 400])).toBe(500);
    expect(medianOf([null, null])).toBeNull();
  });
});

describe("the bar against the bare page", () => {
  const bare = { type: "bare Gatsby", mainThreadMs: 400, blockingMs: 20, lcpMs: 1100 };

  it("names each route type over 1.5x the bare page's main thread or TBT, or more than 0.3 s later to its largest paint", () => {
    const pages = [
      { type: "front page", mainThreadMs: 600, blockingMs: 30, lcpMs: 1400 },
      { type: "programme", mainThreadMs: 604, blockingMs: 31, lcpMs: 1406 },
      { type: "search", mainThreadMs: 300, blockingMs: 0, lcpMs: 900 },
    ];
    expect(barMisses(pages, bare)).toEqual({
      bareMeasured: true,
      mainThread: ["programme"],
      blocking: ["programme"],
      lcp: ["programme"],
      unmeasured: [],
    });
  });

  it("compares as the tables show: 1.502x shows as 1.50x and +0.304 s as +0.30, both within", () => {
    const page = { type: "article", mainThreadMs: 600.8, blockingMs: 30.04, lcpMs: 1404 };
    expect(barMisses([page], bare)).toMatchObject({ mainThread: [], blocking: [], lcp: [] });
  });

  it("leaves the lobby screens out, and lists a page with a figure no run measured as unmeasured, never within", () => {
    const pages = [
      { type: "lobby screen", mainThreadMs: 1500, blockingMs: 90, lcpMs: 1900 },
      { type: "article", mainThreadMs: null, blockingMs: 5, lcpMs: undefined },
      { type: "search", mainThreadMs: 400, blockingMs: 1, lcpMs: 1100 },
    ];
    expect(barMisses(pages, { ...bare, blockingMs: 0 })).toEqual({
      bareMeasured: true,
      mainThread: [],
      blocking: ["search"],
      lcp: [],
      unmeasured: ["article"],
    });
    expect(barMisses(pages, undefined)).toMatchObject({ bareMeasured: false, unmeasured: [] });
    expect(barMisses(pages, { ...bare, lcpMs: null }).bareMeasured).toBe(false);
  });

  it("takes each figure's median over the runs that measured it, not the run with the median score", () => {
    const run = (score: number, lcp: number, tbt: number, work: number) => ({
      lhr: {
        categories: { performance: { score: score / 100 } },
        audits: {
          "largest-contentful-paint": { numericValue: lcp },
          "total-blocking-time": { numericValue: tbt },
          "mainthread-work-breakdown": { numericValue: work },
        },
      } as unknown as LighthouseResult,
    });
    const runs: { lhr?: LighthouseResult }[] = [
      run(100, 1500, 40, 700),
      run(100, 1100, 0, 500),
      run(100, 1200, 10, 600),
      {},
      run(100, 1000, 5, 550),
    ];
    const medians = pageMedians(runs, [90, null, 80, null, 70]);
    expect(medians).toMatchObject({ lcpMs: 1150, blockingMs: 7.5, mainThreadMs: 575, cpuMs: 80 });
    // The run the scores come from (all at 100: the sort leaves the failed run first, then the order they ran).
    expect(auditValue(medianRun(runs).lhr as LighthouseResult, "largest-contentful-paint")).toBe(1100);
  });

  it("pairs each round's run of a page with the bare page's run of the same round", () => {
    // Rounds 2 and 4 ran on a slower machine: their pairs still read about 1.4x, where the page's
    // median (a slow round's) over the bare page's (a quick round's) reads 1.46x.
    const bare = [400, 600, 410, 590, 405];
    const page = [600, 780, 560, 830, 575];
    expect(ratiosByRound(page, bare).map((r) => r.toFixed(2))).toEqual(["1.50", "1.30", "1.37", "1.41", "1.42"]);
    expect(medianOf(ratiosByRound(page, bare))!.toFixed(2)).toBe("1.41");
    expect((medianOf(page)! / medianOf(bare)!).toFixed(2)).toBe("1.46");
    // A round either failed in gives no ratio; nor does a bare page that measured nothing.
    expect(ratiosByRound([500, null, 450, 300], [400, 400, null, 0])).toEqual([1.25]);
    expect(ratiosByRound([], [])).toEqual([]);
  });

  it("names the pages whose round-by-round ratio is over the bar, as the table rounds it", () => {
    const bare = { byRound: { mainThreadMs: [400, 600, 400] } };
    const pages = [
      { type: "programme", byRound: { mainThreadMs: [620, 930, 610] } }, // 1.55 1.55 1.53
      { type: "article", byRound: { mainThreadMs: [602, 900, 601] } }, // 1.505 1.50 1.5025: "1.50x"
      { type: "search", byRound: { mainThreadMs: [null, null, null] } },
      { type: "lobby screen", byRound: { mainThreadMs: [1600, 2400, 1600] } },
    ];
    expect(barMissesByRound(pages, bare)).toEqual({ mainThread: ["programme"], unmeasured: ["search"] });
    expect(barMissesByRound(pages, undefined).unmeasured).toEqual(["programme", "article", "search"]);
  });

  it("shows a median largest paint in seconds with its distance from the bare page's", () => {
    expect(lcpAgainstBare(1190, 1100)).toBe("1.19 (+0.09)");
    expect(lcpAgainstBare(950, 1100)).toBe("0.95 (−0.15)");
    expect(lcpAgainstBare(1100, null)).toBe("1.10");
    expect(lcpAgainstBare(null, 1100)).toBe("n/a");
  });
});

describe("the CPU time of a page's main thread", () => {
  const task = (name: string, ts: number, dur: number, tdur?: number) => ({ name, ph: "X", ts, dur, tdur });

  it("adds up each top-level task's thread time once, from the navigation on, in ms", () => {
    const events = [
      task("RunTask", 500, 100, 90), // before the navigation
      task("RunTask", 1000, 4000, 1500),
      task("ThreadControllerImpl::RunTask", 1000, 3900, 1450), // the same task, nested
      task("EvaluateScript", 1100, 2000, 1000), // not a task of its own
      task("ThreadControllerImpl::RunTask", 6000, 2000, 2000), // a top-level task by its other name
      { name: "RunTask", ph: "B", ts: 9000 }, // not a complete event
    ];
    expect(cpuOfTasks(events, 1000)).toBe(3.5);
  });

  it("is unknown for a trace without thread times", () => {
    expect(cpuOfTasks([task("RunTask", 1000, 4000)], 0)).toBeNull();
    expect(cpuOfTasks([], 0)).toBeNull();
  });
});

describe("a page with no script", () => {
  it("keeps the HTML, the styles and the JSON data, and drops every script and every hint that fetches one", () => {
    const page = [
      '<html><head><link rel="preload" href="/app-1a2b.js" as="script"/><link rel="modulepreload" href="/x.mjs">',
      '<link rel="preload" href="/static/img/hero.avif" as="image" fetchpriority="high"/><link rel="canonical" href="/"/>',
      "<style>.a{color:red}</style>",
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<script>window.pagePath="/";</script></head>',
      '<body><main><p>Tekst</p><script type="application/json" id="site-globals">{"a":1}</script></main>',
      '<script src="/webpack-runtime-1.js" async=""></script><SCRIPT SRC="/framework-2.js" ASYNC></SCRIPT>',
      '<script id="gatsby-chunk-mapping">\n/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/\n</script></body></html>',
    ].join("");
    expect(withoutScripts(page)).toBe(
      [
        '<html><head><link rel="preload" href="/static/img/hero.avif" as="image" fetchpriority="high"/><link rel="canonical" href="/"/>',
        "<style>.a{color:red}</style>",
        '<script type="application/ld+json">{"@type":"Event"}</script>',
        "</head>",
        '<body><main><p>Tekst</p><script type="application/json" id="site-globals">{"a":1}</script></main>',
        "</body></html>",
      ].join(""),
    );
  });
});

describe("main-thread work by kind", () => {
  const run = (items?: Record<string, unknown>[]): { lhr: LighthouseResult } => ({
    lhr: {
      categories: {},
      audits: items
        ? { "mainthread-work-breakdown": { id: "m", title: "", score: 1, scoreDisplayMode: "numeric", details: { items } } }
        : {},
    } as LighthouseResult,
  });

  it("adds up each kind Lighthouse reports, with 0 for a kind it left out and nothing for an unknown one", () => {
    const work = workByGroup(
      run([
        { group: "scriptEvaluation", duration: 400 },
        { group: "other", duration: 120 },
        { group: "other", duration: 30 },
        { group: "somethingNew", duration: 999 },
        { group: "styleLayout", duration: "lots" },
      ]).lhr,
    );
    expect(work).toEqual({
      scriptEvaluation: 400,
      other: 150,
      styleLayout: 0,
      parseHTML: 0,
      paintCompositeRender: 0,
      scriptParseCompile: 0,
      garbageCollection: 0,
    });
    expect(workByGroup(run().lhr)).toBeNull();
  });

  it("takes each kind's median over the runs that report one, or null when none did", () => {
    const work = medianWorkByGroup([
      run([
        { group: "scriptEvaluation", duration: 300 },
        { group: "other", duration: 50 },
      ]),
      run(),
      {},
      run([{ group: "scriptEvaluation", duration: 500 }]),
      run([
        { group: "scriptEvaluation", duration: 100 },
        { group: "other", duration: 70 },
      ]),
    ]);
    expect(work?.scriptEvaluation).toBe(300);
    expect(work?.other).toBe(50);
    expect(work?.parseHTML).toBe(0);
    expect(medianWorkByGroup([run(), {}])).toBeNull();
  });
});

describe("waiting for a quiet machine before Lighthouse", () => {
  const machine = (loads: number[]) => {
    const slept: number[] = [];
    let i = 0;
    return { load: () => loads[Math.min(i++, loads.length - 1)], sleep: async (ms: number) => void slept.push(ms), slept };
  };

  it("starts at once on a quiet machine", async () => {
    const m = machine([0.4]);
    expect(await waitForQuiet({ ...m, below: 1, maxMs: 60_000 })).toEqual({ waitedMs: 0, load: 0.4, quiet: true });
    expect(m.slept).toEqual([]);
  });

  it("waits while the load falls, and starts as soon as it is low enough", async () => {
    const m = machine([4.7, 3.1, 1.8, 0.9, 0.2]);
    expect(await waitForQuiet({ ...m, below: 1, maxMs: 60_000, stepMs: 5000 })).toEqual({
      waitedMs: 15_000,
      load: 0.9,
      quiet: true,
    });
  });

  it("gives up after the longest wait, and says the machine was not quiet", async () => {
    const m = machine([3]);
    expect(await waitForQuiet({ ...m, below: 1, maxMs: 20_000, stepMs: 5000 })).toEqual({
      waitedMs: 20_000,
      load: 3,
      quiet: false,
    });
  });
});

describe("what a rebuild wrote", () => {
  it("tells files written again with the same bytes from changed, new and removed ones", () => {
    const before = new Map([
      ["index.html", { written: 1, hash: "a" }],
      ["kalender/ev-1.ics", { written: 1, hash: "b" }],
      ["images/kart.svg", { written: 1, hash: "c" }],
      ["gammel/index.html", { written: 1, hash: "d" }],
    ]);
    const after = new Map([
      ["index.html", { written: 2, hash: "a" }],
      ["kalender/ev-1.ics", { written: 2, hash: "b2" }],
      ["images/kart.svg", { written: 1, hash: "c" }],
      ["ny/index.html", { written: 2, hash: "e" }],
    ]);
    const r = rewrittenFiles(before, after);
    expect(r.written).toEqual(["index.html", "kalender/ev-1.ics", "ny/index.html"]);
    expect(r.changed).toEqual(["kalender/ev-1.ics", "ny/index.html"]);
    expect(r.writtenUnchanged).toEqual(["index.html"]);
    expect(r.removed).toEqual(["gammel/index.html"]);
    expect(r.changedByKind).toEqual({ "calendar files": 1, HTML: 1 });
  });
});
