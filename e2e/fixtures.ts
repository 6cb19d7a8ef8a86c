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
  page: async ({ page, policyViolations }, use, testInfo) => {
    const story = pageStory(page);
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
    // A test that failed says what its page went through: a run on another machine leaves nothing else to read.
    if (testInfo.status !== testInfo.expectedStatus)
      console.error(`What the page went through (${testInfo.title}):\n${story()}\n${await pageAsLeft(page)}`);
    expect(policyViolations, "the page kept to its Content-Security-Policy and Permissions-Policy").toEqual([]);
  },
});
export { expect };

/**
 * What a page went through, line by line, in seconds from the start: each document it loaded, each
 * message its console reported, each script error and failed request, and a crash. The last 40 lines.
 */
function pageStory(page: Page): () => string {
  const start = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${((Date.now() - start) / 1000).toFixed(2)} s  ${line.slice(0, 300)}`);
  page.on("framenavigated", (frame) => frame === page.mainFrame() && note(`document ${frame.url()}`));
  page.on("console", (message) => note(`console.${message.type()} ${message.text()}`));
  page.on("pageerror", (error) => note(`script error ${error.message}`));
  page.on("requestfailed", (request) => note(`failed ${request.url()} (${request.failure()?.errorText})`));
  page.on("crash", () => note("the page crashed"));
  return () => lines.slice(-40).join("\n");
}

/** The page as the test left it, in a few lines: its address and title, its first headings and words. */
async function pageAsLeft(page: Page): Promise<string> {
  if (page.isClosed()) return "At the end: the page was closed.";
  const read = page
    .evaluate(() => ({
      title: document.title,
      headings: [...document.querySelectorAll("h1, h2")]
        .slice(0, 4)
        .map((h) => `${h.tagName.toLowerCase()}: ${(h.textContent ?? "").trim().slice(0, 80)}`),
      text: (document.body?.innerText ?? "").replace(/\s+/g, " ").trim().slice(0, 200),
    }))
    .catch(() => null); // also when it fails after the wait below has given up on it
  // A page stuck in a navigation answers nothing: the address is still worth saying.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 3000)));
  const seen = await Promise.race([read, late]);
  clearTimeout(timer);
  if (!seen) return `At the end: ${page.url()} (its content could not be read)`;
  return [`At the end: ${page.url()} "${seen.title}"`, ...seen.headings.map((h) => `  ${h}`), `  text: ${seen.text}`].join("\n");
}
