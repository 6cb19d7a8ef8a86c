import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { startOwnSite, type OwnSite } from "./own-site";
import { whenControlled, whenSavedForOffline } from "./service-worker";
import { isSameDocument, markDocument } from "./visitor";
import { countQuestions, healthMark, questionsAnswered, watchConsole, whenHydrated } from "./screen-health";
import { heldHeap } from "./held-heap";
import { STALE_DATA_MS } from "../src/features/screens/contract";

// About the offline worker: it may register here (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// A lobby screen left alone, under its service worker, on a site copy of its own, with a spell
// without the network in the middle. Playwright's fake clock runs the time in three-minute steps
// (a build check each), each once the check's request is answered.
// In the suite it runs six hours (three spells of two hours, the second offline); `npm run soak`
// (SOAK=1) runs the whole week, a day a spell, the fourth offline: about ten minutes.
// Measured after each spell, after a forced garbage collection: the page's JavaScript values and
// the removed elements it still holds (held-heap.ts; not V8's compiled code, the performance
// timeline or the test driver's network record, which grow on their own and level off), the timers
// waiting (setTimeout and setInterval not yet run or cleared) and the document's elements. They
// stay flat.
let site: OwnSite;
test.beforeEach(async ({ context }) => {
  site = await startOwnSite(context);
});
test.afterEach(async () => {
  await site.close();
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const STEP = 3 * MINUTE;
const SOAK = process.env.SOAK === "1";
const SPELL = SOAK ? DAY : 2 * 60 * MINUTE;
const SPELLS = SOAK ? 7 : 3;
const OFFLINE_SPELL = SOAK ? 4 : 2;
const LENGTH = SOAK ? "a week" : "six hours";

/** Counts the timers waiting in the page; installed after the fake clock, so it counts the clock's. */
function countTimers() {
  const waiting = new Set<number>();
  const w = window as unknown as Record<string, unknown>;
  const setT = window.setTimeout.bind(window);
  const setI = window.setInterval.bind(window);
  const clearT = window.clearTimeout.bind(window);
  const clearI = window.clearInterval.bind(window);
  w.setTimeout = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = setT(() => {
      waiting.delete(id);
      if (typeof fn === "function") (fn as (...a: unknown[]) => void)(...args);
    }, ms);
    waiting.add(id);
    return id;
  };
  w.setInterval = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = setI(fn, ms, ...args);
    waiting.add(id);
    return id;
  };
  w.clearTimeout = (id?: number) => {
    if (id !== undefined) waiting.delete(id);
    clearT(id);
  };
  w.clearInterval = (id?: number) => {
    if (id !== undefined) waiting.delete(id);
    clearI(id);
  };
  w.__timersWaiting = () => waiting.size;
}

for (const route of ["/program-skjerm", "/slideshow-skjerm"]) {
  test(`${route} left running for ${LENGTH} keeps its memory and timers flat`, async ({ page, context }) => {
    test.setTimeout(SOAK ? 20 * 60_000 : 90_000);
    const heard = watchConsole(page);
    await page.clock.install({ time: testNow() });
    await page.addInitScript(countTimers);
    await page.addInitScript(countQuestions);
    await page.goto(`${site.url}${route}`);
    await whenControlled(page);
    await page.reload();
    await whenHydrated(page);
    await whenSavedForOffline(page, [route]);
    const cdp = await context.newCDPSession(page);
    const measure = async () => {
      const { pageKB, detached, otherKB } = await heldHeap(cdp);
      const { timers, elements } = await page.evaluate(() => ({
        timers: (window as unknown as { __timersWaiting: () => number }).__timersWaiting(),
        elements: document.getElementsByTagName("*").length,
      }));
      return { pageKB, detached, otherKB, timers, elements };
    };
    const describe = (m: Awaited<ReturnType<typeof measure>>) =>
      `page values ${m.pageKB} KB, ${m.detached} detached nodes (the rest of the heap ${m.otherKB} KB), ${m.timers} timers, ${m.elements} elements`;
    const run = async (ms: number) => {
      for (let t = 0; t < ms; t += STEP) {
        await page.clock.runFor(STEP);
        await questionsAnswered(page);
      }
    };

    await run(60 * MINUTE);
    await markDocument(page);
    const start = await measure();
    expect(start.timers, "the count sees the screen's timers").toBeGreaterThan(0);
    const days: ({ day: number; looks: number } & Awaited<ReturnType<typeof measure>>)[] = [];
    for (let day = 1; day <= SPELLS; day += 1) {
      if (day === OFFLINE_SPELL) await site.goOffline();
      await run(SPELL);
      if (day === OFFLINE_SPELL) {
        await expect(healthMark(page), "a spell without the network shows in the corner").toHaveText(/^Uten nett siden/);
        await site.goOnline();
      }
      let today = await measure();
      // React lets go of a removed slide's elements at its next commit, not at once: a snapshot taken
      // between the two sees them. Once (stop 20's CI) a removed tree was still held three minutes
      // on and gone by the next day; what held it for a while was not found. So a day that sees
      // more than the start looks again, three minutes on each time, up to five times. Elements the
      // screen keeps are there at every look, and fail the check below.
      let looks = 1;
      while (today.detached > start.detached && looks < 6) {
        await run(STEP);
        today = await measure();
        looks += 1;
      }
      days.push({ day, looks, ...today });
    }
    await run(2 * STEP);
    // Back on the network, the note about it goes. The site copy gets no new build all the while (one
    // would reload the screen), so a week leaves the note that the data is old, and only that one.
    const builtAt = Date.parse((await healthMark(page).getAttribute("data-built-at")) ?? "");
    const age = (await page.evaluate(() => Date.now())) - builtAt;
    expect(age >= STALE_DATA_MS, "a week outlasts a day of fresh data; six hours do not").toBe(SOAK);
    if (SOAK) await expect(healthMark(page)).toHaveText(/^Sist oppdatert [^·]+$/);
    else await expect(healthMark(page)).toBeEmpty();

    const figures = [
      `${route}: start: ${describe(start)}`,
      ...days.map((d) => `${SOAK ? "day" : "spell"} ${d.day}: ${describe(d)}${d.looks > 1 ? ` (look ${d.looks})` : ""}`),
    ];
    console.log(figures.join("\n"));
    test.info().annotations.push({ type: "figures", description: figures.join("; ") });

    expect(await isSameDocument(page), "the time ran in one document: no reload").toBe(true);
    const last = days[days.length - 1];
    expect(last.timers, "timers do not pile up").toBeLessThanOrEqual(start.timers);
    expect(Math.max(...days.map((d) => d.timers))).toBeLessThanOrEqual(start.timers + 2);
    // The programme's last screenful may be shorter; the document does not grow.
    expect(Math.max(...days.map((d) => d.elements))).toBeLessThanOrEqual(Math.round(start.elements * 1.25));
    // The page's values move a little with what the screen shows at the moment; they must not grow with time.
    expect(last.pageKB, "the page's JavaScript values do not grow with time").toBeLessThanOrEqual(start.pageKB * 1.05);
    expect(
      Math.max(...days.map((d) => d.detached)),
      "no removed element is kept once the screen has moved on",
    ).toBeLessThanOrEqual(start.detached);
    expect(heard.errors).toEqual([]);
  });
}
