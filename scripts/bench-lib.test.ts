/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import type * as Lib from "./bench-lib.mjs";

type Helpers = typeof Lib;
type HelperName = { [K in keyof Helpers]: Helpers[K] extends (...args: never[]) => unknown ? K : never }[keyof Helpers];
type Helper<K extends HelperName> = Helpers[K] extends (...args: infer A) => infer R ? { args: A; result: R } : never;

const LIB_URL = pathToFileURL(path.join(__dirname, "bench-lib.mjs")).href;

/**
 * Calls a helper of bench-lib.mjs in a real Node process. The repo's Jest runs tests as CommonJS and only
 * transforms .js/.ts files, so it cannot load an ES module; arguments and result travel as JSON.
 */
function call<K extends HelperName>(name: K, ...args: Helper<K>["args"]): Helper<K>["result"] {
  const script = `
    const lib = await import(${JSON.stringify(LIB_URL)});
    try {
      process.stdout.write(JSON.stringify({ value: lib[${JSON.stringify(name)}](...${JSON.stringify(args)}) }));
    } catch (err) {
      process.stdout.write(JSON.stringify({ error: err.message }));
    }`;
  const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
  if ("error" in out) throw new Error(out.error);
  return out.value;
}

const GATSBY_HTML = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" href="/app-111.js"/>
<link rel="preload" href="/font.woff2" as="font"/>
<link rel="modulepreload" href="/module-888.js"/>
<link rel="stylesheet" href="/styles.css"/>
<script type="application/ld+json">{"@type":"Event"}</script>
</head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>
<script id="gatsby-chunk-mapping">
  window.___chunkMapping="{\\"app\\":[\\"/app-111.js\\"],\\"component---src-templates-page-tsx\\":[\\"/component---src-templates-page-tsx-222.js\\",\\"/styles-333.css\\"]}";
</script>
<script>window.___webpackCompilationHash="abc";</script>
<script src="/webpack-runtime-444.js" async></script><script src='/framework-555.js' defer></script><script src=/app-111.js async></script>
</body></html>`;

const STATS = {
  namedChunkGroups: {
    app: { assets: [{ name: "webpack-runtime-444.js" }, { name: "framework-555.js" }, { name: "styles-333.css" }, { name: "app-111.js" }] },
    "component---src-templates-page-tsx": { assets: [{ name: "shared-666.js" }, { name: "component---src-templates-page-tsx-222.js" }] },
    "component---src-templates-article-tsx": { assets: [{ name: "shared-666.js" }, { name: "component---src-templates-article-tsx-777.js" }] },
  },
};

describe("reading scripts out of built HTML", () => {
  it("collects script src (async and defer too) and script preloads once each, in order", () => {
    expect(call("scriptUrlsFromHtml", GATSBY_HTML)).toEqual(["/webpack-runtime-444.js", "/framework-555.js", "/app-111.js", "/module-888.js"]);
  });

  it("reads a chunk group's JS files out of webpack.stats.json, leaving out CSS", () => {
    expect(call("chunkGroupScripts", STATS, "component---src-templates-page-tsx")).toEqual(["/shared-666.js", "/component---src-templates-page-tsx-222.js"]);
    expect(call("chunkGroupScripts", STATS, "nope")).toEqual([]);
    expect(call("chunkGroupScripts", null, "app")).toEqual([]);
  });

  it("counts the page template's chunk group as first-load JS, not other templates', without duplicates", () => {
    expect(call("firstLoadScriptUrls", GATSBY_HTML, STATS, "component---src-templates-page-tsx")).toEqual([
      "/webpack-runtime-444.js",
      "/framework-555.js",
      "/app-111.js",
      "/module-888.js",
      "/shared-666.js",
      "/component---src-templates-page-tsx-222.js",
    ]);
  });

  it("joins inline script text, leaving out external scripts and JSON data blocks", () => {
    const text = call("inlineScriptText", GATSBY_HTML);
    expect(text).toContain('window.pagePath="/"');
    expect(text).toContain("window.___webpackCompilationHash");
    expect(text).not.toContain("@type");
  });
});

describe("files in public/", () => {
  it("maps routes to their built HTML", () => {
    expect(call("htmlFileForRoute", "/p", "/")).toBe(path.join("/p", "index.html"));
    expect(call("htmlFileForRoute", "/p", "/kulturprogram")).toBe(path.join("/p", "kulturprogram", "index.html"));
    expect(call("htmlFileForRoute", "/p", "/404.html")).toBe(path.join("/p", "404.html"));
  });

  it("maps routes to their page data", () => {
    expect(call("pageDataFileForRoute", "/p", "/")).toBe(path.join("/p", "page-data", "index", "page-data.json"));
    expect(call("pageDataFileForRoute", "/p", "/article/x")).toBe(path.join("/p", "page-data", "article", "x", "page-data.json"));
    expect(call("pageDataFileForRoute", "/p", "/404.html")).toBe(path.join("/p", "page-data", "404.html", "page-data.json"));
  });

  it("maps same-origin script URLs to files and refuses other origins", () => {
    expect(call("publicFileForUrl", "/p", "/app-1.js?v=2")).toBe(path.join("/p", "app-1.js"));
    expect(call("publicFileForUrl", "/p", "https://cdn.example.com/x.js")).toBeNull();
  });
});

describe("sizes and formatting", () => {
  it("gzips at level 9", () => {
    const text = "const a = 1;\n".repeat(200);
    expect(call("gzipSize", text)).toBe(zlib.gzipSync(text, { level: 9 }).length);
    expect(call("gzipSize", text)).toBeLessThan(text.length);
  });

  it("formats kilobytes and ratios, and flags pages over the limit", () => {
    expect(call("formatKB", 2048)).toBe("2.0");
    expect(call("formatRatio", 112, 100)).toBe("1.12x");
    expect(call("formatRatio", 1, 0)).toBe("n/a");
    expect(call("isOverRatio", 126, 100)).toBe(true);
    expect(call("isOverRatio", 125, 100)).toBe(false);
    expect(call("isOverRatio", 1, 0)).toBe(false);
  });

  it("lines up table columns, numbers to the right", () => {
    expect(call("formatTable", ["name", "KB"], [["front page", "12.5"], ["bare", "9.0"]]).split("\n")).toEqual([
      "name          KB",
      "----------  ----",
      "front page  12.5",
      "bare         9.0",
    ]);
  });
});

describe("arguments and content", () => {
  it("reads --no-build and rejects anything else", () => {
    expect(call("parseArgs", [])).toEqual({ build: true });
    expect(call("parseArgs", ["--no-build"])).toEqual({ build: false });
    expect(() => call("parseArgs", ["--nobuild"])).toThrow(/Unknown argument/);
  });

  it("picks the first culture production by file name", () => {
    const productions = [
      { file: "b.json", data: { objectClass: "culture", pageReference: "/second" } },
      { file: "a.json", data: { objectClass: "cinema", pageReference: "film" } },
      { file: "c.json", data: null },
      { file: "ab.json", data: { objectClass: "culture", pageReference: "first" } },
    ];
    expect(call("culturePath", productions)).toBe("/first");
    expect(call("culturePath", [])).toBeNull();
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
      "meta-description": { id: "meta-description", title: "Document does not have a meta description", score: 0, scoreDisplayMode: "binary" },
      "is-crawlable": { id: "is-crawlable", title: "Page is blocked from indexing", score: 0, scoreDisplayMode: "binary" },
      "structured-data": { id: "structured-data", title: "Structured data is valid", score: null, scoreDisplayMode: "manual" },
      "document-title": { id: "document-title", title: "Document has a title", score: 1, scoreDisplayMode: "binary" },
      hreflang: { id: "hreflang", title: "hreflang", score: null, scoreDisplayMode: "error", errorMessage: "boom" },
    },
  };

  it("turns category scores into 0–100, null when unscored", () => {
    expect(call("categoryScore", lhr, "seo")).toBe(83);
    expect(call("categoryScore", lhr, "performance")).toBeNull();
    expect(call("categoryScore", lhr, "accessibility")).toBeNull();
  });

  it("lists failing and errored audits, heaviest first, never manual or passing ones", () => {
    const failing = call("failingAudits", lhr, "seo");
    expect(failing.map((a) => a.id)).toEqual(["is-crawlable", "meta-description", "hreflang"]);
    expect(failing[0]).toMatchObject({ title: "Page is blocked from indexing", weight: 4.6 });
    expect(failing[2].displayValue).toBe("error: boom");
    expect(call("failingAudits", lhr, "accessibility")).toEqual([]);
  });
});
