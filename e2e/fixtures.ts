import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test talks to the server e2e/global-setup.ts started (its address comes through
 * the environment), and `page.goto` returns once React has hydrated the page (gatsby-browser
 * marks <html data-hydrated>), so no test clicks a button that is not listening yet.
 */
export const test = base.extend<{ page: Page }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      return response;
    };
    await use(page);
  },
});
export { expect };
