/** @jest-environment node */
import fs from "fs";
import path from "path";
import { robotsTxt } from "./robots-txt";
import { sitemapPages } from "../pages/sitemap";

const shippedPages = () => {
  const dir = path.join(__dirname, "..", "..", "content", "pages");
  return fs
    .readdirSync(dir)
    .map(
      (name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { path: string; layout: string; noindex?: boolean },
    );
};

describe("pages kept from search engines", () => {
  it("robots.txt disallows the shipped lobby screens and the test page, nothing else, and names the sitemap", () => {
    expect(robotsTxt("https://www.rissakulturhus.no", shippedPages())).toBe(
      "User-agent: *\nAllow: /\nDisallow: /program-skjerm\nDisallow: /slideshow-skjerm\nDisallow: /test\n\nSitemap: https://www.rissakulturhus.no/sitemap-index.xml\n",
    );
  });

  it("follow a page's layout and noindex, not its path: a new screen is left out, a screen moved to an ordinary layout is not", () => {
    const pages = [
      { path: "/foajeskjerm", layout: "screen" },
      { path: "/program-skjerm", layout: "default" },
      { path: "/intern", layout: "default", noindex: true },
      { path: "/utleie", layout: "default", noindex: null },
    ];
    expect(robotsTxt("https://x.example", pages)).toContain("Allow: /\nDisallow: /foajeskjerm\nDisallow: /intern\n\n");
    const all = [...pages.map((p) => ({ path: p.path })), { path: "/article/gavekort" }];
    expect(sitemapPages({ allSitePage: { nodes: all }, allContentPage: { nodes: pages } }).map((p) => p.path)).toEqual([
      "/program-skjerm",
      "/utleie",
      "/article/gavekort",
    ]);
  });
});
