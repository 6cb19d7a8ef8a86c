import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { useTestClock } from "./test-clock";

/**
 * Every browser test talks to the server e2e/global-setup.ts started (its address comes through
 * the environment), and `page.goto` returns once React has hydrated the page (gatsby-browser
 * marks <html data-hydrated>), so no test clicks a button that is not listening yet.
 *
 * The server sends the site's security headers (public/_headers), and every test fails if the
 * page broke its Content-Security-Policy or Permissions-Policy (as the page's console reports it;
 * the service worker's own console is not watched). A test that provokes a violation on purpose
 * checks `policyViolations` and empties it.
 *
 * Every page's clock starts at the suite's fixed "now" (e2e/test-clock.ts), the moment the test build
 * was made as of.
 */
export const test = base.extend<{ context: BrowserContext; page: Page; policyViolations: string[] }>({
  context: async ({ context }, use) => {
    await useTestClock(context);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // eslint-disable-next-line no-empty-pattern
  policyViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, policyViolations }, use) => {
    page.on("console", (message) => {
      if (/Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text()))
        policyViolations.push(message.text());
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      return response;
    };
    await use(page);
    expect(policyViolations, "the page kept to its Content-Security-Policy and Permissions-Policy").toEqual([]);
  },
});
export { expect };
