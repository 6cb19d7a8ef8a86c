import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM, chromiumEnv } from "./scripts/chromium";

/**
 * Browser tests against the production build in public/, served by our static server on a free
 * localhost port (e2e/global-setup.ts), in Debian's Chromium, its headless shell (scripts/chromium.ts
 * says why): Playwright never downloads a browser.
 */
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
  // The list as it goes, then where the time went (per spec file, the slowest tests), then each
  // failed test again with what its page showed.
  reporter: [["list"], ["./e2e/timing-reporter.ts"], ["./e2e/failure-reporter.ts"]],
  // The editor's publishing test rebuilds public/ with an edit (e2e/editor-publish.spec.ts), and the
  // production path's test publishes twice over it (e2e/production-path.spec.ts); the other tests
  // read a copy of the test build (e2e/test-site.ts). The production path's test runs beside them,
  // in a project of one worker ("editor") that it shares with the editor's tests (they and the publishing test
  // start the local editor's backend on the one port the test build's editor saves to), listed
  // first, so it starts first: after the rest, it was 45 s on one core. The publishing test holds
  // the editor to "Publisert" within 60 s of a save, which the build beside two browsers cannot
  // keep on a machine busy with another build (72 s), so it runs last ("publishing"), alone, as an
  // editor's machine runs it.
  projects: [
    { name: "editor", testMatch: /(editor|production-path)\.spec\.ts$/, workers: 1 },
    { name: "site", testIgnore: /(editor|editor-publish|production-path)\.spec\.ts$/ },
    { name: "publishing", testMatch: /editor-publish\.spec\.ts$/, dependencies: ["editor", "site"] },
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
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
      env: chromiumEnv(),
    },
  },
});
