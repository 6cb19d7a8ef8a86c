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
