import { test, expect } from "./fixtures";
import { TEST_NOW } from "./test-clock";
import { content, pageAt, SPEC_ARTICLE_SLUGS, SPEC_PAGE_ROUTES } from "./content";

const SITE = content.site.name;

test.describe("every route of the spec", () => {
  for (const route of SPEC_PAGE_ROUTES) {
    test(`${route} answers with its title and content`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const meta = pageAt(route).meta.nb;
      await expect(page).toHaveTitle(meta.title.includes(SITE) ? meta.title : `${meta.title} | ${SITE}`);
      expect((await page.title()).split(SITE), "the site's name is in the title once").toHaveLength(2);
      await expect(page.locator("h1"), "one h1").toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("main")).not.toBeEmpty();
      expect(await page.locator("main").innerText()).toMatch(/\p{L}{4,}/u);
    });
  }

  for (const slug of SPEC_ARTICLE_SLUGS) {
    test(`/article/${slug} shows the article with its cover`, async ({ page }) => {
      const article = content.articles.find((a) => a.slug === slug);
      expect(article, `content/articles has ${slug}`).toBeTruthy();
      const response = await page.goto(`/article/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${article!.title} | ${SITE}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article!.title);
      await expect(page.getByRole("img", { name: article!.image.alt })).toBeVisible();
    });
  }

  test("the school meal article says when meals are served, the gift card article the rules", async ({ page }) => {
    await page.goto("/article/article-skolemaaltidet-i-rissa");
    await expect(page.locator("article")).toContainText(/tirsdag/i);
    await expect(page.locator("article")).toContainText(/torsdag/i);
    await page.goto("/article/article-leter-du-etter-den-perfekte-gaven");
    await expect(page.locator("article")).toContainText(/ett år/i);
  });

  for (const production of content.productions) {
    test(`/${production.pageReference} shows the production with a ticket row per coming date`, async ({ page }) => {
      const coming = production.events.filter((e) => Date.parse(e.start) > TEST_NOW);
      const response = await page.goto(`/${production.pageReference}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(production.title);
      await expect(page).toHaveTitle(`${production.title} | ${SITE}`);
      await expect(page.locator("h1")).toHaveCount(1);
      // A row per coming date (a sold-out one among them shows no buy link: see culture.spec.ts).
      await expect(page.locator(".ticket-list tbody tr")).toHaveCount(coming.length);
      if (coming.length === 0)
        await expect(page.getByText(`Det er ingen kommende forestillinger av ${production.title}.`)).toBeVisible();
    });
  }

  test("every page has description, keywords, Open Graph image, canonical URL and lang nb", async ({ page }) => {
    for (const route of [
      "/",
      "/kulturprogram",
      "/kontakt-oss",
      "/article/info-om-cookies",
      `/${content.productions[0].pageReference}`,
      "/search",
    ]) {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("lang", "nb");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\.(svg|png|jpg)$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${route === "/" ? "/" : route}$`),
      );
    }
  });

  test("the head follows the page through links inside the site, and its code loads only then", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length, "the page loaded its scripts").toBeGreaterThan(3);
    expect(
      scripts.filter((s) => s.includes("page-head")),
      "no head code for the page the visitor opened",
    ).toEqual([]);

    const programme = pageAt("/kulturprogram").meta.nb;
    await page.locator('header a[href="/kulturprogram"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Kulturprogram/);
    await expect(page).toHaveTitle(`${programme.title} | ${SITE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", programme.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/kulturprogram$/);
    await expect(page.locator('meta[name="description"]'), "one description, not the old page's too").toHaveCount(1);
    expect(scripts.filter((s) => s.includes("page-head"))).toHaveLength(1);
  });

  test("the hidden blocks stay hidden", async ({ page }) => {
    const front = pageAt("/").blocks.find((b) => b.component === "CardList" && b.hide);
    const contact = pageAt("/kontakt-oss").blocks.find((b) => b.component === "Newsletter" && b.hide);
    expect(front && contact).toBeTruthy();
    await page.goto("/");
    await expect(page.getByRole("heading", { name: (front!.data as { heading: string }).heading, exact: true })).toHaveCount(0);
    await page.goto("/kontakt-oss");
    await expect(page.getByRole("heading", { name: (contact!.data as { heading: string }).heading, exact: true })).toHaveCount(0);
  });

  test("sitemap and robots.txt are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
    expect(await robots.text()).toContain("Disallow: /program-skjerm\nDisallow: /slideshow-skjerm\nDisallow: /test\n");
    const sitemap = await request.get("/sitemap-0.xml");
    const xml = await sitemap.text();
    expect(xml).toContain("/kulturprogram</loc>");
    expect(xml).toContain("/article/info-om-cookies</loc>");
    expect(xml).not.toContain("/program-skjerm</loc>");
    expect(xml).not.toContain("/slideshow-skjerm</loc>");
    expect(xml).not.toContain("/test</loc>");
  });

  test("the offline plugin's service worker and the web manifest are there", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ lang: "nb", start_url: "/" });
    expect((await request.get("/sw.js")).status()).toBe(200);
  });
});

test.describe("pages that do not exist", () => {
  test("an unknown path shows the not-found page with a way on", async ({ page }) => {
    const response = await page.goto("/finnes-ikke-her");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Siden finnes ikke");
    await expect(page.getByText("siden du lette etter finnes ikke")).toBeVisible();
    await page.getByRole("link", { name: "Gå til forsiden" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
