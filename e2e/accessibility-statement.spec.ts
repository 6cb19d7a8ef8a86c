import { test, expect } from "./fixtures";

test.describe("the accessibility statement", () => {
  test("is linked from every page's footer and has the parts the supervisory authority asks for", async ({ page }) => {
    await page.goto("/kulturprogram");
    await page.getByRole("navigation", { name: "Bunnmeny" }).getByRole("link", { name: "Tilgjengelighetserklæring" }).click();
    await expect(page).toHaveURL(/\/tilgjengelighetserklaering$/);
    await expect(page).toHaveTitle(/^Tilgjengelighetserklæring/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tilgjengelighetserklæring");
    const main = page.getByRole("main");
    for (const heading of [
      "Samsvarsstatus",
      "Dette er i samsvar",
      "Kjente avvik",
      "Slik har vi vurdert nettstedet",
      "Meld fra om en barriere",
      "Kontakt",
      "Klage til tilsynet",
    ])
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(main).toContainText("WCAG 2.1");
    await expect(main).toContainText("Digitaliseringsdirektoratet");
    await expect(main).toContainText(/sist oppdatert \d{1,2}\. \p{L}+ \d{4}/iu);
    // Each known deviation names its success criterion.
    const deviations = main.locator("h2:has-text('Kjente avvik') + ul > li");
    expect(await deviations.count()).toBeGreaterThan(0);
    await expect(main.getByRole("link", { name: "post@rissakulturhus.no" }).first()).toHaveAttribute(
      "href",
      /^mailto:post@rissakulturhus\.no/,
    );
  });
});
