import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { content } from "./content";

const christmas = content.productions.find((p) => /jul/i.test(p.title))!;

test.describe("search", () => {
  test("the header search field leads to results that link to their pages", async ({ page }) => {
    await page.goto("/kontakt-oss");
    const field = page.getByRole("searchbox", { name: "Søk på nettstedet" });
    await field.fill(christmas.title.split(" ")[0]);
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    const result = page.getByRole("link", { name: christmas.title });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/${christmas.pageReference}$`));
  });

  test("case and the Norwegian letters fold as a reader expects", async ({ page }) => {
    const article = content.articles.find((a) => a.slug === "article-skolemaaltidet-i-rissa")!;
    for (const q of ["SKOLEMÅLTID", "skolemaltid", "Skolemåltid"]) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await expect(page.getByRole("link", { name: article.title })).toBeVisible();
    }
  });

  test("an empty query and a query with no hits say so", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByText("Skriv inn et søkeord")).toBeVisible();
    await page.goto("/search?q=xyzzyqwerty");
    await expect(page.getByText("Ingen treff for «xyzzyqwerty»")).toBeVisible();
  });

  test("a new search from the search page updates the results without a reload", async ({ page }) => {
    await page.goto("/search?q=gavekort");
    await expect(page.getByText(/\d+ treff for «gavekort»/)).toBeVisible();
    await page.getByLabel("Hva leter du etter?").fill("konsert");
    await page.getByRole("main").getByRole("button", { name: "Søk", exact: true }).click();
    await expect(page.getByText(/\d+ treff for «konsert»/)).toBeVisible();
  });

  test("the index is loaded only when someone searches", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto("/");
    await page.goto("/kulturprogram");
    expect(requested).not.toContain("/search-index.json");
    await page.goto("/search?q=konsert");
    await expect(page.getByText(/\d+ treff for «konsert»/)).toBeVisible();
    expect(requested).toContain("/search-index.json");
  });
});

test.describe("search on every screen", () => {
  test("on a phone, the search button opens the menu at the search field", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/bojersalen");
    await expect(page.locator(".header-search")).toBeHidden();
    await page.getByRole("button", { name: "Åpne søk" }).click();
    const field = page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("searchbox", { name: "Søk på nettstedet" });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    expect((await field.boundingBox())!.width).toBeGreaterThan(200);
    await field.fill("jazz");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jazz$/);
    await expect(page.getByRole("link", { name: /Jazz i Smia/ })).toBeVisible();
  });

  test("on a large screen the field is in the header bar", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/bojersalen");
    await expect(page.getByRole("button", { name: "Åpne søk" })).toBeHidden();
    const field = page.getByRole("banner").locator(".header-search").getByRole("searchbox");
    await expect(field).toBeVisible();
    expect((await field.boundingBox())!.width).toBeGreaterThan(150);
  });

  test("results show each event's date, coming events first, past ones marked as past", async ({ page }) => {
    const now = testNow();
    const past = content.productions.filter((p) => p.events.length > 0 && p.events.every((e) => Date.parse(e.start) < now));
    const concerts = content.productions.filter((p) => p.fields.category === "Konsert");
    await page.goto("/search?q=konsert");
    const items = page.locator(".search-results li");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThanOrEqual(concerts.length);
    const kinds = await items.evaluateAll((lis) =>
      lis.map((li) => (li.querySelector(".badge--past") ? "past" : li.querySelector("time") ? "coming" : "article")),
    );
    const rank = { coming: 0, article: 1, past: 2 };
    expect(kinds).toEqual([...kinds].sort((a, b) => rank[a as keyof typeof rank] - rank[b as keyof typeof rank]));
    expect(kinds[0]).toBe("coming");
    await expect(items.first().locator("time")).toHaveText(/^\p{L}+ \d{1,2}\. \p{L}+ \d{4} kl\. \d{2}:\d{2}$/u);
    for (const p of past.filter((x) => x.fields.category === "Konsert")) {
      const item = items.filter({ has: page.getByRole("link", { name: p.title }) });
      await expect(item.getByText("Har vært")).toBeVisible();
      await expect(item.locator("time")).toHaveAttribute("datetime", p.events[p.events.length - 1].start);
    }
  });
});
