/** @jest-environment node */
import { planPages } from "./plan-pages";

const base = {
  pages: [{ id: "p1", sourceFile: "content/pages/kontakt-oss.json", path: "/kontakt-oss" }],
  articles: [{ id: "a1", sourceFile: "content/articles/a.json", slug: "info-om-cookies" }],
  productions: [{ id: "pr1", sourceFile: "content/productions/jul.json", pageReference: "julekonsert-2026" }],
  redirects: [{ fromPath: "/kontakt", toPath: "/kontakt-oss" }],
  redirectsFile: "redirects.json",
};

describe("planning pages", () => {
  it("puts pages, articles, productions and redirects at their paths", () => {
    expect(planPages(base).map((p) => [p.path, p.template])).toEqual([
      ["/kontakt-oss", "page"],
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
