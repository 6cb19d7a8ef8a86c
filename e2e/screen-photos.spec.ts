import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";
import type { Locator, Page } from "@playwright/test";
import { withoutStatus } from "./screen-health";

// About the offline worker: it may register here (the suite blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

// The lobby programme's rows end in their production's photo: seen from across a lobby, in both
// orientations a TV stands in. (The photos kept for an outage: lobby-screens.spec.ts.)

const rows = (page: Page) => page.locator(".screen-program__list > li");

/** Each row: its photo (drawn box, file size, whether it loaded) and its text parts' boxes, read at one moment. */
const rowLayout = (list: Locator) =>
  list
    .evaluateAll((lis) =>
      lis.map((li) => {
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
        };
        const img = li.querySelector("img");
        return {
          // The name, and the date's status before the title in it, for withoutStatus (below).
          name: {
            text: li.querySelector(".screen-program__name")!.textContent!,
            status: li.querySelector(".screen-program__status")?.textContent ?? null,
          },
          start: li.querySelector("time")!.getAttribute("datetime")!,
          row: box(li),
          photo: img && {
            box: box(img),
            frame: box(li.querySelector(".screen-program__photo")!),
            loaded: img.complete && img.naturalWidth > 0,
            natural: { width: img.naturalWidth, height: img.naturalHeight },
            file: new URL(img.currentSrc || img.src).pathname,
          },
          // Anything in the row that takes room without being the photo: an empty frame would show here.
          frames: li.querySelectorAll(".screen-program__photo").length,
          parts: [
            ...li.querySelectorAll(
              "time span, .screen-program__name, .screen-program__kind, .screen-program__hall, .access-list__item",
            ),
          ]
            .filter((el) => el.textContent!.trim())
            .map((el) => ({ text: el.textContent!.trim(), box: box(el) })),
        };
      }),
    )
    .then((read) => read.map(({ name, ...row }) => ({ title: withoutStatus(name), ...row })));

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** Waits for every photo on the screenful to have loaded (or failed), then reads the rows. */
async function settledRows(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await expect
    .poll(() => rows(page).evaluateAll((lis) => lis.every((li) => [...li.querySelectorAll("img")].every((i) => i.complete))))
    .toBe(true);
  return rowLayout(rows(page));
}

for (const [name, viewport, shape] of [
  // The photo's drawn size on a 1920x1080 screen (about 150x100 px) and on a 1080x1920 one (about 300x325).
  ["landscape", { width: 1920, height: 1080 }, { minWidth: 130, minHeight: 90, aspect: 3 / 2 }],
  ["portrait", { width: 1080, height: 1920 }, { minWidth: 260, minHeight: 260, aspect: 1 }],
] as const) {
  test.describe(`the lobby programme's photos, in ${name}`, () => {
    test.use({ viewport, serviceWorkers: "block" });

    test("each row ends in its production's photo: loaded, inside the row, large enough to see, clear of the text", async ({
      page,
    }) => {
      // The screen on the morning of its first performance: that row carries "I dag", and the photo stays
      // clear of the mark too.
      await page.goto("/program-skjerm");
      const first = (await rows(page).first().locator("time").getAttribute("datetime"))!;
      await page.clock.install({ time: Date.parse(first) - 3 * 60 * 60_000 });
      await page.goto("/program-skjerm");
      await expect(rows(page).first().getByText("I dag", { exact: true })).toBeVisible();

      const shown = await settledRows(page);
      // Every production in the content has a photo: every row shows one.
      expect(shown.filter((r) => !r.photo).map((r) => r.title)).toEqual([]);
      for (const { title, row, photo, parts } of shown) {
        const { box, frame, loaded, natural, file } = photo!;
        expect(loaded, `${title}: the photo loaded (${file})`).toBe(true);
        // Inside its row, at the row's end, nearly its height.
        expect(frame.top, title).toBeGreaterThanOrEqual(row.top - 1);
        expect(frame.bottom, title).toBeLessThanOrEqual(row.bottom + 1);
        expect(frame.right, title).toBeLessThanOrEqual(row.right + 1);
        expect(row.right - frame.right, `${title}: at the row's end`).toBeLessThan(2);
        expect(box.height / row.height, `${title}: about the row's height`).toBeGreaterThanOrEqual(0.85);
        expect(box.width, `${title}: wide enough to see from across the lobby`).toBeGreaterThanOrEqual(shape.minWidth);
        expect(box.height, title).toBeGreaterThanOrEqual(shape.minHeight);
        // The orientation's own crop, drawn (object-fit: cover) neither blown up nor from a file far larger than it shows.
        expect(natural.width / natural.height, `${title}: ${name}'s crop`).toBeCloseTo(shape.aspect, 1);
        const scale = Math.max(box.width / natural.width, box.height / natural.height);
        expect(scale, `${title}: ${file} (${natural.width} px) drawn ${Math.round(box.width)} px wide`).toBeLessThanOrEqual(1.1);
        expect(scale, `${title}: ${file} (${natural.width} px) drawn ${Math.round(box.width)} px wide`).toBeGreaterThanOrEqual(
          0.6,
        );
        for (const part of parts) expect(overlaps(part.box, frame), `${title}: "${part.text}" under the photo`).toBe(false);
      }
      // The rows still fill the screen: the photos did not push the last one off it.
      const last = shown[shown.length - 1].row;
      const strip = (await page.locator(".newsletter").boundingBox())!;
      expect(last.bottom).toBeLessThanOrEqual(strip.y);
    });

    test("a row whose photo cannot be had shows its text alone, in the same columns, with no empty frame or broken picture", async ({
      page,
    }) => {
      const gone = new Set<string>();
      await page.route(/\/static\/img\//, (route) =>
        gone.has(new URL(route.request().url()).pathname) ? route.abort("internetdisconnected") : route.continue(),
      );
      await page.clock.install({ time: testNow() });
      await page.goto("/program-skjerm");
      const before = await settledRows(page);
      // The first row's production: each of its photo files (both orientations') fails from now on.
      const files = await rows(page)
        .first()
        .evaluate((li) => [li.querySelector("img")!.getAttribute("src")!, li.querySelector("source")!.getAttribute("srcset")!]);
      for (const file of files) gone.add(new URL(file, page.url()).pathname);
      const title = before[0].title;
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

      const after = await settledRows(page);
      const without = after.filter((r) => r.title === title);
      const others = after.filter((r) => r.title !== title);
      expect(without.length, "the production is on the first screenful").toBeGreaterThan(0);
      expect(others.length, "other productions are too").toBeGreaterThan(0);
      for (const row of without) {
        expect(row.photo, `${row.title}: no picture`).toBeNull();
        expect(row.frames, `${row.title}: no empty frame`).toBe(0);
        // As tall as the others, its words inside it, each part in the column the other rows have it in.
        expect(Math.abs(row.row.height - others[0].row.height)).toBeLessThan(2);
        for (const part of row.parts) {
          expect(part.box.top, part.text).toBeGreaterThanOrEqual(row.row.top - 1);
          expect(part.box.bottom, part.text).toBeLessThanOrEqual(row.row.bottom + 1);
          expect(part.box.right, part.text).toBeLessThanOrEqual(row.row.right + 1);
        }
        const titleLeft = (r: (typeof after)[number]) => r.parts.find((p) => p.text.endsWith(r.title))!.box.left;
        expect(titleLeft(row), "the title").toBeCloseTo(titleLeft(others[0]), 0);
        expect(row.parts[0].box.left, "the day").toBeCloseTo(others[0].parts[0].box.left, 0);
      }
      // Every other row keeps its photo, and nothing on the screen is a broken picture.
      expect(others.every((r) => r.photo?.loaded)).toBe(true);
      expect(
        await page
          .locator("img")
          .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).length),
      ).toBe(0);
    });
  });
}
