import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { startOwnSite, type OwnSite } from "./own-site";
import { unsavedFiles, whenControlled, whenSavedForOffline } from "./service-worker";
import { isSameDocument, markDocument } from "./visitor";
import {
  comingSlides,
  countQuestions,
  firstProgrammeTitle,
  madePictures,
  programmePhotoFiles,
  healthMark,
  questionsAnswered,
  savedScreenPictures,
  screenHealth,
  slideShowing,
  watchConsole,
  whenHydrated,
} from "./screen-health";
import { OFFLINE_MESSAGES } from "../src/features/offline";
import { REDUNDANT_WORKER_NOTE } from "../src/features/offline";

// About the offline worker: it may register here (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// Lobby screens left running under their service worker, on a copy of the site of their own: the
// network really goes (the server stops, the browser goes offline, or single connections drop on
// cue), and builds really deploy. Time is Playwright's fake clock: minutes and hours pass at once.
let site: OwnSite;
/** The requests these tests drop: the worker's script, the files it saves, everything. */
const WORKER_SCRIPT = /^\/sw\.js$/;
const OFFLINE_SHELL = /^\/offline-plugin-app-shell-fallback\//;
const EVERYTHING = /./;
test.beforeEach(async ({ context }) => {
  site = await startOwnSite(context, { droppable: [WORKER_SCRIPT, OFFLINE_SHELL, EVERYTHING] });
});
test.afterEach(async () => {
  await site.close();
});

const MINUTE = 60_000;
const programme = (page: import("@playwright/test").Page) => page.locator(".screen-program__list");

/** Whether `title` comes up in the programme as it goes through its screenfuls (12 s each). */
async function comesUp(page: import("@playwright/test").Page, title: string) {
  await expect
    .poll(
      async () => {
        const shown = (await programme(page).textContent()) ?? "";
        if (!shown.includes(title)) await page.clock.runFor(12_000);
        return shown;
      },
      { intervals: [100], timeout: 15_000 },
    )
    .toContain(title);
}

/** A programme screen that has run a while: its page came through its worker and is saved, and its photos are. */
async function programmeScreenRunning(page: import("@playwright/test").Page) {
  await page.clock.install({ time: testNow() });
  await page.goto(`${site.url}/program-skjerm`);
  await whenControlled(page);
  await page.reload();
  await whenHydrated(page);
  await whenSavedForOffline(page, ["/program-skjerm"]);
  // Its rows' photos saved too, as on any screen that has run a minute.
  const photos = await programmePhotoFiles(page, await page.evaluate(() => Date.now()));
  await expect.poll(() => savedScreenPictures(page)).toEqual(photos);
  return firstProgrammeTitle(page);
}

test.describe("a lobby screen and its connection", () => {
  test("a deploy that comes during an outage: the screen shows its saved programme, says so in a corner, and takes the new build once, when the network is back", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = await programmeScreenRunning(page);
    const heard = watchConsole(page);
    const build = await page.locator('meta[name="build-id"]').getAttribute("content");
    await expect.poll(() => screenHealth(page)).toMatchObject({ build, savedCopy: "false" });
    await expect.poll(async () => (await screenHealth(page)).lastReached).toMatch(/^\d{4}-\d\d-\d\dT/);
    await markDocument(page);

    await site.goOffline();
    const newBuild = site.deployNewBuild({ from: title, to: `${title} – endret` });
    await page.clock.runFor(10 * MINUTE);
    await expect.poll(() => screenHealth(page)).toMatchObject({ savedCopy: "true" });
    await expect(healthMark(page), "a short outage is not worth a mark").toBeEmpty();
    await page.clock.runFor(30 * MINUTE);
    await expect(healthMark(page)).toHaveText(/^Uten nett siden \d\d:\d\d$/);
    await expect(healthMark(page)).toBeVisible();
    // A while has passed: the programme may be on another screenful.
    await comesUp(page, title);
    expect(await isSameDocument(page)).toBe(true);

    // The screen is switched off and on while the network is still gone: the saved programme, not the offline page.
    await page.reload();
    await whenHydrated(page);
    await expect(programme(page)).toContainText(title);
    await page.clock.runFor(MINUTE);
    await expect(healthMark(page), "when it last reached the site is kept on the device").toHaveText(/^Uten nett siden /);

    await site.goOnline();
    await markDocument(page);
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * MINUTE);
    await reloaded;
    await whenHydrated(page);
    await expect(programme(page)).toContainText(`${title} – endret`);
    await page.clock.runFor(MINUTE);
    await expect.poll(() => screenHealth(page)).toMatchObject({ build: newBuild, savedCopy: "false", newerBuild: "" });
    await expect(healthMark(page)).toBeEmpty();

    // Once: the screen stays on the new build.
    await markDocument(page);
    await page.clock.runFor(60 * MINUTE);
    expect(await isSameDocument(page)).toBe(true);
    expect(heard.errors, "an outage and a deploy are expected events, not errors").toEqual([]);
  });

  test("the connection drops just as the screen picks up a new build: nothing saved is thrown away, and the build comes later", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = await programmeScreenRunning(page);
    const heard = watchConsole(page);
    // The check the screen makes as it starts has answered: none is under way when the build comes.
    await expect.poll(async () => (await screenHealth(page)).lastReached).toMatch(/^\d{4}-\d\d-\d\dT/);
    await markDocument(page);

    // build.json and the page answer; the new worker's script does not: registration.update() fails.
    // The connection drops before the build is there, so no check can fetch the new worker first.
    site.dropConnections(WORKER_SCRIPT);
    site.deployNewBuild({ from: title, to: `${title} – endret` });
    const seen = site.requests().length;
    await page.clock.runFor(4 * MINUTE);
    await expect
      .poll(() =>
        site
          .requests()
          .slice(seen)
          .some((r) => r.startsWith("/sw.js")),
      )
      .toBe(true);
    await page.clock.runFor(10_000);
    expect(await isSameDocument(page)).toBe(true);
    await whenSavedForOffline(page, ["/program-skjerm"]);

    // The worker's script comes, but its files do not: the new worker's install fails and it is dropped.
    site.dropConnections(OFFLINE_SHELL);
    await page.clock.runFor(4 * MINUTE);
    await expect.poll(() => heard.infos.some((i) => i.startsWith(REDUNDANT_WORKER_NOTE))).toBe(true);
    expect(await isSameDocument(page)).toBe(true);
    await whenSavedForOffline(page, ["/program-skjerm"]);

    // Then the network goes altogether, and the screen is switched off and on: its saved programme.
    site.dropConnections(null);
    await site.goOffline();
    await page.reload();
    await whenHydrated(page);
    await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText("Du er uten nett");
    await expect(programme(page)).toContainText(title);

    await site.goOnline();
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * MINUTE);
    await reloaded;
    await whenHydrated(page);
    await expect(programme(page)).toContainText(`${title} – endret`);
    expect(heard.errors).toEqual([]);
  });

  test("a deploy whose files disagree (build.json up before the pages): the screen waits, logs it once, and reloads once when they agree", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = await programmeScreenRunning(page);
    const heard = watchConsole(page);
    await markDocument(page);
    const deploy = site.startDeploy({ from: title, to: `${title} – endret` });

    await page.clock.runFor(60 * MINUTE);
    expect(await isSameDocument(page), "no reload while the page is still the old build").toBe(true);
    await expect.poll(() => screenHealth(page)).toMatchObject({ newerBuild: deploy.id, savedCopy: "false" });
    const waiting = heard.infos.filter((i) => i.includes(deploy.id));
    expect(waiting, "said once, not every three minutes").toHaveLength(1);
    // Nothing saved was dropped while it waited.
    await whenSavedForOffline(page, ["/program-skjerm"]);

    deploy.uploadTheRest();
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * MINUTE);
    await reloaded;
    await whenHydrated(page);
    await expect(programme(page)).toContainText(`${title} – endret`);
    await markDocument(page);
    await page.clock.runFor(60 * MINUTE);
    expect(await isSameDocument(page)).toBe(true);
    expect(heard.errors).toEqual([]);
    expect(heard.warnings).toEqual([]);
  });

  test("stuck on the offline page no more: it asks again by itself, with growing waits, and goes back to the screen", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: testNow() });
    await page.addInitScript(countQuestions);
    await page.goto(`${site.url}/program-skjerm`);
    await whenControlled(page);
    // Loaded again through the worker, and saved: then nothing the worker was asked to keep as it
    // took over is still on its way. Deleted while it was, files came back into a new cache after.
    await page.reload();
    await whenHydrated(page);
    await whenSavedForOffline(page, ["/program-skjerm"]);
    // The state the old code left a screen in when the connection dropped mid-update: nothing saved.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) if (name.includes("runtime")) await caches.delete(name);
    });
    expect(await unsavedFiles(page, ["/program-skjerm"])).not.toEqual([]);
    // The site goes (the line out of the building is down; the screen's own network is up).
    site.dropConnections(EVERYTHING);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programmet kommer tilbake straks.");
    await expect(page).toHaveURL(`${site.url}/program-skjerm`);
    await expect(page.getByText("Skjermen er uten nett og henter programmet selv når nettet er tilbake.")).toBeVisible();

    const before = site.requests().length;
    // Half an hour in steps, each once the question it asked (if any) has its answer.
    for (let t = 0; t < 30 * MINUTE; t += 10_000) {
      await page.clock.runFor(10_000);
      await questionsAnswered(page);
    }
    const asked = site
      .requests()
      .slice(before)
      .filter((r) => r.startsWith("/build.json"));
    // 5 s, 10 s, 20 s, 40 s, 80 s, then every 2 minutes: 18 times in half an hour, not 360.
    expect(asked.length).toBeGreaterThanOrEqual(12);
    expect(asked.length).toBeLessThanOrEqual(20);

    site.dropConnections(null);
    const back = page.waitForEvent("load");
    await page.clock.runFor(2 * MINUTE);
    await back;
    await whenHydrated(page);
    await expect(page).toHaveURL(`${site.url}/program-skjerm`);
    await expect(programme(page)).toBeVisible();
  });

  test("a visitor's offline page comes back by itself when the browser is online again", async ({ page }) => {
    await page.goto(`${site.url}/kantine`);
    await whenControlled(page);
    await site.goOffline();
    await page.evaluate((url) => window.location.assign(url), `${site.url}/personvernerklaering`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du er uten nett");
    await expect(page.getByText("Siden kommer tilbake av seg selv når nettet er tilbake.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Prøv igjen" })).toBeVisible();
    await site.goOnline();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Du er uten nett", { timeout: 15_000 });
    await expect(page).toHaveURL(`${site.url}/personvernerklaering`);
  });

  test("no offline-ready notice on a screen", async ({ page }) => {
    // Gatsby logs this as the first install completes, and in the same task runs the hook that
    // announces it on a visitor's page: checked then, the screen had its chance to say it.
    const installed = page.waitForEvent("console", (m) => m.text() === "Content is now available offline!");
    await page.goto(`${site.url}/slideshow-skjerm`);
    await installed;
    await expect(page.getByText(OFFLINE_MESSAGES.offlineReady)).toHaveCount(0);
    await whenControlled(page);
    // A visitor's page in the same browser still gets it from a first install.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
    await page.goto(`${site.url}/kantine`);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_MESSAGES.offlineReady })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("the offline-ready notice on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("takes its own place after the page's end and covers nothing, not the first programme card either", async ({ page }) => {
    await page.goto(`${site.url}/kulturprogram`);
    // The test build has Tag Manager, so the consent question comes first; a visitor answers it.
    await page.getByRole("region", { name: "Informasjonskapsler for statistikk" }).getByRole("button", { name: "Avslå" }).click();
    const notice = page.getByRole("status").filter({ hasText: OFFLINE_MESSAGES.offlineReady });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    const card = page.locator("main article, main li").first();
    const cardBox = (await card.boundingBox())!;
    // What shows at the card's centre is the card, with the notice up.
    const atCentre = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit?.closest("[role=status]") ? "notice" : hit?.closest("main") ? "page" : String(hit?.tagName);
      },
      { x: cardBox.x + cardBox.width / 2, y: Math.min(cardBox.y + cardBox.height / 2, 843) },
    );
    expect(atCentre).toBe("page");
    // Below everything else on the page: its top at or under the bottom of the page's every part.
    const { noticeTop, pageBottom } = await page.evaluate(() => {
      const region = document.querySelector("[role=status]")!.getBoundingClientRect();
      let bottom = 0;
      for (const el of document.querySelectorAll("#___gatsby *")) bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
      return { noticeTop: region.top, pageBottom: bottom };
    });
    expect(noticeTop).toBeGreaterThanOrEqual(pageBottom - 1);
  });
});

/** How long a slide shows (SCREEN_SLIDE_MS, src/blocks/ScreenSlideshow.tsx). */
const SLIDE_MS = 10_000;

/** The slides shown, `count` in a row, and how each one's picture showed. */
async function slidesShown(page: import("@playwright/test").Page, count: number): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  let previous = "";
  for (let i = 0; i < count; i += 1) {
    // The next slide comes once its picture is checked, and its timer starts only once the screen's
    // start (saving every picture) is over, which takes real time on a loaded machine: move the
    // clock on in steps until it comes, then wait for its picture. Up to the first move, small
    // steps with real time between them, for that start to end. Then half a slide's time a step:
    // the title is read before a step, so a slide that came just after the read may already be
    // running its time, and a step of a whole slide's time could pass it by.
    const first = i <= 1;
    await expect
      .poll(
        async () => {
          const { title } = await slideShowing(page);
          if (title === previous) await page.clock.runFor(first ? 2_000 : SLIDE_MS / 2);
          return title;
        },
        { intervals: [first ? 100 : 25], timeout: 30_000 },
      )
      .not.toBe(previous);
    await expect.poll(async () => (await slideShowing(page)).picture).not.toBe("loading");
    const showing = await slideShowing(page);
    seen.set(showing.title, showing.picture);
    previous = showing.title;
  }
  return seen;
}

test.describe("a lobby slideshow's pictures", () => {
  test("every slide's picture is saved as the screen first starts, shows offline, and a slide whose picture is missing is skipped", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: testNow() });
    await page.goto(`${site.url}/slideshow-skjerm`);
    const now = await page.evaluate(() => Date.now());
    const slides = comingSlides(now, await madePictures(page, "/slideshow-skjerm"));
    expect(slides.length, "the content has several coming productions").toBeGreaterThan(2);
    // Saved as the screen first starts, most of them before the worker even controls it.
    await expect.poll(() => savedScreenPictures(page)).toEqual([...new Set(slides.map((s) => s.picture))].sort());
    await whenControlled(page);
    // The page itself saved by its worker, as after any restart. (The fake clock also fakes
    // performance timing, so what the first load fetched cannot be found and kept.)
    await page.reload();
    await whenHydrated(page);
    await whenSavedForOffline(page, ["/slideshow-skjerm"]);

    await site.goOffline();
    await page.reload();
    await whenHydrated(page);
    const seen = await slidesShown(page, slides.length);
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(slides.map((s) => [s.title, "shown"])));

    // One picture gone from every copy on the device, that of the slide the screen starts on: its
    // slide does not come up, broken or otherwise.
    const gone = slides.find((s) => s.title === [...seen.keys()][0])!;
    await page.evaluate(async (picture) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (new URL(request.url).pathname === picture) await cache.delete(request);
      }
    }, gone.picture);
    // The browser's own HTTP cache is a copy on the device too (made pictures are immutable files).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    // And so is the renderer's memory: a reload in the same tab may still draw the picture from its
    // memory cache (an immutable file is not asked for again), and so may a new tab, when a busy
    // Chromium gives it the same renderer process (seen once beside the unit tests). The screen is
    // switched off and on: a new tab that reads nothing from a browser cache, only from the worker.
    const context = page.context();
    await page.close();
    const restarted = await context.newPage();
    const noMemory = await context.newCDPSession(restarted);
    await noMemory.send("Network.enable");
    await noMemory.send("Network.setCacheDisabled", { cacheDisabled: true });
    // Every slide drawn, noted as it is drawn: the gone picture's slide is the one the screen starts
    // on, and it must not be drawn even for the moment before its picture is checked.
    await restarted.addInitScript(() => {
      const drawn = new Set<string>();
      (window as unknown as { slidesDrawn: Set<string> }).slidesDrawn = drawn;
      new MutationObserver(() => {
        const slide = document.querySelector(".screen-slide");
        if (slide && getComputedStyle(slide).visibility !== "hidden") drawn.add(slide.querySelector("h1")?.textContent ?? "");
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await restarted.goto(`${site.url}/slideshow-skjerm`);
    await whenHydrated(restarted);
    const after = await slidesShown(restarted, slides.length * 2);
    expect([...after.keys()]).not.toContain(gone.title);
    expect(await restarted.evaluate(() => [...(window as unknown as { slidesDrawn: Set<string> }).slidesDrawn])).not.toContain(
      gone.title,
    );
    expect([...after.values()].every((p) => p === "shown")).toBe(true);
    expect(after.size).toBe(new Set(slides.filter((s) => s.picture !== gone.picture).map((s) => s.title)).size);
  });
});

test.describe("the lobby programme's photos", () => {
  test("every coming production's photo, in both orientations' crops, is saved as the screen starts and shows offline", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: testNow() });
    await page.goto(`${site.url}/program-skjerm`);
    const now = await page.evaluate(() => Date.now());
    const files = await programmePhotoFiles(page, now);
    expect(files.length, "the content's coming productions have photos, two crops each").toBeGreaterThan(4);
    await expect.poll(() => savedScreenPictures(page)).toEqual(files);
    await whenControlled(page);
    await page.reload();
    await whenHydrated(page);
    await whenSavedForOffline(page, ["/program-skjerm"]);

    await site.goOffline();
    // Only the screen's own copy left: the browser's HTTP cache is a copy on the device too.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.clearBrowserCache");
    await page.reload();
    await whenHydrated(page);
    const rows = page.locator(".screen-program__list > li");
    await expect(rows.first()).toBeVisible();
    // Each row's photo, as the file it loaded from, or "none".
    const shownPhotos = () =>
      rows.evaluateAll((lis) =>
        lis.map((li) => {
          const img = li.querySelector("img");
          return img && img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : "none";
        }),
      );
    await expect.poll(async () => (await shownPhotos()).filter((file) => file === "none")).toEqual([]);
    const shown = await shownPhotos();
    expect(
      shown.every((file) => files.includes(file)),
      `shown offline: ${shown.join(", ")}`,
    ).toBe(true);
  });
});
