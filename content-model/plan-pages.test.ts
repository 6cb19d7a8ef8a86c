/** @jest-environment node */
import { planPages } from "./plan-pages";

const base = {
  pages: [
    {
      id: "p1",
      sourceFile: "content/pages/kontakt-oss.json",
      path: "/kontakt-oss",
      layout: "default" as const,
      blocks: [{ component: "RichText" }],
    },
    {
      id: "p2",
      sourceFile: "content/pages/kulturprogram.json",
      path: "/kulturprogram",
      layout: "default" as const,
      blocks: [{ component: "CultureProgram" }],
    },
    {
      id: "p3",
      sourceFile: "content/pages/search.json",
      path: "/search",
      layout: "default" as const,
      blocks: [{ component: "Search" }, { component: "Hero" }],
    },
    {
      id: "p4",
      sourceFile: "content/pages/program-skjerm.json",
      path: "/program-skjerm",
      layout: "screen" as const,
      blocks: [{ component: "ScreenProgram" }, { component: "Newsletter" }],
    },
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
      ["/kulturprogram", "listing"],
      ["/search", "search"],
      ["/program-skjerm", "screen"],
      ["/article/info-om-cookies", "article"],
      ["/julekonsert-2026", "culture"],
      ["/kontakt", "redirect"],
    ]);
  });

  it("gives the programme page alone the lean listing template, and a programme among other blocks the full one", () => {
    const withText = { ...base.pages[1], blocks: [{ component: "RichText" }, { component: "CultureProgram" }] };
    const withHero = { ...base.pages[1], blocks: [{ component: "Hero" }, { component: "CultureProgram" }] };
    expect(planPages({ ...base, pages: [withText] })[0].template).toBe("listing");
    expect(planPages({ ...base, pages: [withHero] })[0].template).toBe("programme");
  });

  it("publishes a whole-programme listing a page at a time, under the page's path", () => {
    const input = { ...base, pages: base.pages.map((p) => (p.id === "p2" ? { ...p, listingPages: 3 } : p)) };
    const listing = planPages(input).filter((p) => p.context.id === "p2");
    expect(listing.map((p) => [p.path, p.template, p.context.page])).toEqual([
      ["/kulturprogram", "listing", undefined],
      ["/kulturprogram/side/2", "listing", 2],
      ["/kulturprogram/side/3", "listing", 3],
    ]);
  });

  it("fails on a duplicate path, naming both files", () => {
    const input = {
      ...base,
      productions: [
        ...base.productions,
        { id: "pr2", sourceFile: "content/productions/kontakt.json", pageReference: "kontakt-oss" },
      ],
    };
    expect(() => planPages(input)).toThrow(
      "Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and content/productions/kontakt.json both want it",
    );
  });

  it("compares paths as a browser and a file system take them, and makes no page at a path that is not a plain site path", () => {
    // The nodes are checked when they are read; this is the last guard before Gatsby writes public/<path>/index.html.
    const sneaky = {
      id: "p9",
      sourceFile: "content/pages/skygge.json",
      layout: "default" as const,
      blocks: [{ component: "RichText" }],
    };
    for (const path of ["/a/../kontakt-oss", "/../../tmp/x", "//evil.example", "/a\\..\\b", "/x\r\ny"])
      expect(() => planPages({ ...base, pages: [...base.pages, { ...sneaky, path }] })).toThrow(
        `content/pages/skygge.json: path: expected a site path like "/kulturprogram"`,
      );
    expect(() => planPages({ ...base, pages: [...base.pages, { ...sneaky, path: "/kontakt-oss/" }] })).toThrow(
      "Duplicate path /kontakt-oss/: content/pages/kontakt-oss.json and content/pages/skygge.json both want it",
    );
  });

  it("fails on an event id used twice in the programme, in one production or two", () => {
    const events = (...ids: string[]) => ids.map((id) => ({ id }));
    const twice = { ...base, productions: [{ ...base.productions[0], events: events("ev-1", "ev-1") }] };
    expect(() => planPages(twice)).toThrow(
      'content/productions/jul.json: events[1].id: expected an event id no other date in the programme has (it names the date\'s calendar file), got "ev-1" (also used by content/productions/jul.json events[0])',
    );
    const acrossTwo = {
      ...base,
      productions: [
        { ...base.productions[0], events: events("ev-1") },
        { id: "pr2", sourceFile: "content/productions/b.json", pageReference: "b", events: events("ev-2", "ev-1") },
      ],
    };
    expect(() => planPages(acrossTwo)).toThrow(
      "content/productions/b.json: events[1].id: expected an event id no other date in the programme has",
    );
  });

  it("fails when a redirect would hide a page", () => {
    const input = { ...base, redirects: [{ fromPath: "/kontakt-oss", toPath: "/" }] };
    expect(() => planPages(input)).toThrow(
      'redirects.json: [0].fromPath: expected an address no page or file of the site owns, got "/kontakt-oss" (content/pages/kontakt-oss.json (/kontakt-oss) owns it)',
    );
  });
});

describe("page templates", () => {
  it("every block name is in some template", async () => {
    const { BLOCK_NAMES } = await import("./block-names");
    const { TEMPLATE_BLOCKS } = await import("./template-kinds");
    const covered = new Set(Object.values(TEMPLATE_BLOCKS).flat());
    expect(BLOCK_NAMES.filter((n) => !covered.has(n))).toEqual([]);
  });
});
