/**
 * Debian's Chromium (or CHROMIUM_PATH), and the switches every run of it here uses: the browser
 * tests, the bench's script count and its Lighthouse runs. No sandbox (CI runs as root), no GPU, and
 * nothing that reaches the network or updates itself while a test or a measurement runs.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

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
