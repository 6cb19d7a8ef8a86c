import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { startOwnSite, type OwnSite } from "./own-site";
import { checkForNewWorker, whenControlled, whenSavedForOffline } from "./service-worker";
import { isSameDocument, markDocument, savingData } from "./visitor";
import { firstProgrammeTitle } from "./screen-health";
import { FIRST_WORKER_DELAY_MS, OFFLINE_MESSAGES, TAKEOVER_WAIT_MS } from "../src/features/offline";

// About the offline worker: it may register here (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// Each test gets a copy of the site on an address of its own: a fresh service worker, a network it
// can take away, and builds it can deploy.
let site: OwnSite;
/** A page's own address, which a test may have the server fail (OwnSite.dropConnections). */
const KANTINE = /^\/kantine\/?$/;
test.beforeEach(async ({ context }) => {
  site = await startOwnSite(context, { droppable: [KANTINE] });
});
test.afterEach(async () => {
  await site.close();
});

const h1 = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 }).first();

/** From now on, records at the start of every document in the tab whether a worker controlled it. */
const recordControlledLoads = (page: import("@playwright/test").Page) =>
  page.addInitScript(() => {
    const seen = JSON.parse(sessionStorage.getItem("__kontrollert") ?? "[]") as boolean[];
    seen.push(navigator.serviceWorker.controller !== null);
    sessionStorage.setItem("__kontrollert", JSON.stringify(seen));
  });

/** Whether a worker controlled each document loaded in this tab, in order (null while one is loading). */
const controlledLoads = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem("__kontrollert") ?? "[]") as boolean[]).catch(() => null);

test.describe("a visitor without a connection", () => {
  test("opens the pages they have seen, is told when a page is not saved, and gets it once back online", async ({ page }) => {
    test.setTimeout(60_000);
    // Only the pages opened are saved: none fetched ahead of a click.
    await savingData(page);
    await page.goto(`${site.url}/`);
    // A first visit's page is the visitor's alone for its first seconds: its worker registers only
    // FIRST_WORKER_DELAY_MS after the page's load.
    const registeredAfterLoad = await page.evaluate(async () => {
      while (!(await navigator.serviceWorker.getRegistration())) await new Promise((resolve) => setTimeout(resolve, 50));
      return performance.now() - (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
    });
    expect(registeredAfterLoad).toBeGreaterThanOrEqual(FIRST_WORKER_DELAY_MS);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_MESSAGES.offlineReady })).toBeVisible({ timeout: 15_000 });
    await whenControlled(page);
    const seen: Record<string, string> = {};
    for (const path of ["/", "/kantine", "/article/info-om-cookies"]) {
      await page.goto(`${site.url}${path}`);
      seen[path] = (await h1(page).textContent()) ?? "";
    }
    await whenSavedForOffline(page, Object.keys(seen));
    expect(
      await page.evaluate(() => caches.match("/page-data/personvernerklaering/page-data.json")),
      "the privacy page was never opened",
    ).toBeUndefined();

    await site.goOffline();
    for (const [path, heading] of Object.entries(seen)) {
      await page.goto(`${site.url}${path}`);
      await expect(h1(page)).toHaveText(heading);
    }

    // A link to a page that is not saved: the visitor stays where they are, and is told why.
    await page.goto(`${site.url}/kantine`);
    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Personvernerklæring" }).click();
    await expect(page.getByRole("status")).toHaveText(OFFLINE_MESSAGES.pageNotSaved);
    await expect(page).toHaveURL(`${site.url}/kantine`);
    expect(await isSameDocument(page)).toBe(true);
    // A link to a page that is saved opens it in the page, from what is saved.
    await page.getByRole("banner").locator('a[href="/"]').first().click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(h1(page)).toHaveText(seen["/"]);
    expect(await isSameDocument(page)).toBe(true);

    // The address of a page that is not saved: a page that says so, in Norwegian, not the browser's error.
    await page.evaluate((url) => window.location.assign(url), `${site.url}/personvernerklaering`);
    await expect(h1(page)).toHaveText("Du er uten nett");
    await expect(page).toHaveURL(`${site.url}/personvernerklaering`);

    await expect(page.getByRole("link", { name: "Prøv igjen" })).toBeVisible();

    // Back online, the page comes by itself (static/uten-nett.js), at the same address.
    await site.goOnline();
    await expect(h1(page)).not.toHaveText("Du er uten nett", { timeout: 15_000 });
    await expect(page).toHaveURL(`${site.url}/personvernerklaering`);
  });
});

test.describe("a returning visitor", () => {
  test("online, gets a saved page from the network, built of islands, not Gatsby's app shell rendering it whole; from what is saved when the server fails, does not answer, or is gone", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await savingData(page);
    await page.goto(`${site.url}/`);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_MESSAGES.offlineReady })).toBeVisible({ timeout: 15_000 });
    await whenControlled(page);
    await page.goto(`${site.url}/kantine`);
    await whenSavedForOffline(page, ["/kantine"]);

    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    const answer = await page.goto(`${site.url}/kantine`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The server's own page for the address (the shell is the same page for every address, with no content).
    expect(await answer!.text()).toContain('id="gatsby-runtime-scripts"');
    await expect(page.locator("html[data-islands][data-hydrated]")).toBeAttached();
    expect(scripts.filter((path) => /^\/(app|framework)-/.test(path))).toEqual([]);

    // The server answers the page with an error, or takes the request and never answers: the worker
    // asked it (and waited a few seconds for the second), then opened the saved page from the shell,
    // which Gatsby's runtime renders whole (no page built of islands).
    for (const how of ["503", "hang"] as const) {
      site.dropConnections(KANTINE, how);
      const asked = site.requests().length;
      await page.goto(`${site.url}/kantine`);
      await expect(h1(page)).toHaveText("Kantina");
      await expect(page.locator("html[data-islands]")).not.toBeAttached();
      if (how === "503") expect(site.requests().slice(asked)).toContain("/kantine");
      else expect(site.heldRequests()).toBeGreaterThanOrEqual(1);
    }
    site.dropConnections(null);

    // Without a connection the same page still opens, from the shell.
    await site.goOffline();
    await page.goto(`${site.url}/kantine`);
    await expect(h1(page)).toHaveText("Kantina");
  });
});

test.describe("a new build", () => {
  /** A page a worker controls and has saved, marked so that a reload shows; answers its heading. */
  async function savedPageOpen(page: import("@playwright/test").Page): Promise<string> {
    await page.goto(`${site.url}/kantine`);
    await whenControlled(page);
    await whenSavedForOffline(page, ["/kantine"]);
    await markDocument(page);
    return (await h1(page).textContent()) ?? "";
  }

  /** A new build is deployed and the browser checks for a new worker: the page reloads into it by itself. */
  async function reloadsIntoNewBuild(page: import("@playwright/test").Page, heading: string) {
    site.deployNewBuild({ from: heading, to: `${heading} (ny utgave)` });
    const reloaded = page.waitForEvent("load");
    await checkForNewWorker(page);
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await expect(h1(page)).toHaveText(`${heading} (ny utgave)`);
  }

  test("reloads an open page into the new build once its worker is installed", async ({ page }) => {
    await reloadsIntoNewBuild(page, await savedPageOpen(page));
  });

  test("reloads into the new build also when the new worker is kept waiting", async ({ page }) => {
    await recordControlledLoads(page);
    const heading = await savedPageOpen(page);
    // The page's own clock from here: TAKEOVER_WAIT_MS is run, not waited out.
    await page.clock.install();
    // Chromium keeps a new worker waiting while the old one is busy answering a request
    // (service-worker-lifecycle.ts says when). A request held open made that happen in this test,
    // but not every time: about one full run in ten the worker took over all the same. This
    // build's worker waits whatever the old one does, and the page must reload without it.
    site.deployNewBuild({ from: heading, to: `${heading} (ny utgave)` }, { workerWaits: true });
    const reloaded = page.waitForEvent("load");
    await checkForNewWorker(page);
    // The new worker is installed and waiting, and the page has heard of it (gatsby-plugin-offline
    // sets ___swUpdated as it calls onServiceWorkerUpdateReady): no reload before TAKEOVER_WAIT_MS.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.waiting) && (window as { ___swUpdated?: boolean }).___swUpdated === true;
        }),
      )
      .toBe(true);
    expect(await isSameDocument(page), "the new worker is waiting: no reload yet").toBe(true);
    await page.clock.runFor(TAKEOVER_WAIT_MS);
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await expect(h1(page)).toHaveText(`${heading} (ny utgave)`);
    // The reload came from the network, not through the old worker: had that worker been busy (what
    // keeps a new one waiting), a reload through it could hang for good.
    expect((await controlledLoads(page))?.at(-1), "the reloaded page came through a worker").toBe(false);
    // The new build's worker takes charge of the page again.
    await whenControlled(page);
  });

  test("does not throw away what a visitor is typing: the next page they open is the new build", async ({ page }) => {
    await page.clock.install({ time: testNow() });
    await page.goto(`${site.url}/kantine`);
    await whenControlled(page);
    const heading = (await h1(page).textContent()) ?? "";
    const email = page.getByRole("contentinfo").getByLabel(/E-post/);
    await email.fill("kari@example.no");
    await markDocument(page);

    site.deployNewBuild({ from: heading, to: `${heading} (ny utgave)` });
    await checkForNewWorker(page);
    await expect(page.getByRole("status")).toHaveText(OFFLINE_MESSAGES.newVersionWaiting);
    // Past every wait the page could reload after (the new worker kept waiting: TAKEOVER_WAIT_MS).
    await page.clock.runFor(TAKEOVER_WAIT_MS + 5_000);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await isSameDocument(page)).toBe(true);
    await expect(email).toHaveValue("kari@example.no");

    await page.getByRole("banner").getByRole("link", { name: "Kontakt oss" }).click();
    await expect(page).toHaveURL(`${site.url}/kontakt-oss`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await isSameDocument(page)).toBe(false);
  });

  test("reaches a lobby screen left running, with the new programme and not the saved one", async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: testNow() });
    await page.goto(`${site.url}/program-skjerm`);
    await whenControlled(page);
    // A screen that has run a while: its page came through the worker. (The fake clock also fakes
    // performance timing, so what the first load fetched cannot be found and kept.)
    await page.reload();
    await whenSavedForOffline(page, ["/program-skjerm"]);
    const title = await firstProgrammeTitle(page);
    await markDocument(page);

    site.deployNewBuild({ from: title, to: `${title} – endret` });
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * 60_000);
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await expect(page.locator(".screen-program__list")).toContainText(`${title} – endret`);
  });
});

test.describe("an unknown page while a worker controls the site", () => {
  test("unregisters the worker and reloads from the network, once", async ({ page }) => {
    await recordControlledLoads(page);
    await page.goto(`${site.url}/kantine`);
    await whenControlled(page);

    const reloaded = page.waitForEvent("load");
    await page.evaluate((url) => window.location.assign(url), `${site.url}/finnes-ikke-lenger`);
    await reloaded;
    await page.waitForLoadState("load");
    await expect(h1(page)).toHaveText("Siden finnes ikke");
    await expect.poll(() => controlledLoads(page)).toEqual([false, true, false]);

    // The page really does not exist: the worker comes back, and the page does not reload in a loop.
    await whenControlled(page);
    await page.evaluate((url) => window.location.assign(url), `${site.url}/finnes-ikke-lenger`);
    await expect(h1(page)).toHaveText("Siden finnes ikke");
    // A second round would unregister the worker, then reload: at rest, the worker is still there.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
    expect(await controlledLoads(page)).toEqual([false, true, false, true]);
  });
});

test.describe("a service worker that cannot be registered", () => {
  test("is logged, and the site works without it", async ({ page, context }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await context.route(/\/sw\.js$/, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "feil" }));
    await page.goto(`${site.url}/kantine`);
    await expect.poll(() => errors.some((e) => e.startsWith("Error during service worker registration"))).toBe(true);
    await page.getByRole("banner").getByRole("link", { name: "Kontakt oss" }).click();
    await expect(page).toHaveURL(`${site.url}/kontakt-oss`);
  });
});
