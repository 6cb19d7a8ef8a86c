import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Browser tests against the production build in public/, served by our static server on a free
 * localhost port (e2e/global-setup.ts), in Debian's Chromium: Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "nb-NO",
    timezoneId: "Europe/Oslo",
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
