import { test, expect } from "./fixtures";
import { content } from "./content";

const headerLabels = content.site.theme.menu
  .filter((m) => m.place === "header")
  .sort((a, b) => a.order - b.order)
  .map((m) => m.label);

test.describe("header menu", () => {
  test("shows the spec's entries in order, with Gavekort going to the gift card shop", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hovedmeny" });
    await expect(nav.getByRole("link")).toHaveText(headerLabels);
    expect(headerLabels.slice(0, 4)).toEqual(["Program", "Billettinformasjon", "Gavekort", "Kontakt oss"]);
    await expect(nav.getByRole("link", { name: "Program" })).toHaveAttribute("href", "/kulturprogram");
    await expect(nav.getByRole("link", { name: "Gavekort" })).toHaveAttribute("href", /^https:\/\//);
  });

  test("the footer has the privacy and cookie links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Bunnmeny" });
    await expect(footer.getByRole("link", { name: "Personvernerklæring" })).toHaveAttribute("href", "/personvernerklaering");
    await expect(footer.getByRole("link", { name: "Info om cookies" })).toHaveAttribute("href", "/article/info-om-cookies");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the hamburger opens and closes the menu by keyboard", async ({ page }) => {
      await page.goto("/kontakt-oss");
      const toggle = page.getByRole("button", { name: "Meny" });
      const nav = page.getByRole("navigation", { name: "Hovedmeny" });
      await expect(nav.getByRole("link", { name: "Program" })).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Lukk meny" })).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "Program" })).toBeVisible();
      // On a phone the site search comes first in the menu, then the entries.
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("searchbox", { name: "Søk på nettstedet" })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Program" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Program" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Meny" })).toBeFocused();
    });

    test("choosing a menu entry navigates and closes the menu", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Meny" }).click();
      await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Utleie" }).click();
      await expect(page).toHaveURL(/\/utleie$/);
      await expect(page.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false");
    });
  });
});
