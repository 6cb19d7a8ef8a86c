import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import { content } from "./content";
import { checkedSince, lastCheckAnswered, programmePhotoFiles, savedScreenPictures } from "./screen-health";
import { BUILD_CHECK_MS } from "../src/features/screens/contract";

test.describe("a lobby screen left running", () => {
  // These fake build.json and the network; a service worker would answer past page.route. The
  // screen under its worker is tested in offline.spec.ts.
  test.use({ viewport: { width: 1920, height: 1080 }, serviceWorkers: "block" });

  test("the programme advances on its own", async ({ page }) => {
    await page.clock.install({ time: testNow() });
    await page.goto("/program-skjerm");
    const pageNote = page.getByText(/^Side \d+ av \d+$/);
    expect(await pageNote.count(), "the content has more performances than one screenful").toBe(1);
    await expect(pageNote).toHaveText(/^Side 1 av/);
    await page.clock.runFor(13_000);
    await expect(pageNote).toHaveText(/^Side 2 av/);
  });

  /** build.json names `buildId` (once set), and so does the page when fetched; a navigation gets the page as built unless `pageToo`. */
  async function deploySeenAs(page: import("@playwright/test").Page, state: { buildId: string | null; pageToo: boolean }) {
    await page.route(/\/build\.json/, (route) =>
      state.buildId ? route.fulfill({ json: { buildId: state.buildId } }) : route.continue(),
    );
    await page.route(/\/program-skjerm$/, async (route) => {
      const asFetch = route.request().resourceType() === "fetch";
      if (!state.buildId || (!asFetch && !state.pageToo)) return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<meta name="build-id" content=")[^"]*/, `$1${state.buildId}`);
      return route.fulfill({ response, body: html });
    });
  }
  // Workers are blocked here on purpose, and Gatsby's registration says so as an error: not the screen's doing.
  const screenErrors = (errors: string[]) => errors.filter((e) => !e.startsWith("Error during service worker registration"));
  const sameDocument = (page: import("@playwright/test").Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  const mark = (page: import("@playwright/test").Page) =>
    page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  test("reloads when a new build is out, and only then", async ({ page }) => {
    const start = testNow();
    await page.clock.install({ time: start });
    const state = { buildId: null as string | null, pageToo: true };
    await deploySeenAs(page, state);
    await page.goto("/program-skjerm");
    const current = await page.locator('meta[name="build-id"]').getAttribute("content");
    expect(current).toMatch(/\S/);
    await mark(page);
    await checkedSince(page, start);
    await page.clock.runFor(4 * 60_000);
    // The check at three minutes has its answer (the same build), and nothing is under way.
    await checkedSince(page, start + BUILD_CHECK_MS);
    expect(await sameDocument(page)).toBe(true);

    state.buildId = `${current}-ny`;
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * 60_000);
    await reloaded;
    expect(await sameDocument(page)).toBeUndefined();
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute("content", `${current}-ny`);
    // The new build's page has taken over (its checks run from then on) before the clock jumps.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await mark(page);
    await page.clock.runFor(60 * 60_000);
    await lastCheckAnswered(page, BUILD_CHECK_MS);
    expect(await sameDocument(page), "one new build, one reload").toBe(true);
  });

  test("an old copy of the page on the way: one reload for the new build, one warning, then no more reloads", async ({
    page,
  }) => {
    const heard = { warnings: [] as string[], errors: [] as string[] };
    page.on("console", (m) =>
      (m.type() === "warning" ? heard.warnings : m.type() === "error" ? heard.errors : []).push(m.text()),
    );
    const start = testNow();
    await page.clock.install({ time: start });
    // build.json and a fetch of the page say the new build; the reload itself still gets the old page.
    const state = { buildId: null as string | null, pageToo: false };
    await deploySeenAs(page, state);
    await page.goto("/program-skjerm");
    const current = await page.locator('meta[name="build-id"]').getAttribute("content");
    // The check as the screen starts has its answer (the same build) before the site says another.
    await checkedSince(page, start);
    state.buildId = `${current}-ny`;
    let loads = 0;
    page.on("load", () => (loads += 1));
    const reloaded = page.waitForEvent("load");
    await page.clock.runFor(4 * 60_000);
    await reloaded;
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute("content", current!);
    await page.clock.runFor(3 * 60 * 60_000);
    await lastCheckAnswered(page, BUILD_CHECK_MS);
    expect(loads, "no reload every three minutes").toBe(1);
    expect(heard.warnings.filter((w) => w.includes(`${current}-ny`))).toHaveLength(1);
    expect(screenErrors(heard.errors)).toEqual([]);
    await expect(page.locator(".screen-health")).toHaveAttribute("data-newer-build", `${current}-ny`);
  });

  test("keeps showing the programme while the network is down, quietly", async ({ page, context }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.clock.install({ time: testNow() });
    await page.goto("/program-skjerm");
    const first = await page.locator(".screen-program__list > li").first().textContent();
    // A screen that has run a while: the rows' photos are saved (without its worker, in the browser's cache too).
    const photos = await programmePhotoFiles(page, await page.evaluate(() => Date.now()));
    await expect.poll(() => savedScreenPictures(page)).toEqual(photos);
    await context.setOffline(true);
    await page.clock.runFor(10 * 60_000);
    await expect(page.locator(".screen-program__list > li").first()).toBeVisible();
    expect(first).toBeTruthy();
    await expect(page.locator(".screen-health")).toHaveAttribute("data-saved-copy", "true");
    expect(screenErrors(errors), "an outage is expected, not an error").toEqual([]);
    await context.setOffline(false);
  });
});

for (const [name, viewport] of [
  ["landscape", { width: 1920, height: 1080 }],
  ["portrait", { width: 1080, height: 1920 }],
] as const) {
  test.describe(`a cancelled or sold-out performance on /program-skjerm, in ${name}`, () => {
    test.use({ viewport, serviceWorkers: "block" });
    for (const [status, word] of [
      ["cancelled", "Avlyst"],
      ["soldOut", "Utsolgt"],
    ] as const) {
      test(`says "${word}" before its title, whole`, async ({ page }) => {
        const [production, event] = content.productions
          .flatMap((p) => p.events.map((e) => [p, e] as const))
          .find(([, e]) => e.status === status && Date.parse(e.start) > testNow())!;
        // The morning of that day: the performance is among the first rows. The clock stops once
        // they show, well before the screen's next page (every 12 s), so every read sees this page.
        const morning = Date.parse(event.start) - 3 * 60 * 60_000;
        await page.clock.install({ time: morning });
        await page.goto("/program-skjerm");
        const row = page.locator(".screen-program__list > li").filter({ has: page.locator(`time[datetime="${event.start}"]`) });
        const title = row.locator(".screen-program__name");
        await expect(title).toHaveText(`${word}${production.title}`);
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
        const badge = await title.locator("strong").evaluate((el) => {
          const box = el.getBoundingClientRect();
          // Inside its row, and inside the box that clips the title (the title's line in landscape,
          // the name's two lines in portrait): the nearest box around it that hides what overflows.
          let clip = el.parentElement!;
          while (getComputedStyle(clip).display === "contents" || getComputedStyle(clip).overflow === "visible")
            clip = clip.parentElement!;
          const within = (outer: DOMRect) =>
            box.left >= outer.left - 0.5 &&
            box.right <= outer.right + 0.5 &&
            box.top >= outer.top - 0.5 &&
            box.bottom <= outer.bottom + 0.5;
          return {
            inRow: within(el.closest("li")!.getBoundingClientRect()),
            inClip: within(clip.getBoundingClientRect()),
            clip: clip.className,
            px: parseFloat(getComputedStyle(el).fontSize),
          };
        });
        expect(badge.inRow, `${word} inside its row`).toBe(true);
        expect(badge.inClip, `${word} shows whole in .${badge.clip}`).toBe(true);
        expect(badge.px, `${word} no smaller than the screen's base type`).toBeGreaterThanOrEqual(28);
        // Every row on the screen says what its date's status is, and only that.
        const shown = await page.locator(".screen-program__list > li").evaluateAll((lis) =>
          lis.map((li) => ({
            start: li.querySelector("time")!.getAttribute("datetime")!,
            name: li.querySelector(".screen-program__name")!.textContent!,
            said: li.querySelector(".screen-program__status")?.textContent ?? null,
          })),
        );
        const words: Record<string, string> = { cancelled: "Avlyst", soldOut: "Utsolgt" };
        expect(shown.map(({ start, name, said }) => ({ start, name, said }))).toEqual(
          shown.map(({ start, name }) => {
            const date = content.productions
              .flatMap((p) => p.events.map((e) => ({ title: p.title, ...e })))
              .find((e) => e.start === start && name.endsWith(e.title));
            return { start, name, said: date?.status ? words[date.status] : null };
          }),
        );
      });
    }
  });

  test.describe(`lobby screens with nothing coming, in ${name}`, () => {
    test.use({ viewport, serviceWorkers: "block" });

    for (const route of ["/program-skjerm", "/slideshow-skjerm"]) {
      test(`${route} after the last event: the venue's name, the clock and a calm word, clear of the edges`, async ({ page }) => {
        // A year after the last performance in the content.
        await page.clock.install({ time: new Date("2028-06-01T10:00:00+02:00") });
        await page.goto(route);
        const name = page.getByRole("heading", { level: 1, name: "Rissa kulturhus" });
        await expect(name).toBeVisible();
        await expect(page.getByLabel("Klokken").locator("time")).toHaveText("10:00");
        await expect(page.getByText("Nytt program kommer snart.")).toBeVisible();
        await expect(page.locator(".screen-program__list, .screen-slide")).toHaveCount(0);
        const box = (await name.boundingBox())!;
        const inset = Math.min(viewport.width, viewport.height) * 0.04;
        expect(box.x, "away from the left edge").toBeGreaterThanOrEqual(inset);
        expect(box.y, "away from the top edge").toBeGreaterThanOrEqual(inset);
        // Room above the capitals for Å and the like: the line box is taller than the type.
        const fits = await name.evaluate((el) => {
          const style = getComputedStyle(el);
          return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
        });
        expect(fits).toBeGreaterThanOrEqual(1.2);
        const size = await page.evaluate(() => ({
          w: document.documentElement.scrollWidth,
          h: document.documentElement.scrollHeight,
        }));
        expect(size).toEqual({ w: viewport.width, h: viewport.height });
      });
    }
  });
}

const osloDay = (at: string | number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(at),
  );

/** Moves the screen's clock to three hours before the performance `time` shows (the same day), and lets the screen catch up. */
async function morningOf(page: import("@playwright/test").Page, time: import("@playwright/test").Locator) {
  const start = (await time.first().getAttribute("datetime"))!;
  await page.clock.setSystemTime(Date.parse(start) - 3 * 60 * 60_000);
  await page.clock.runFor(61_000);
  return osloDay(start);
}

/** The date a slide or row shows and whether it carries the "I dag" mark, read together. */
const dateAndMark = (within: import("@playwright/test").Locator, time: string) =>
  within.evaluate(
    (el, selector) => ({
      start: el.querySelector(selector)!.getAttribute("datetime")!,
      marked: [...el.querySelectorAll("span")].some((s) => s.textContent!.trim() === "I dag" && s.getClientRects().length > 0),
    }),
    time,
  );

/** The smallest font size of any text shown on the page, with the text that has it. */
const smallestText = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    let smallest = { px: Infinity, text: "" };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest("svg")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < smallest.px) smallest = { px, text: node.textContent.trim() };
    }
    return smallest;
  });

/** How far down the screen text reaches in `selector`: its first line's top and its last line's bottom. */
const textExtent = (page: import("@playwright/test").Page, selector: string) =>
  page.locator(selector).evaluate((root) => {
    let top = Infinity;
    let bottom = -Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      if (!walker.currentNode.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      for (const rect of range.getClientRects()) {
        if (rect.height === 0) continue;
        top = Math.min(top, rect.top);
        bottom = Math.max(bottom, rect.bottom);
      }
    }
    return { top, bottom };
  });

for (const [name, viewport] of [
  ["landscape", { width: 1920, height: 1080 }],
  ["portrait", { width: 1080, height: 1920 }],
] as const) {
  test.describe(`lobby screens in ${name}, read from across the room`, () => {
    test.use({ viewport, serviceWorkers: "block" });

    for (const route of ["/program-skjerm", "/slideshow-skjerm"]) {
      // One screen, loaded once, for both what fills it and how it reads from across the room.
      test(`${route} fills the screen without header, footer or links, with large type and the clock; no text under 28 px, titles far larger, the date beside the clock, no site notice`, async ({
        page,
      }) => {
        // Noon, not the real time: the date is read from the clock once, then looked for on the
        // screen, and had midnight come between the two the screen would rightly show the next day.
        await page.clock.install({ time: testNow() });
        await page.goto(route);
        await expect(page.locator("header.site-header")).toHaveCount(0);
        await expect(page.locator("footer")).toHaveCount(0);
        await expect(page.getByRole("link")).toHaveCount(0);
        await expect(page.getByRole("button")).toHaveCount(0);
        await expect(page.getByLabel("Klokken").locator("time")).toHaveText(/^\d{2}:\d{2}$/);
        const size = await page.evaluate(() => ({
          w: document.documentElement.scrollWidth,
          h: document.documentElement.scrollHeight,
        }));
        expect(size).toEqual({ w: viewport.width, h: viewport.height });
        const headingPx = await page
          .locator("h1")
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(headingPx).toBeGreaterThanOrEqual(48);
        await expect(page.getByRole("img", { name: /QR-kode til påmelding/ })).toBeVisible();

        await expect(page.locator(".screen-program__list > li, .screen-slide").first()).toBeVisible();
        const now = await page.evaluate(() => Date.now());
        const smallest = await smallestText(page);
        expect(smallest.px, `"${smallest.text}" is the smallest text`).toBeGreaterThanOrEqual(28);
        const titlePx = await page
          .locator(".screen-program__title, .screen-slide h1")
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(titlePx).toBeGreaterThanOrEqual(1.5 * smallest.px);

        // The date, in words, on the clock's line and next to it.
        const date = page.getByText(
          new Intl.DateTimeFormat("nb-NO", { timeZone: "Europe/Oslo", weekday: "long", day: "numeric", month: "long" }).format(
            now,
          ),
          { exact: true },
        );
        const clock = page.getByLabel("Klokken");
        await expect(date).toBeVisible();
        const [d, c] = [(await date.boundingBox())!, (await clock.boundingBox())!];
        expect(d.y + d.height, "on the clock's line").toBeGreaterThan(c.y);
        expect(d.y, "on the clock's line").toBeLessThan(c.y + c.height);
        expect(c.x - (d.x + d.width), "beside the clock").toBeLessThan(smallest.px * 2);
        expect(c.x - (d.x + d.width)).toBeGreaterThanOrEqual(0);

        // Whatever the site has to say to visitors (saved for offline use, a new version) stays off a screen.
        await page.evaluate(() => {
          const notice = document.querySelector("[role=status]");
          if (notice) notice.textContent = "Nettstedet er lagret på enheten.";
        });
        for (const status of await page.getByRole("status").all()) await expect(status).toBeHidden();
      });
    }

    test("/program-skjerm: the rows fill the screen down to the newsletter strip, and today's carry the mark", async ({
      page,
    }) => {
      await page.clock.install({ time: testNow() });
      await page.goto("/program-skjerm");
      const rows = page.locator(".screen-program__list > li");
      await expect(rows.first()).toBeVisible();
      const today = await morningOf(page, rows.locator("time"));
      // The programme went on a page or two meanwhile: back to its first, a full screen.
      await expect
        .poll(
          async () => {
            const note = await page.getByText(/^Side \d+ av \d+$/).textContent();
            if (!note?.startsWith("Side 1 ")) await page.clock.runFor(12_000);
            return note;
          },
          { intervals: [100] },
        )
        .toMatch(/^Side 1 av \d+$/);
      const strip = (await page.locator(".newsletter").boundingBox())!;
      const list = await textExtent(page, ".screen-program__list");
      const heading = await textExtent(page, ".screen-program__header");
      // The heading, the rows and the strip together: no empty band anywhere.
      expect(
        (list.bottom - list.top) / (strip.y - heading.bottom),
        "the rows fill the room under the heading",
      ).toBeGreaterThanOrEqual(0.85);
      expect((list.bottom - heading.top + strip.height) / viewport.height, "the screen is used").toBeGreaterThanOrEqual(0.85);
      expect(strip.y + strip.height).toBeGreaterThanOrEqual(viewport.height * 0.93);
      // Every word of a row shows whole, inside its row and clear of the row's other parts.
      const clashes = await rows.evaluateAll((lis) =>
        lis.flatMap((li) => {
          const row = li.getBoundingClientRect();
          const parts = [
            ...li.querySelectorAll(
              "time span, .screen-program__name, .screen-program__kind, .screen-program__hall, .access-list__item",
            ),
          ]
            .map((el) => ({ text: el.textContent!.trim(), box: el.getBoundingClientRect() }))
            .filter((p) => p.text);
          const words = li.textContent!.trim().slice(0, 40);
          const out = parts
            .filter(({ box }) => box.top < row.top - 1 || box.bottom > row.bottom + 1 || box.right > row.right + 1)
            .map((p) => `${words}: "${p.text}" outside its row`);
          parts.forEach((a, i) =>
            parts.slice(i + 1).forEach((b) => {
              const overlap =
                Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 1 &&
                Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 1;
              if (overlap) out.push(`${words}: "${a.text}" over "${b.text}"`);
            }),
          );
          return out;
        }),
      );
      expect(clashes).toEqual([]);

      let marked = 0;
      // Every row's date and mark read at one moment (the clock runs, and the programme may turn a
      // page), until they agree: the mark follows the screen's clock, which ticks on its own.
      await expect
        .poll(async () => {
          const shown = await rows.evaluateAll((lis) =>
            lis.map((li) => ({
              start: li.querySelector("time")!.getAttribute("datetime")!,
              marked: [...li.querySelectorAll("span")].some(
                (el) => el.textContent!.trim() === "I dag" && el.getClientRects().length > 0,
              ),
            })),
          );
          marked = shown.filter((row) => row.marked).length;
          return shown.filter((row) => row.marked !== (osloDay(row.start) === today)).map((row) => row.start);
        })
        .toEqual([]);
      expect(marked, "the content has a performance that day").toBeGreaterThan(0);
    });

    test("/slideshow-skjerm: the slide fills the screen above the newsletter strip, and a performance today carries the mark", async ({
      page,
    }) => {
      await page.clock.install({ time: testNow() });
      await page.goto("/slideshow-skjerm");
      const slide = page.locator(".screen-slide");
      await expect(slide).toBeVisible();
      const box = (await slide.boundingBox())!;
      const strip = (await page.locator(".newsletter").boundingBox())!;
      expect(box.y).toBeLessThanOrEqual(viewport.height * 0.02);
      expect(box.height / strip.y, "the slide takes the room above the strip").toBeGreaterThanOrEqual(0.95);
      expect((box.height + strip.height) / viewport.height).toBeGreaterThanOrEqual(0.85);
      const text = await textExtent(page, ".screen-slide__text");
      expect(text.bottom, "the slide's text reaches down to the strip").toBeGreaterThanOrEqual(strip.y - viewport.height * 0.12);

      // The morning of the performance this slide shows (the slides may move on as the clock does).
      const today = await morningOf(page, slide.locator(".screen-slide__when time"));
      await expect(slide).toBeVisible();
      // The slides in turn until the one that plays today: its date says "I dag"; the others' do not.
      let seenToday = false;
      for (let turn = 0; turn < content.productions.length + 1 && !seenToday; turn += 1) {
        // The slide's date and its mark read at one moment (the clock runs and the slide may move on),
        // until they agree: the mark follows the screen's clock, which ticks on its own.
        let shown = { start: "", marked: false };
        await expect
          .poll(async () => {
            shown = await dateAndMark(slide, ".screen-slide__when time");
            return shown.marked === (osloDay(shown.start) === today);
          })
          .toBe(true);
        if (osloDay(shown.start) === today) {
          seenToday = true;
        } else {
          const title = await slide.locator("h1").textContent();
          await expect
            .poll(
              async () => {
                await page.clock.runFor(2_000);
                return slide.locator("h1").textContent();
              },
              { intervals: [100] },
            )
            .not.toBe(title);
        }
      }
      expect(seenToday, "a slide for the performance that day").toBe(true);
    });
  });
}
