/** @jest-environment node */
import { planPages } from "./plan-pages";

const base = {
  pages: [
    { id: "p1", sourceFile: "content/pages/kontakt-oss.json", path: "/kontakt-oss", layout: "default" as const, blocks: [{ component: "RichText" }] },
    { id: "p2", sourceFile: "content/pages/kulturprogram.json", path: "/kulturprogram", layout: "default" as const, blocks: [{ component: "CultureProgram" }] },
    { id: "p3", sourceFile: "content/pages/search.json", path: "/search", layout: "default" as const, blocks: [{ component: "Search" }, { component: "Hero" }] },
    { id: "p4", sourceFile: "content/pages/program-skjerm.json", path: "/program-skjerm", layout: "screen" as const, blocks: [{ component: "ScreenProgram" }, { component: "Newsletter" }] },
  ],
  articles: [{ id: "a1", sourceFile: "content/articles/a.json", slug: "info-om-cookies" }],
  productions: [{ id: "pr1", sourceFile: "content/productions/jul.json", pageReference: "julekonsert-2026" }],
  redirects: [{ fromPath: "/kontakt", toPath: "/kontakt-oss" }],
  redirectsFile: "redirects.json",
};

describe("planning pages", () => {
  it("puts pages, articles, productions and redirects at their paths, each page in the smallest template that has its blocks", () => {
    expect(planPages(base).map((p) => [p.path, p.template])).toEqual([
      ["/kontakt-oss", "content"],
      ["/kulturprogram", "programme"],
      ["/search", "search"],
      ["/program-skjerm", "screen"],
      ["/article/info-om-cookies", "article"],
      ["/julekonsert-2026", "culture"],
      ["/kontakt", "redirect"],
    ]);
  });

  it("fails on a duplicate path, naming both files", () => {
    const input = { ...base, productions: [...base.productions, { id: "pr2", sourceFile: "content/productions/kontakt.json", pageReference: "kontakt-oss" }] };
    expect(() => planPages(input)).toThrow("Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and content/productions/kontakt.json both want it");
  });

  it("fails when a redirect would hide a page", () => {
    const input = { ...base, redirects: [{ fromPath: "/kontakt-oss", toPath: "/" }] };
    expect(() => planPages(input)).toThrow("Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and redirects.json [0] both want it");
  });
});

describe("page templates", () => {
  it("every block name is in some template", async () => {
    const { BLOCK_NAMES } = await import("../../src/blocks/names");
    const { TEMPLATE_BLOCKS } = await import("../../src/blocks/template-kinds");
    const covered = new Set(Object.values(TEMPLATE_BLOCKS).flat());
    expect(BLOCK_NAMES.filter((n) => !covered.has(n))).toEqual([]);
  });
});
