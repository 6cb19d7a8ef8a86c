import { test, expect } from "./fixtures";
import { createHash } from "node:crypto";
import { test as noBrowser } from "@playwright/test";
import { TEST_NOW } from "./test-clock";
import { content, pageAt, SPEC_ARTICLE_SLUGS, SPEC_PAGE_ROUTES } from "./content";
import { builtPage, wordsOf } from "./built-page";
import { browserTitleOf, type ContentPage } from "../content-model";

const SITE = content.site.name;
const BASE = () => process.env.E2E_BASE_URL as string;

/**
 * What a content page's h1 says: its first block's heading, or the page's own title when it opens
 * with text or with a Hero without a heading of its own; a slideshow screen's is the slide on show, one of the coming productions.
 */
function headingsForH1(page: ContentPage): string[] {
  const first = page.blocks.find((b) => !b.hide)!;
  if (first.component === "ScreenSlideshow")
    return content.productions.filter((p) => p.events.some((e) => Date.parse(e.start) > TEST_NOW)).map((p) => p.title);
  const data = (first.data ?? {}) as { heading?: string };
  return [data.heading ?? page.title];
}

/** Every heading a page's shown blocks carry, as the content has them (a slideshow screen's headings are its slides'). */
const blockHeadings = (page: ContentPage) =>
  page.blocks
    .filter((b) => !b.hide && b.component !== "ScreenSlideshow")
    .map((b) => ((b.data ?? {}) as { heading?: string }).heading)
    .filter((h): h is string => Boolean(h));

// Facts the server renders, read from the built pages (as a crawler reads them) and their answers.
noBrowser.describe("every route of the spec, as built", () => {
  for (const route of SPEC_PAGE_ROUTES) {
    noBrowser(`${route} answers with its title, one h1 and its blocks`, async ({ request }) => {
      const response = await request.get(`${BASE()}${route}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const page = pageAt(route);
      const $ = builtPage(route);
      const meta = page.meta.nb;
      const title = $("title").text();
      const own = browserTitleOf(page);
      expect(title).toBe(own.includes(SITE) ? own : `${own} | ${SITE}`);
      expect(title.split(SITE), "the site's name is in the title once").toHaveLength(2);
      expect($("h1"), "one h1").toHaveLength(1);
      expect(headingsForH1(page)).toContain(wordsOf($("h1").text()));
      const headings = $("main :is(h1, h2, h3)")
        .map((_, h) => wordsOf($(h).text()))
        .get();
      for (const heading of blockHeadings(page)) expect(headings, `${route}: the block "${heading}"`).toContain(heading);
      expect($("html").attr("lang")).toBe("nb");
      expect($('meta[name="description"]').attr("content")).toBe(meta.description);
      expect($('meta[name="keywords"]').attr("content")).toMatch(/\S/);
      expect($('meta[property="og:image"]').attr("content")).toMatch(/^https?:\/\/.+\.(svg|png|jpg)$/);
      expect($('link[rel="canonical"]').attr("href")).toMatch(new RegExp(`^https?://[^/]+${route === "/" ? "/" : route}$`));
    });
  }

  for (const slug of SPEC_ARTICLE_SLUGS) {
    noBrowser(`/article/${slug} shows the article with its cover`, async ({ request }) => {
      const article = content.articles.find((a) => a.slug === slug);
      expect(article, `content/articles has ${slug}`).toBeTruthy();
      expect((await request.get(`${BASE()}/article/${slug}`)).status()).toBe(200);
      const $ = builtPage(`/article/${slug}`);
      expect($("title").text()).toBe(`${article!.title} | ${SITE}`);
      expect($("h1")).toHaveLength(1);
      expect(wordsOf($("h1").text())).toBe(article!.title);
      expect($(`main img[alt="${article!.image.alt}"]`).length, "the cover, with its words").toBeGreaterThan(0);
    });
  }

  noBrowser("the school meal article says when meals are served, the gift card article the rules", () => {
    const meals = builtPage("/article/article-skolemaaltidet-i-rissa")("article").text();
    expect(meals).toMatch(/tirsdag/i);
    expect(meals).toMatch(/torsdag/i);
    expect(builtPage("/article/article-leter-du-etter-den-perfekte-gaven")("article").text()).toMatch(/ett år/i);
  });

  for (const production of content.productions) {
    noBrowser(`/${production.pageReference} shows the production with a ticket row per coming date`, async ({ request }) => {
      const coming = production.events.filter((e) => Date.parse(e.start) > TEST_NOW);
      expect((await request.get(`${BASE()}/${production.pageReference}`)).status()).toBe(200);
      const $ = builtPage(`/${production.pageReference}`);
      expect($("h1")).toHaveLength(1);
      expect(wordsOf($("h1").text())).toBe(production.title);
      expect($("title").text()).toBe(`${production.title} | ${SITE}`);
      // A row per coming date (a sold-out one among them shows no buy link: see culture.spec.ts).
      expect($(".ticket-list tbody tr")).toHaveLength(coming.length);
      // What the page says: a note the HTML holds hidden, until the last date has started, says nothing yet.
      $("main [hidden]").remove();
      expect($("main").text().includes(`Det er ingen kommende forestillinger av ${production.title}.`)).toBe(coming.length === 0);
    });
  }

  noBrowser("the hidden blocks stay hidden", () => {
    const front = pageAt("/").blocks.find((b) => b.component === "CardList" && b.hide);
    const contact = pageAt("/kontakt-oss").blocks.find((b) => b.component === "Newsletter" && b.hide);
    expect(front && contact).toBeTruthy();
    const headingsOf = (route: string) => {
      const $ = builtPage(route);
      return $(":is(h1, h2, h3)")
        .map((_, h) => wordsOf($(h).text()))
        .get();
    };
    expect(headingsOf("/")).not.toContain((front!.data as { heading: string }).heading);
    expect(headingsOf("/kontakt-oss")).not.toContain((contact!.data as { heading: string }).heading);
  });

  noBrowser("sitemap, robots.txt, the web manifest and the offline worker are served", async ({ request }) => {
    const robots = await (await request.get(`${BASE()}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
    expect(robots).toContain("Disallow: /program-skjerm\nDisallow: /slideshow-skjerm\nDisallow: /test\n");
    const xml = await (await request.get(`${BASE()}/sitemap-0.xml`)).text();
    expect(xml).toContain("/kulturprogram</loc>");
    expect(xml).toContain("/article/info-om-cookies</loc>");
    expect(xml).not.toContain("/program-skjerm</loc>");
    expect(xml).not.toContain("/slideshow-skjerm</loc>");
    expect(xml).not.toContain("/test</loc>");
    expect(builtPage("/")('link[rel="manifest"]').attr("href")).toBe("/manifest.webmanifest");
    const manifest = await (await request.get(`${BASE()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ lang: "nb", start_url: "/" });
    // The home screen's icons are PNG files: a phone draws an SVG icon as a document of its own as the page opens.
    expect(manifest.icons.map((i: { sizes: string; type: string }) => `${i.sizes} ${i.type}`)).toEqual([
      "192x192 image/png",
      "512x512 image/png",
    ]);
    for (const icon of manifest.icons as { src: string }[]) {
      const answer = await request.get(`${BASE()}${icon.src}`);
      expect([answer.status(), answer.headers()["content-type"]]).toEqual([200, "image/png"]);
    }
    // The offline worker precaches the manifest as it is served: its revision is that file's md5.
    const worker = await (await request.get(`${BASE()}/sw.js`)).text();
    const served = await (await request.get(`${BASE()}/manifest.webmanifest`)).body();
    expect(/"url":\s*"manifest\.webmanifest",\s*"revision":\s*"([0-9a-f]{32})"/.exec(worker)?.[1]).toBe(
      createHash("md5").update(served).digest("hex"),
    );
    expect((await request.get(`${BASE()}/sw.js`)).status()).toBe(200);
  });
});

test.describe("every route of the spec, in the browser", () => {
  test("the head follows the page through links inside the site, and its code loads only then", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    // From a page Gatsby renders in the browser (the saved list): its links open the next page in it.
    await page.goto("/husket");
    await page.waitForLoadState("networkidle");
    expect(scripts.length, "the page loaded its scripts").toBeGreaterThan(3);
    expect(
      scripts.filter((s) => s.includes("page-head")),
      "no head code for the page the visitor opened",
    ).toEqual([]);

    const programme = { ...pageAt("/kulturprogram").meta.nb, title: browserTitleOf(pageAt("/kulturprogram")) };
    await page.locator('header a[href="/kulturprogram"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Kulturprogram/);
    await expect(page).toHaveTitle(`${programme.title} | ${SITE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", programme.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kulturprogram$/);
    await expect(page.locator('meta[name="description"]'), "one description, not the old page's too").toHaveCount(1);
    expect(scripts.filter((s) => s.includes("page-head"))).toHaveLength(1);
  });

  test("an unknown path shows the not-found page with a way on", async ({ page }) => {
    const response = await page.goto("/finnes-ikke-her");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siden finnes ikke");
    await expect(page.getByText("siden du lette etter finnes ikke")).toBeVisible();
    await page.getByRole("link", { name: "Gå til forsiden" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
