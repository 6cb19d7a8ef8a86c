import { test, expect } from "./fixtures";
import { isSameDocument, markDocument, savingData } from "./visitor";

// What happens when a page's code cannot be loaded as a visitor follows a link (spec section 4 and 8).
// Requests are failed with page.route, which a service worker would answer past: none here.
test.use({ serviceWorkers: "block" });

test.describe("a page whose code does not load", () => {
  test("is logged as 'bundle loading error', and while online the browser loads the page in full", async ({ page, context }) => {
    // No fetching ahead of a click: the page's code is then asked for once, when the link is followed.
    await savingData(page);
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    // The saved list, a page with Gatsby's runtime, uses another template than the content pages, so
    // their code is not loaded yet (a page built of islands loads no template's code: it has none to fail).
    await page.goto("/husket");
    await markDocument(page);
    let failed = 0;
    await context.route(/\/component---src-templates-page-tsx-[0-9a-f]+\.js$/, (route) =>
      failed++ === 0 ? route.abort("failed") : route.continue(),
    );

    await page.getByRole("banner").getByRole("link", { name: "Billettinformasjon" }).click();
    await expect(page).toHaveURL(/\/billettinformasjon$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Billettinformasjon");
    await expect
      .poll(() => errors.find((e) => e.startsWith("bundle loading error")))
      .toMatch(/bundle loading error .*component---src-templates-page-tsx/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await isSameDocument(page), "the page was loaded in full").toBe(false);
  });

  test("offline, the visitor stays on the page and is told why", async ({ page, context }) => {
    // No fetching ahead of a click, so the next page is not loaded.
    await savingData(page);
    await page.goto("/search");
    await markDocument(page);
    await context.setOffline(true);
    // The page learns it is offline by an event of its own, which a busy machine delivers later than
    // setOffline returns; a click before it is a click made online.
    await page.waitForFunction(() => navigator.onLine === false);
    await page.getByRole("banner").getByRole("link", { name: "Kontakt oss" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Du er uten nett, og den siden er ikke lagret på enheten. Prøv igjen når du har nett.",
    );
    await expect(page).toHaveURL(/\/search$/);
    expect(await isSameDocument(page)).toBe(true);
    await context.setOffline(false);
  });
});
