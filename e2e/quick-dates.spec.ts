import { test, expect } from "./fixtures";
import { content } from "./content";
import { showEveryCard } from "./visitor";
import { buildProgrammeIndex } from "../gatsby/post-build/programme-index";
import { upcomingEvents } from "../gatsby/resolvers/resolve-sources";
import { PROGRAMME_INDEX_PATH } from "../src/features/programme/contract";

// The visitor's device is in Los Angeles, where it is still Friday 4 December at 15:30;
// in Oslo it is Saturday 5 December, 00:30. The programme counts days in Oslo.
test.use({ timezoneId: "America/Los_Angeles", serviceWorkers: "block" });
const clock = Date.parse("2026-12-05T00:30:00+01:00");
const osloDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/Oslo" }).format(
    new Date(iso),
  );
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

const RANGES = {
  "I dag": { key: "i-dag", days: days("2026-12-05", 1) },
  "I morgen": { key: "i-morgen", days: days("2026-12-06", 1) },
  "Denne helgen": { key: "denne-helgen", days: days("2026-12-05", 2) },
  "Neste uke": { key: "neste-uke", days: days("2026-12-07", 7) },
};
const titlesIn = (dayList: string[]) =>
  content.productions
    .filter((p) => p.events.some((e) => Date.parse(e.start) >= clock && dayList.includes(osloDay(e.start))))
    .map((p) => p.title)
    .sort();

test.describe("quick dates in the programme", () => {
  let served = 0;
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: clock });
    // The index as a build at the test's clock writes it. The one in public/ leaves out what had
    // started when the test build ran, and the test's clock is a fixed day: from its noon on, the
    // built index would lack that day's events.
    const index = buildProgrammeIndex(
      content.productions.map((p) => ({ ...p, contentId: p.id, events: upcomingEvents(p.events, clock) })),
    );
    served = 0;
    await page.route(`**${PROGRAMME_INDEX_PATH}`, (route) => {
      served += 1;
      return route.fulfill({ json: index });
    });
  });
  test.afterEach(() => {
    // Else the page would have used the built index, and the spec would pass only until that noon.
    expect(served, "the page fetched the programme index the spec serves").toBeGreaterThan(0);
  });

  for (const [label, range] of Object.entries(RANGES)) {
    test(`"${label}" shows what is on then in Oslo, and keeps it in the address`, async ({ page }) => {
      const expected = titlesIn(range.days);
      expect(expected.length, `the content has something on ${label.toLowerCase()} at the test's clock`).toBeGreaterThan(0);
      await page.goto("/kulturprogram");
      const button = page.getByRole("button", { name: label, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(new RegExp(`[?&]naar=${range.key}`));
      // Over the whole programme, through its index, a page's worth of matches at a time.
      await expect(page.locator(".programme-list article").first()).toBeVisible();
      await showEveryCard(page);
      await expect(page.locator(".programme-list article")).toHaveCount(expected.length);
      expect((await page.locator(".programme-list article").getByRole("heading").allTextContents()).sort()).toEqual(expected);
      for (const when of await page
        .locator(".programme-list article time")
        .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!)))
        expect(range.days).toContain(osloDay(when));
    });
  }

  test("a shared link opens with the quick date chosen, and a second click clears it", async ({ page }) => {
    await page.goto("/kulturprogram?naar=neste-uke");
    const button = page.getByRole("button", { name: "Neste uke", exact: true });
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".programme-list article").first()).toBeVisible();
    await showEveryCard(page);
    await expect(page.locator(".programme-list article")).toHaveCount(titlesIn(RANGES["Neste uke"].days).length);
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(page).toHaveURL(/\/kulturprogram$/);
  });
});
