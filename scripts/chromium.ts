/**
 * Debian's Chromium (or CHROMIUM_PATH), and the switches every run of it here uses. No sandbox (CI
 * runs as root), no GPU, and nothing that reaches the network or updates itself while a test or a
 * measurement runs.
 *
 * Two builds of it, both from Debian's source package `chromium`, at the same version:
 * - `CHROMIUM`, the browser itself (package `chromium`), run headless: what the bench measures with
 *   (its script count and Lighthouse) and the editor's screenshots are taken in, as a visitor's
 *   Chrome would load and draw the pages;
 * - `TEST_CHROMIUM`, its headless shell (package `chromium-headless-shell`): the same Blink and V8
 *   without the browser around them, which is what Playwright runs headless tests in by default.
 *   The browser tests run there. Measured on two cores (issue 35), the 275 browser tests took 454
 *   CPU-seconds in the browser and 265 in the shell, and every one passed in both. The browser
 *   takes about twice the shell's CPU for the same test, most of all for each new context and
 *   page (a fresh context opening the front page: about 1.0 core-second, against 0.4): work for
 *   the browser around the page, which no test looks at.
 *   `CHROMIUM_PATH=/usr/bin/chromium npm run e2e` runs them in the browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The environment to start Chromium in: this one, less libfaketime (`faketime … npm test`, which
 * shows the suite passes years on). Under it Chromium's CPU throttling, which the slow-phone tests
 * use, never lets a page finish; and the browser needs no fake date: every page's clock is set by
 * e2e/test-clock.ts, from the browser's own clock.
 */
export function chromiumEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept = Object.entries(env).filter(
    ([name, value]) => value !== undefined && !/^FAKETIME/.test(name) && !(name === "LD_PRELOAD" && /faketime/.test(value)),
  );
  return Object.fromEntries(kept) as Record<string, string>;
}
