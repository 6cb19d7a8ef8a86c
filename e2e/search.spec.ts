import { test, expect } from "./fixtures";
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
