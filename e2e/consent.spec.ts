import type { Page, Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import { E2E_TAG_MANAGER_ID } from "../scripts/gatsby-build";
import { whenControlled } from "./service-worker";

/**
 * The test build is configured with a Tag Manager container (npm run build:e2e). Its script URL is
 * answered here by a stand-in that records that it ran and sets a statistics cookie, as Google
 * Analytics would; nothing reaches Google.
 */
const STAND_IN = `window.__tagManagerStandIn = (window.__tagManagerStandIn || 0) + 1; document.cookie = "_ga=GA1.1.42.1; path=/";`;

async function watchTagManager(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: STAND_IN });
  });
  return requests;
}

const notice = (page: Page) => page.getByRole("region", { name: "Informasjonskapsler for statistikk" });
const statsCookies = async (page: Page) => (await page.context().cookies()).filter((c) => /^_g(a|id)/.test(c.name));
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => JSON.parse(JSON.stringify(e))),
  );

test.describe("analytics with consent", () => {
  test("nothing loads before an answer; Godta loads Tag Manager with Consent Mode denied by default, and is remembered", async ({
    page,
  }) => {
    const requests = await watchTagManager(page);
    await page.goto("/kulturprogram");
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText("Google Tag Manager");
    expect(requests).toHaveLength(0);
    // A first visit's largest paint here: its code is in a script the page names, not a chunk after it.
    const html = await (await page.request.get("/kulturprogram")).text();
    const named = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    const texts = await Promise.all(named.map(async (src) => (await page.request.get(src)).text()));
    expect(texts.some((text) => text.includes("Informasjonskapsler for statistikk"))).toBe(true);
    expect(await statsCookies(page)).toEqual([]);

    // Both answers are the same kind of button, equally prominent.
    const yes = notice(page).getByRole("button", { name: "Godta" });
    const no = notice(page).getByRole("button", { name: "Avslå" });
    const look = (b: typeof yes) =>
      b.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.fontSize, s.fontWeight, s.backgroundColor, s.color, s.borderStyle, (el as HTMLElement).offsetHeight];
      });
    expect(await look(yes)).toEqual(await look(no));

    await yes.click();
    await expect(notice(page)).toHaveCount(0);
    await expect
      .poll(() => requests.map((r) => r.url()))
      .toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_TAG_MANAGER_ID}`]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tagManagerStandIn?: number }).__tagManagerStandIn))
      .toBe(1);
    const layer = await dataLayer(page);
    const consentDefault = layer.findIndex((e) => e[0] === "consent" && e[1] === "default");
    const consentGrant = layer.findIndex((e) => e[0] === "consent" && e[1] === "update");
    const start = layer.findIndex((e) => e.event === "gtm.js");
    expect(layer[consentDefault][2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
    expect(layer[consentGrant][2]).toEqual({ analytics_storage: "granted" });
    expect(consentDefault).toBeLessThan(consentGrant);
    expect(consentGrant).toBeLessThan(start);

    // Remembered: the next page loads Tag Manager at once, with no question.
    await page.goto("/kontakt-oss");
    await expect.poll(() => requests.length).toBe(2);
    await expect(notice(page)).toHaveCount(0);
  });

  test.describe("with its service worker", () => {
    test.use({ serviceWorkers: "allow" });

    test("a first visit that says yes before its service worker takes over downloads Tag Manager once", async ({ page }) => {
      const requests = await watchTagManager(page);
      // What the page asks for is answered by watchTagManager; anything else (the worker) lands here.
      const fromWorker: string[] = [];
      await page.context().route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
        fromWorker.push(route.request().url());
        return route.abort();
      });
      // The worker's script waits until the visitor has answered, so the worker takes over after.
      let answered!: () => void;
      const afterAnswer = new Promise<void>((resolve) => (answered = resolve));
      await page.context().route(/\/sw\.js$/, async (route) => {
        await afterAnswer;
        await route.continue();
      });
      await page.goto("/kulturprogram");
      await notice(page).getByRole("button", { name: "Godta" }).click();
      await expect.poll(() => requests.length).toBe(1);
      answered();
      await whenControlled(page);
      // Taking over, the worker is asked to keep what the page loaded before it did (the page names
      // it, keep-by-worker.ts): once the page's own script is kept, anything it would keep is.
      const kept = () =>
        page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          return urls;
        });
      await expect.poll(kept).toContainEqual(expect.stringMatching(/\/islands-[0-9a-f]+\.js$/));
      expect(await kept()).not.toContainEqual(expect.stringContaining("googletagmanager.com"));
      expect(fromWorker, "the worker asks Tag Manager for nothing").toEqual([]);
      expect(requests.map((r) => r.url())).toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_TAG_MANAGER_ID}`]);
    });
  });

  test("Avslå loads nothing, is remembered, and the answer can be changed from the footer", async ({ page }) => {
    const requests = await watchTagManager(page);
    await page.goto("/");
    await notice(page).getByRole("button", { name: "Avslå" }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.goto("/kulturprogram");
    await page.waitForLoadState("networkidle");
    await expect(notice(page)).toHaveCount(0);
    expect(requests).toHaveLength(0);
    expect(await statsCookies(page)).toEqual([]);

    const settings = page
      .getByRole("navigation", { name: "Bunnmeny" })
      .getByRole("button", { name: "Innstillinger for informasjonskapsler" });
    await settings.click();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole("heading")).toBeFocused();
    await expect(notice(page)).toContainText("Ditt svar nå: Avslått");
    await notice(page).getByRole("button", { name: "Godta" }).click();
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(async () => (await statsCookies(page)).length).toBe(1);
    await expect(settings).toBeFocused();

    // Changing back withdraws the grant and removes the statistics cookie.
    await settings.click();
    await notice(page).getByRole("button", { name: "Avslå" }).click();
    await expect.poll(async () => (await statsCookies(page)).length).toBe(0);
    const layer = await dataLayer(page);
    expect(layer.filter((e) => e[0] === "consent" && e[1] === "update").at(-1)?.[2]).toEqual({ analytics_storage: "denied" });
  });

  test("on a phone the question takes under a third of the screen at its foot, leaves no focused link under it, and covers none of the page's end", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/kulturprogram");
    const question = () =>
      page.evaluate(() => {
        const { top, bottom, height } = document.querySelector(".consent-notice")!.getBoundingClientRect();
        return { top: Math.round(top), bottom: Math.round(bottom), height };
      });
    await expect(notice(page)).toBeVisible();
    // At the window's foot as the page opens, in under a third of it.
    await expect.poll(async () => (await question()).bottom).toBe(844);
    expect((await question()).height).toBeLessThan(844 / 3);
    // The page's scroll padding (consent.css) is at least its height.
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom));
    expect(padding).toBeGreaterThanOrEqual((await question()).height);
    // Halfway down, still at the foot; a link the keyboard moves to from under it is brought above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => (await question()).bottom).toBe(844);
    const { top } = await question();
    const hidden = await page.evaluate((questionTop) => {
      // The last card's title, scrolled to just under the question.
      const titles = document.querySelectorAll<HTMLElement>(".programme-list article h2 a, .programme-list article h3 a");
      const link = titles[titles.length - 1];
      window.scrollBy(0, link.getBoundingClientRect().top - (questionTop + 40));
      link.setAttribute("data-under-question", "");
      const r = link.getBoundingClientRect();
      return r.top > questionTop + 10 && r.bottom < window.innerHeight - 10;
    }, top);
    expect(hidden, "a card's link under the question").toBe(true);
    await page.locator("[data-under-question]").focus();
    await expect
      .poll(() => page.locator("[data-under-question]").evaluate((a) => Math.round(a.getBoundingClientRect().bottom)))
      .toBeLessThanOrEqual(top);
    // At the end (reached once the footer is laid out as it comes near), the whole footer is above
    // the question, not under it.
    const footerAboveQuestion = () =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        const footer = document.querySelector("footer")!.getBoundingClientRect();
        const questionBox = document.querySelector(".consent-notice")!.getBoundingClientRect();
        return atEnd && footer.height > 0 && footer.bottom <= questionBox.top + 1;
      });
    await expect.poll(footerAboveQuestion).toBe(true);
    // A notice of the site's own (say, that a page is not saved for offline use) shows above it, not under it.
    await page.evaluate(() => (document.getElementById("site-notice")!.textContent = "Denne siden er ikke lagret."));
    const siteNotice = (await page.locator("#site-notice").boundingBox())!;
    expect(siteNotice.y + siteNotice.height).toBeLessThanOrEqual((await question()).top);
    await notice(page).getByRole("button", { name: "Avslå" }).click();
    await expect(notice(page)).toHaveCount(0);
    // Answered, the page keeps no room for it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe("auto");
  });

  test("the cookie article offers the same choice", async ({ page }) => {
    await watchTagManager(page);
    await page.goto("/article/info-om-cookies");
    await notice(page).getByRole("button", { name: "Avslå" }).click();
    await page
      .getByRole("main")
      .getByRole("button", { name: /Endre svaret ditt om informasjonskapsler/ })
      .click();
    await expect(notice(page)).toContainText("Ditt svar nå: Avslått");
  });

  test("the Content-Security-Policy allows Tag Manager, as it is configured", async ({ page }) => {
    const response = await page.goto("/");
    const csp = response!.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});
