/** @jest-environment node */
import { hashedAssets, ruleLimitWarning } from "./cache-headers";
import { headerRules, IMMUTABLE, REVALIDATE } from "./header-rules";
import { headersFor } from "./headers-file";

const files = [
  "app-2cb84d2284722c60f1c3.js",
  "framework-458ac96afc1b5acc9c0b.js",
  "webpack-runtime-484f081cb77a0b673cac.js",
  "161-0fa1744f47e8080d45bd.js",
  "c66a2a4ddca2a148f7f73e351eca9ab5da8ec8ac-4a59dc17ed0754e71dc9.js",
  "component---src-templates-page-tsx-aca4e2b6666fb11b1434.js",
  "styles.6d65fa751664a4f4ef0a.css",
  "site-globals-c38322d258acde90374b.js",
  "app-2cb84d2284722c60f1c3.js.map",
  "idb-keyval-3.2.0-iife.min.js",
  "sw.js",
  "search-index.json",
  "index.html",
];

describe("caching headers", () => {
  const origins = {
    cinemaApi: null,
    newsletterAction: "https://nyhetsbrev.example.com/post",
    extraImageOrigins: [],
    siteUrl: "https://www.rissakulturhus.no",
  };
  const rules = headerRules(origins, { hashedAssets: hashedAssets(files), svgFiles: [] });
  const cacheControl = (p: string) => headersFor(rules, p)["Cache-Control"];
  /** Every rule that gives the path a Cache-Control: a host that joins overlapping rules must find one. */
  const cacheRules = (p: string) => rules.filter((r) => r.headers["Cache-Control"] && headersFor([r], p)["Cache-Control"]);

  it("keeps content-hashed scripts and styles and /static/ for a year", () => {
    expect(hashedAssets(files)).toEqual(
      files
        .slice(0, 8)
        .map((f) => `/${f}`)
        .sort(),
    );
    for (const f of hashedAssets(files)) expect(cacheControl(f)).toBe(IMMUTABLE);
    expect(cacheControl("/static/0a1b2c/bilde.webp")).toBe(IMMUTABLE);
  });

  it("revalidates page data and the service worker every time, and leaves HTML to the host's default (the same)", () => {
    expect(cacheControl("/page-data/kulturprogram/page-data.json")).toBe(REVALIDATE);
    expect(cacheControl("/page-data/app-data.json")).toBe(REVALIDATE);
    expect(cacheControl("/sw.js")).toBe(REVALIDATE);
    for (const p of ["/", "/kulturprogram", "/idb-keyval-3.2.0-iife.min.js", "/search-index.json"])
      expect(cacheControl(p)).toBeUndefined();
  });

  it("gives no path a Cache-Control from two rules", () => {
    for (const p of ["/sw.js", "/page-data/index/page-data.json", "/static/x.png", ...hashedAssets(files), "/", "/kulturprogram"])
      expect(cacheRules(p).length).toBeLessThanOrEqual(1);
  });

  it("keeps the security headers on every path", () => {
    expect(headersFor(rules, "/app-2cb84d2284722c60f1c3.js")["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("warns when there are more rules than Cloudflare Pages reads", () => {
    const chunks = Array.from({ length: 120 }, (_, i) => `/chunk-${String(i).padStart(20, "0")}.js`);
    expect(ruleLimitWarning(headerRules(origins, { hashedAssets: chunks, svgFiles: [] }).length)).toContain(
      "Cloudflare Pages reads only the first 100",
    );
    expect(ruleLimitWarning(rules.length)).toBeNull();
  });
});
