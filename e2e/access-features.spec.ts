import { test, expect } from "./fixtures";
import { TEST_NOW } from "./test-clock";
import { ACCESS_WORDS, content } from "./content";
import { openAccessChoices, showEveryCard } from "./visitor";
import { accessOf } from "../src/access-features/access-features";

const label = (key: string) => ACCESS_WORDS[key];
const now = TEST_NOW;
const coming = content.productions
  .map((p) => ({
    ...p,
    events: p.events.filter((e) => Date.parse(e.start) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  }))
  .filter((p) => p.events.length > 0);

test.describe("access features", () => {
  test("programme cards show each production's access features with words", async ({ page }) => {
    await page.goto("/kulturprogram");
    await showEveryCard(page);
    for (const p of coming) {
      const card = page.locator(".programme-list article", { has: page.getByRole("link", { name: p.title, exact: true }) });
      const expected = accessOf(p.fields, p.events[0]).map(label);
      const list = card.getByRole("list", { name: "Tilgjengelighet" });
      if (expected.length === 0) await expect(list).toHaveCount(0);
      else await expect(list.getByRole("listitem")).toHaveText(expected);
    }
    // Each word has its icon beside it, drawn from the page's sprite, on this page and after a link inside the site.
    const drawn = async () =>
      page.locator(".access-list__item svg").evaluateAll((icons) =>
        icons.map((svg) => {
          const href = svg.querySelector("use")?.getAttribute("href") ?? "";
          const box = svg.getBoundingClientRect();
          return Boolean(document.querySelector(`symbol${href} path`)) && box.width >= 16 && box.height >= 16;
        }),
      );
    const here = await drawn();
    expect(here.length).toBeGreaterThan(0);
    expect(here.every(Boolean)).toBe(true);
    await page.getByRole("link", { name: "Rissa kulturhus – til forsiden" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // The front page's cards may still be coming in, or their styles, as the link lands.
    await expect
      .poll(async () => {
        const icons = await drawn();
        return icons.length > 0 && icons.every(Boolean);
      })
      .toBe(true);
  });

  test("the programme filters by access features, as URL state", async ({ page }) => {
    await page.goto("/kulturprogram");
    // Folded under their name until the visitor opens them: on a phone the first event shows on the first screen.
    await expect(page.getByRole("checkbox", { name: "Tekstet" })).toBeHidden();
    await openAccessChoices(page);
    // The choices stand in even columns at every width: a box on each line starts where the one above does, and every line but the last is full.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await page.locator(".access-filter input[type=checkbox]").evaluateAll((inputs) =>
        inputs.map((input) => {
          const b = input.getBoundingClientRect();
          const word = document.createRange();
          word.selectNodeContents(input.parentElement!);
          word.setStartAfter(input);
          const w = word.getBoundingClientRect();
          // A check box (not a field-wide box) with its word beside it, on the same line.
          const beside = b.width <= 24 && w.left >= b.right && Math.abs(w.top + w.height / 2 - (b.top + b.height / 2)) < 4;
          return { x: Math.round(b.x), y: Math.round(b.y), beside };
        }),
      );
      expect(boxes.filter((b) => !b.beside).length, `${width} px: each box before its word`).toBe(0);
      const lines = [...new Set(boxes.map((b) => b.y))].map((y) => boxes.filter((b) => b.y === y).map((b) => b.x));
      const columns = lines[0];
      lines.forEach((xs, i) =>
        expect(xs, `${width} px, line ${i + 1}`).toEqual(i < lines.length - 1 ? columns : columns.slice(0, xs.length)),
      );
    }
    await page.getByRole("checkbox", { name: "Tekstet" }).check();
    await page.getByRole("checkbox", { name: "Teleslynge" }).check();
    await expect(page).toHaveURL(/[?&]tilgang=teleslynge%2Ctekstet/);
    await expect(page.locator(".programme-filter summary")).toHaveText("Tilgjengelighet (2 valgt)");
    const expected = coming.filter((p) =>
      p.events.some((e) => ["tekstet", "teleslynge"].every((k) => accessOf(p.fields, e).includes(k as never))),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(coming.length);
    // The filter works over the whole programme, a page's worth of matches at a time.
    await expect(page.locator(".programme-list article").first()).toBeVisible();
    await showEveryCard(page);
    await expect(page.locator(".programme-list article")).toHaveCount(expected.length);
    // Each card shows the first date that has them, and says so.
    for (const p of expected) {
      const date = p.events.find((e) => accessOf(p.fields, e).includes("tekstet"))!;
      const card = page.locator(".programme-list article", { has: page.getByRole("link", { name: p.title, exact: true }) });
      // The same moment: cards built from the programme index write it in UTC.
      expect(Date.parse((await card.locator("time").getAttribute("datetime"))!)).toBe(Date.parse(date.start));
      await expect(card.getByRole("list", { name: "Tilgjengelighet" })).toContainText("Tekstet");
    }
    // Come back to the address, the choices are open, with the visitor's ticked.
    await page.goto(page.url());
    await expect(page.getByRole("checkbox", { name: "Tekstet" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Tekstet" })).toBeChecked();
    await expect(page.locator(".programme-list article").first()).toBeVisible();
    await showEveryCard(page);
    await expect(page.locator(".programme-list article")).toHaveCount(expected.length);
  });

  test("a culture page lists the production's features, and a date's own in its ticket row", async ({ page }) => {
    const p = coming.find((x) => x.fields.accessibility?.length && x.events.some((e) => e.accessibility?.length))!;
    await page.goto(`/${p.pageReference}`);
    await expect(page.getByRole("region", { name: "Tilgjengelighet" }).getByRole("listitem")).toHaveText(
      accessOf(p.fields).map(label),
    );
    const date = p.events.find((e) => e.accessibility?.length)!;
    const row = page.locator(".ticket-list tr", { has: page.locator(`time[datetime="${date.start}"]`) });
    await expect(row.getByRole("list", { name: "Tilgjengelighet" }).getByRole("listitem")).toHaveText(
      accessOf({}, date).map(label),
    );
  });

  test("the lobby screen shows them on each line", async ({ page }) => {
    await page.goto("/program-skjerm");
    const first = [...coming].sort((a, b) => Date.parse(a.events[0].start) - Date.parse(b.events[0].start))[0];
    const row = page.locator(".screen-program__list > li").first();
    await expect(row).toContainText(first.title);
    await expect(row.getByRole("list", { name: "Tilgjengelighet" }).getByRole("listitem")).toHaveText(
      accessOf(first.fields, first.events[0]).map(label),
    );
  });

  test("each hall's page lists seats, wheelchair places, hearing loop and step-free entrance", async ({ page }) => {
    const halls = content.pages.flatMap((pg) =>
      pg.blocks.flatMap((b) => (b.component === "HallAccess" ? [{ path: pg.path, data: b.data }] : [])),
    );
    expect(halls.map((h) => h.path).sort()).toEqual(expect.arrayContaining(["/auditorium", "/bojersalen", "/smia"]));
    for (const hall of halls) {
      await page.goto(hall.path);
      const facts = page.getByRole("region", { name: "Tilgjengelighet" });
      const yes = (v: unknown) => (v ? "Ja" : "Nei");
      for (const [term, value] of [
        ["Sitteplasser", String(hall.data.seats)],
        ["Rullestolplasser", String(hall.data.wheelchairSpaces)],
        ["Teleslynge", yes(hall.data.hearingLoop)],
        ["Trinnfri adkomst", yes(hall.data.stepFreeEntrance)],
      ])
        await expect(
          facts.locator("div", { has: page.locator("dt", { hasText: term }) }).locator("dd"),
          `${hall.path} ${term}`,
        ).toHaveText(value);
    }
  });
});
