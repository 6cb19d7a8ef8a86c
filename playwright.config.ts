import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, chromiumEnv } from "./scripts/chromium";

/**
 * Browser tests against the production build in public/, served by our static server on a free
 * localhost port (e2e/global-setup.ts), in Debian's Chromium: Playwright never downloads a browser.
 */
/** The tests that build public/ again, or use the local editor's one port. */
const PUBLISHING = /(editor|editor-publish|production-path)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A test waits for what it is about (an element, a request, a console line), never a fixed time;
  // these bounds only say when to give up. On a machine busy with another build the same waits take
  // two or three times as long (issue 35: a save that took 31 s, a worker note that came after 5 s),
  // so they leave room for that; a passing test is as fast as before.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The list as it goes, then where the time went (per spec file, the slowest tests).
  reporter: [["list"], ["./e2e/timing-reporter.ts"]],
  // The editor's publishing test rebuilds public/ with an edit (e2e/editor-publish.spec.ts), and the
  // production path's test publishes twice over it (e2e/production-path.spec.ts); the editor's own
  // tests start the local editor's backend on the port the test build's editor saves to, as the
  // publishing test does. So these three files are one project that runs one file at a time; the
  // other tests read a copy of the test build (e2e/test-site.ts), and the project runs beside them.
  // Listed first, so its files start first: after the rest, they were a minute on one core.
  projects: [
    { name: "publishing", testMatch: PUBLISHING, workers: 1 },
    { name: "site", testIgnore: PUBLISHING },
  ],
  use: {
    ...devices["Desktop Chrome"],
    locale: "nb-NO",
    timezoneId: "Europe/Oslo",
    // The offline worker installs by copying much of the site into its caches: a test about it says
    // `test.use({ serviceWorkers: "allow" })`; every other test runs without it.
    serviceWorkers: "block",
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      env: chromiumEnv(),
    },
  },
});
