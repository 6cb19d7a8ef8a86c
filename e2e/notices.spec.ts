import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { content } from "./content";
import { startOwnSite } from "./own-site";
import { checkedSince, healthMark, whenHydrated } from "./screen-health";

// Urgent notices (content/site.json `notices`) on the lobby screens and the site, on Playwright's fake
// clock: a notice shows from its `from` until its `to` by the device's clock, and a new one reaches a
// screen with the next build.
const notice = content.site.notices![0];
const from = Date.parse(notice.from);
const to = Date.parse(notice.to);
const MINUTE = 60_000;

/** Runs the page's clock forward to `at` (firing each waiting timer once, as a screen that slept would). */
const forwardTo = async (page: Page, at: number) =>
  page.clock.fastForward(Math.max(0, at - (await page.evaluate(() => Date.now()))));

/** The rows of the screen's programme that are cut: their content taller than the row, or the row outside the list or the screen. */
const uncutRows = (page: Page) =>
  page.locator(".screen-program__list").evaluate((list) => {
    const room = list.getBoundingClientRect();
    return Array.from(list.children).flatMap((row, i) => {
      const box = row.getBoundingClientRect();
      const cut =
        row.scrollHeight > row.clientHeight + 1 ||
        box.top < room.top - 0.5 ||
        box.bottom > Math.min(room.bottom, innerHeight) + 0.5;
      return cut
        ? [`row ${i + 1}: ${Math.round(box.top)}-${Math.round(box.bottom)} in ${Math.round(room.top)}-${Math.round(room.bottom)}`]
        : [];
    });
  });

test.describe("urgent notices", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("a lobby screen shows the notice above its programme in type read from 5 m, takes a new one within three minutes of the build, and drops it at its end", async ({
    page,
    context,
  }) => {
    const site = await startOwnSite(context);
    try {
      await page.clock.install({ time: testNow() });
      await page.goto(`${site.url}/program-skjerm`);
      const shown = page.locator(".screen-notice");
      await expect(page.locator(".screen-program__list")).toBeVisible();
      await expect(shown).toHaveCount(0);

      await forwardTo(page, from + MINUTE);
      await expect(shown).toHaveText(`Viktig${notice.text}`);
      await expect(page.getByRole("alert")).toContainText(notice.text);
      const px = await page.locator(".screen-notice__text").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(px, "about 6 cm tall letters on a 55-inch screen").toBeGreaterThanOrEqual(60);
      // The band takes its own room: the heading, the clock and every row lie below it, and no row is cut.
      for (const size of [
        { width: 1920, height: 1080 },
        { width: 1080, height: 1920 },
      ]) {
        await page.setViewportSize(size);
        await expect.poll(() => uncutRows(page), `${size.width}x${size.height}`).toEqual([]);
        const band = (await shown.boundingBox())!;
        for (const part of [".screen-program__header h1", ".screen-clock", ".screen-program__list > li"]) {
          const box = (await page.locator(part).first().boundingBox())!;
          expect(box.y, `${part} below the band at ${size.width}x${size.height}`).toBeGreaterThanOrEqual(
            band.y + band.height - 0.5,
          );
        }
      }
      await page.setViewportSize({ width: 1920, height: 1080 });

      const changed = "Brannalarmen testes i ettermiddag. Bli sittende om den går.";
      site.deployNewBuild({ from: notice.text, to: changed });
      await page.clock.fastForward(3 * MINUTE);
      await expect(shown).toHaveText(`Viktig${changed}`);

      await forwardTo(page, to);
      await expect(shown).toHaveCount(0);
      await expect(page.locator(".screen-program__list")).toBeVisible();
    } finally {
      await site.close();
    }
  });

  test("the slideshow screen shows it whatever slide is on, and a screen a day without a new build says when its data is from, and keeps asking", async ({
    page,
  }) => {
    await page.clock.install({ time: testNow() });
    await page.goto("/slideshow-skjerm");
    await forwardTo(page, from + MINUTE);
    await expect(page.locator(".screen-notice")).toHaveText(`Viktig${notice.text}`);
    await page.clock.runFor(30_000);
    await expect(page.locator(".screen-notice")).toHaveText(`Viktig${notice.text}`);

    await expect(healthMark(page)).toBeEmpty();
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/build.json") asked.push(r.url());
    });
    const aDayOn = Date.parse(content.site.notices![0].from) + 24 * 60 * MINUTE;
    await forwardTo(page, aDayOn);
    await expect(healthMark(page)).toHaveText(/^Sist oppdatert ons\. 25\. nov\.? 12:00$/);
    // The check that woke with the clock has its answer (a check still under way when the next is
    // due is given up): only then is the next turn the test's to run.
    await checkedSince(page, aDayOn);
    await page.clock.fastForward(3 * MINUTE);
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(2);
  });

  test("the site shows it as a bar that leaves the page usable, and a closed notice stays closed on the next page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: testNow() });
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname)));
    await page.goto("/");
    // The page's own code decides by the visitor's clock: it has taken over before the clock moves.
    await whenHydrated(page);
    const region = page.getByRole("region", { name: "Viktige meldinger" });
    await expect(region.getByRole("alert")).toHaveCount(0);
    // A notice still to come brings neither its code nor React with the page: they come at its start.
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /\/(framework|island-notices)-/.test(s))).toEqual([]);
    await forwardTo(page, from + MINUTE);
    await expect(region.getByRole("alert")).toHaveText(`Viktig: ${notice.text}Lukk meldingen`);
    // The test build asks about statistics at the window's foot (Tag Manager is configured): the notice is not hidden under it.
    await region.getByRole("button", { name: "Lukk meldingen" }).click({ trial: true });
    // A notice of the site's own shown meanwhile (say, a new version) goes below the bar, clear of
    // both. This checks the stylesheet's half, given the bar's height as announce() gives it; the
    // measuring is checked by its unit test (src/features/offline/notice.test.ts).
    await page.evaluate(() => {
      const region = document.getElementById("site-notice")!;
      region.textContent = "En ny versjon av nettstedet er klar. Den lastes når du går videre til en annen side.";
      const bar = document.querySelector(".urgent-notices")!.getBoundingClientRect();
      region.style.setProperty("--below-urgent-notices", `${Math.round(bar.height)}px`);
    });
    const siteNotice = (await page.locator("#site-notice").boundingBox())!;
    const urgent = (await region.getByRole("alert").boundingBox())!;
    const question = (await page.locator(".consent-notice").boundingBox())!;
    expect(siteNotice.y).toBeGreaterThanOrEqual(urgent.y + urgent.height);
    expect(siteNotice.y + siteNotice.height).toBeLessThanOrEqual(question.y);
    await page.evaluate(() => (document.getElementById("site-notice")!.textContent = ""));
    await page.getByRole("button", { name: "Avslå" }).click();
    // Not blocking: the page's links still take a press, the last one at the foot of the page too.
    await page.getByRole("contentinfo").getByRole("link", { name: "Personvernerklæring" }).click();
    await expect(page).toHaveURL(/\/personvernerklaering$/);
    await expect(region.getByRole("alert")).toContainText(notice.text);
    await region.getByRole("button", { name: "Lukk meldingen" }).click();
    await expect(region.getByRole("alert")).toHaveCount(0);
    await page.goto("/kontakt-oss");
    await forwardTo(page, from + 2 * MINUTE);
    // Once the bar's code has come (a notice is on, so it loads), it shows nothing: the closed notice stays closed.
    await page.waitForLoadState("networkidle");
    // Two frames for React to render what the bar decided.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.getByRole("region", { name: "Viktige meldinger" }).getByRole("alert")).toHaveCount(0);
  });
});
