import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { content, SPEC_PAGE_ROUTES } from "./content";
import { builtPage, wordsOf } from "./built-page";

const rental = content.productions.find((p) => p.fields.category === "Utleie")!;
const SLIPS = [/Lokal Mat/, /epostadresse/, /\bscanner\b/, /Utleie:/, /lysbildefremvisning/i];

test.describe("the site's words", () => {
  // The words as the build wrote them (what a browser shows, and what it hides too), read without a browser.
  test("no page has the old slips", () => {
    const routes = [...SPEC_PAGE_ROUTES.filter((p) => !p.includes("skjerm")), `/${rental.pageReference}`, "/kulturvert"];
    for (const route of routes) {
      const $ = builtPage(route);
      $("script, style, noscript, template").remove();
      // Text node by text node, with a space between, as a browser keeps words of two elements apart.
      const text = $("body, body *")
        .contents()
        .filter((_, node) => node.type === "text")
        .map((_, node) => $(node).text())
        .get()
        .join(" ");
      for (const slip of SLIPS) expect(text, `${route}: ${slip}`).not.toMatch(slip);
      const menu = $('nav[aria-label="Hovedmeny"] a').filter((_, a) => wordsOf($(a).text()) === "Lokal mat");
      expect(menu, `${route}: the main menu's "Lokal mat"`).toHaveLength(1);
    }
  });

  test("a rental shows 'Utleie' as its category, not in its title", async ({ page }) => {
    await page.goto("/kulturprogram");
    const card = page.locator(".programme-list article", { has: page.getByRole("link", { name: rental.title, exact: true }) });
    await expect(card.locator(".programme-card__category")).toHaveText("Utleie");
    await expect(card.locator(".card__title")).not.toContainText("Utleie");
    await page.goto(`/${rental.pageReference}`);
    await expect(page.locator(".culture__category")).toHaveText("Utleie");
    await expect(page).toHaveTitle(`${rental.title} | ${content.site.name}`);
  });

  test("the 2025 operations notice is no longer news", async ({ page }) => {
    const notice = content.articles.find((a) => a.slug === "article-info-2025")!;
    await page.goto("/");
    await expect(page.locator(".article-list")).toBeVisible();
    await expect(page.getByRole("link", { name: notice.title })).toHaveCount(0);
    for (const date of await page.locator(".article-list time").evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime")!))) {
      expect(testNow() - Date.parse(date)).toBeLessThan(366 * 24 * 3600 * 1000);
    }
    await page.goto(`/article/${notice.slug}`);
    await expect(page.getByRole("note")).toHaveText(
      "Denne artikkelen er mer enn ett år gammel. Noe av innholdet kan være utdatert.",
    );
  });
});
