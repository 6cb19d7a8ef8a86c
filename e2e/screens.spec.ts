import { test, expect } from "./fixtures";

for (const [name, viewport] of [
  ["landscape", { width: 1920, height: 1080 }],
  ["portrait", { width: 1080, height: 1920 }],
] as const) {
  test.describe(`lobby screens in ${name}`, () => {
    test.use({ viewport });

    for (const route of ["/program-skjerm", "/slideshow-skjerm"]) {
      test(`${route} fills the screen without header, footer or links, with large type and the clock`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator("header.site-header")).toHaveCount(0);
        await expect(page.locator("footer")).toHaveCount(0);
        await expect(page.getByRole("link")).toHaveCount(0);
        await expect(page.getByRole("button")).toHaveCount(0);
        await expect(page.getByLabel("Klokken").locator("time")).toHaveText(/^\d{2}:\d{2}$/);
        const size = await page.evaluate(() => ({ w: document.documentElement.scrollWidth, h: document.documentElement.scrollHeight }));
        expect(size).toEqual({ w: viewport.width, h: viewport.height });
        const fontPx = await page.locator("h1").first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(fontPx).toBeGreaterThanOrEqual(48);
        await expect(page.getByRole("img", { name: /QR-kode til påmelding/ })).toBeVisible();
      });
    }
  });
}

test.describe("a lobby screen left running", () => {
  // These fake build.json and the network; a service worker would answer past page.route. The
  // screen under its worker is tested in offline.spec.ts.
  test.use({ viewport: { width: 1920, height: 1080 }, serviceWorkers: "block" });

  test("the programme advances on its own", async ({ page }) => {
    await page.clock.install();
    await page.goto("/program-skjerm");
    const pageNote = page.getByText(/^Side \d+ av \d+$/);
    expect(await pageNote.count(), "the content has more performances than one screenful").toBe(1);
    await expect(pageNote).toHaveText(/^Side 1 av/);
    await page.clock.runFor(13_000);
    await expect(pageNote).toHaveText(/^Side 2 av/);
  });

  test("reloads when a new build is out, and only then", async ({ page }) => {
    await page.clock.install();
    let buildId: string | null = null;
    await page.route(/\/build\.json/, (route) => (buildId ? route.fulfill({ json: { buildId } }) : route.continue()));
    await page.goto("/program-skjerm");
    const current = await page.locator('meta[name="build-id"]').getAttribute("content");
    expect(current).toMatch(/\S/);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.clock.runFor(4 * 60_000);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    buildId = `${current}-ny`;
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * 60_000);
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });

  test("keeps showing the programme while the network is down", async ({ page, context }) => {
    await page.clock.install();
    await page.goto("/program-skjerm");
    const first = await page.locator(".screen-program__list li").first().textContent();
    await context.setOffline(true);
    await page.clock.runFor(10 * 60_000);
    await expect(page.locator(".screen-program__list li").first()).toBeVisible();
    expect(first).toBeTruthy();
    await context.setOffline(false);
  });
});
