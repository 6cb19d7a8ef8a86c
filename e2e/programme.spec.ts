import { test, expect } from "./fixtures";
import { TEST_NOW } from "./test-clock";
import type { Page } from "@playwright/test";
import { content } from "./content";
import { E2E_PROGRAMME_PAGE_SIZE as PAGE_SIZE } from "../scripts/gatsby-build";
import { changeJsonAnswer } from "./answers";

const now = TEST_NOW;
const coming = content.productions
  .map((p) => ({
    ...p,
    events: p.events.filter((e) => Date.parse(e.start) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  }))
  .filter((p) => p.events.length > 0)
  .sort((a, b) => Date.parse(a.events[0].start) - Date.parse(b.events[0].start));
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: "Europe/Oslo" })
    .format(new Date(iso))
    .slice(0, 7);
const categories = [...new Set(coming.map((p) => p.fields.category))];
const category = categories.find((c) => coming.filter((p) => p.fields.category === c).length >= 2) ?? categories[0];
const pages = Math.ceil(coming.length / PAGE_SIZE);

/** "Vis flere arrangementer" until the whole programme is on the page. */
async function showAll(page: Page) {
  const more = page.getByRole("link", { name: "Vis flere arrangementer" });
  for (let shown = PAGE_SIZE; shown < coming.length; shown += PAGE_SIZE) {
    await more.click();
    await expect(page.locator(".programme-list article")).toHaveCount(Math.min(shown + PAGE_SIZE, coming.length));
  }
  await expect(more).toHaveCount(0);
}

test.describe("the programme", () => {
  test("the content spans several programme pages", () => {
    expect(pages, "more coming productions than one programme page holds").toBeGreaterThan(1);
  });

  test("lists coming events in date order with date, time, hall and a link; past ones left out", async ({ page }) => {
    await page.goto("/kulturprogram");
    const cards = page.locator(".programme-list article");
    await expect(cards).toHaveCount(PAGE_SIZE);
    await showAll(page);
    // The page's h1 is the programme's heading, so each card's title is an h2.
    const titles = await cards.locator("h2.card__title").allTextContents();
    expect(titles).toEqual(coming.map((p) => p.title));
    const first = cards.first();
    await expect(first.locator("time")).toHaveText(/^\p{L}{3}\. \d{1,2}\. \p{L}{3,4}\.? kl\. \d{2}:\d{2}$/u);
    await expect(first).toContainText(coming[0].events[0].hall);
    const past = content.productions.filter((p) => p.events.every((e) => Date.parse(e.start) < now));
    for (const p of past) await expect(page.getByRole("link", { name: p.title })).toHaveCount(0);
  });

  test("more events appear on demand, in place, with focus on the first one added", async ({ page }) => {
    await page.goto("/kulturprogram");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await expect(page.getByText(`${coming.length} arrangementer`)).toBeVisible();
    const more = page.getByRole("link", { name: "Vis flere arrangementer" });
    await expect(more).toHaveAttribute("href", "/kulturprogram/side/2");
    await more.click();
    await expect(page.locator(".programme-list article")).toHaveCount(Math.min(2 * PAGE_SIZE, coming.length));
    await expect(page.getByRole("link", { name: coming[PAGE_SIZE].title, exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/kulturprogram$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("a filter finds an event that is not on the first page, over the whole programme, with its picture", async ({ page }) => {
    const later = coming[coming.length - 1];
    const indexRequests: string[] = [];
    const contentFiles: string[] = [];
    page.on("request", (r) => r.url().endsWith("/programme-index.json") && indexRequests.push(r.url()));
    page.on("request", (r) => new URL(r.url()).pathname.startsWith("/images/") && contentFiles.push(r.url()));
    await page.goto("/kulturprogram");
    await expect(page.getByRole("link", { name: later.title, exact: true })).toHaveCount(0);
    expect(indexRequests).toEqual([]);
    await page.getByLabel("Kategori").selectOption(later.fields.category);
    await page.getByLabel("Måned").selectOption(monthOf(later.events[0].start));
    await expect(page.getByRole("link", { name: later.title, exact: true })).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    // Its card picture as the build made it for the listing pages, not the content's own file.
    const picture = page
      .locator(".programme-list article", { has: page.getByRole("link", { name: later.title, exact: true }) })
      .locator("img");
    await expect(picture).toHaveAttribute("src", /^\/static\/img\//);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(contentFiles).toEqual([]);
  });

  test("filters by category and month without a reload, and keeps the filter in the address", async ({ page }) => {
    await page.goto("/kulturprogram");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByLabel("Kategori").selectOption(category);
    await expect(page).toHaveURL(new RegExp(`kategori=${encodeURIComponent(category).replace(/%20/g, "\\+")}`));
    const expected = coming.filter((p) => p.fields.category === category);
    await expect(page.locator(".programme-list article")).toHaveCount(Math.min(expected.length, PAGE_SIZE));
    for (const card of await page.locator(".programme-list article").all()) await expect(card).toContainText(category);

    const month = monthOf(expected[0].events[0].start);
    await page.getByLabel("Måned").selectOption(month);
    await expect(page).toHaveURL(new RegExp(`maaned=${month}`));
    const inMonth = expected.filter((p) => p.events.some((e) => monthOf(e.start) === month));
    await expect(page.locator(".programme-list article")).toHaveCount(Math.min(inMonth.length, PAGE_SIZE));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // The shared link opens with the same filter.
    await page.goto(page.url());
    await expect(page.getByLabel("Kategori")).toHaveValue(category);
    await expect(page.locator(".programme-list article")).toHaveCount(Math.min(inMonth.length, PAGE_SIZE));
    await page.getByRole("button", { name: "Vis alt" }).click();
    await expect(page.locator(".programme-list article")).toHaveCount(PAGE_SIZE);
    await expect(page).toHaveURL(/\/kulturprogram$/);
  });

  test("an empty result says so", async ({ page }) => {
    const months = [...new Set(coming.flatMap((p) => p.events.map((e) => monthOf(e.start))))];
    const pair = categories
      .flatMap((c) => months.map((m) => [c, m]))
      .find(([c, m]) => !coming.some((p) => p.fields.category === c && p.events.some((e) => monthOf(e.start) === m)));
    expect(pair, "content has a category and month with no events").toBeTruthy();
    await page.goto(`/kulturprogram?kategori=${encodeURIComponent(pair![0])}&maaned=${pair![1]}`);
    await expect(page.getByText("Ingen arrangementer passer filteret")).toBeVisible();
  });

  test("a date that passes while the page is open disappears", async ({ page }) => {
    const firstPage = coming.slice(0, PAGE_SIZE);
    const target = firstPage.find((p) => p.events.length >= 2) ?? firstPage[0];
    const justAfterFirst = Date.parse(target.events[0].start) + 60_000;
    await page.clock.install({ time: justAfterFirst - 120_000 });
    await page.goto("/kulturprogram");
    const card = page.locator(".programme-list article", { has: page.getByRole("link", { name: target.title, exact: true }) });
    await expect(card.locator("time")).toHaveAttribute("datetime", target.events[0].start);
    await page.clock.runFor(3 * 60_000);
    if (target.events.length >= 2) await expect(card.locator("time")).toHaveAttribute("datetime", target.events[1].start);
    else await expect(card).toHaveCount(0);
  });
});

test.describe("the programme without JavaScript", () => {
  test("every event is reached through the programme's pages, each with its own address", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const seen: string[] = [];
    const addresses: string[] = [];
    let next: string | null = "/kulturprogram";
    while (next) {
      await page.goto(next);
      addresses.push(new URL(page.url()).pathname);
      for (const link of await page.locator(".programme-list article h2 a, .programme-list article h3 a").all()) {
        seen.push((await link.textContent()) ?? "");
        expect(await link.getAttribute("href")).toMatch(/^\/[a-z0-9-]+$/);
      }
      const nextLink = page.getByRole("link", { name: "Neste side" });
      next = (await nextLink.count()) > 0 ? await nextLink.getAttribute("href") : null;
      expect(addresses.length).toBeLessThanOrEqual(pages);
    }
    expect(addresses).toEqual(
      Array.from({ length: pages }, (_, i) => (i === 0 ? "/kulturprogram" : `/kulturprogram/side/${i + 1}`)),
    );
    expect(seen).toEqual(coming.map((p) => p.title));
    await expect(page).toHaveTitle(new RegExp(`^Side ${pages} – `));
    await page.getByRole("link", { name: coming[coming.length - 1].title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coming[coming.length - 1].title);
    await context.close();
  });
});

test.describe("the programme's pager", () => {
  test("offers the pages as a row of tap targets, the page shown filled", async ({ page }) => {
    // The browser tests' content and "now" are fixed: its programme spans three pages of PAGE_SIZE.
    expect(pages, "the test content's programme spans three pages").toBeGreaterThanOrEqual(3);
    await page.goto("/kulturprogram/side/2");
    const pager = page.getByRole("navigation", { name: "Sider i programmet" });
    await expect(pager.getByText("Side 2 av")).toBeVisible();
    const targets = pager.locator("a, [aria-current='page']");
    await expect(pager.locator("[aria-current='page']")).toHaveText("2");
    const boxes = await targets.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const list = getComputedStyle(el.closest("li")!).listStyleType;
        return { text: el.textContent, top: r.top, width: r.width, height: r.height, list, background: style.backgroundColor };
      }),
    );
    const texts = boxes.map((b) => b.text);
    expect(texts.slice(0, 4)).toEqual(["Forrige side", "1", "2", "3"]);
    expect(texts.at(-1)).toBe("Neste side");
    for (const box of boxes) {
      expect(box.width, box.text ?? "").toBeGreaterThanOrEqual(44);
      expect(box.height, box.text ?? "").toBeGreaterThanOrEqual(44);
      expect(box.list, "no list bullets").toBe("none");
    }
    // One row on a wide window, and the page shown is not drawn like the others.
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    expect(boxes.find((b) => b.text === "2")!.background).not.toBe(boxes.find((b) => b.text === "1")!.background);
  });
});

test.describe("programme cards", () => {
  const api = () => process.env.E2E_CINEMA_API as string;

  test("show the next date, hall, price from and age limit", async ({ page }) => {
    await page.goto("/kulturprogram");
    await showAll(page);
    for (const p of coming) {
      const card = page.locator(".programme-list article", { has: page.getByRole("link", { name: p.title, exact: true }) });
      await expect(card.locator("time")).toHaveAttribute("datetime", p.events[0].start);
      await expect(card.locator(".card__meta")).toContainText(p.events[0].hall);
      if (p.fields.priceFrom) await expect(card.locator(".card__meta")).toContainText(`Fra ${p.fields.priceFrom}`);
      if (p.fields.ageLimit) await expect(card.locator(".card__meta")).toContainText(p.fields.ageLimit);
    }
  });

  test("say 'Utsolgt' only when every date is sold out, and 'few left' for the next date", async ({ page }) => {
    // Productions whose dates the content does not already call sold out or cancelled.
    const plain = coming.filter((p) => p.events.every((e) => !e.status));
    const [several, allSold, fewFirst] = plain.filter((p) => p.events.length >= 2);
    const single = plain.find((p) => p.events.length === 1)!;
    // The cinema system says: the first date of `several`, every date of `allSold` and the only date
    // of `single` are sold out; the first date of `fewFirst` has 3 seats left, its others none.
    const sold = new Set([several.events[0].id, ...allSold.events.map((e) => e.id), single.events[0].id]);
    fewFirst.events.slice(1).forEach((e) => sold.add(e.id));
    await page.route(
      (url) => url.href.startsWith(`${api()}/118/events/`),
      (route) =>
        changeJsonAnswer<{ Id: string; SoldOut: boolean; AvailableSeats: number }[]>(route, (events) =>
          events.map((e) =>
            sold.has(e.Id)
              ? { ...e, SoldOut: true, AvailableSeats: 0 }
              : { ...e, SoldOut: false, AvailableSeats: e.Id === fewFirst.events[0].id ? 3 : 100 },
          ),
        ),
    );
    await page.goto("/kulturprogram");
    await showAll(page);
    const cardOf = (title: string) =>
      page.locator(".programme-list article", { has: page.getByRole("link", { name: title, exact: true }) });
    await expect(cardOf(single.title).getByText("Utsolgt")).toBeVisible();
    await expect(cardOf(allSold.title).getByText("Utsolgt", { exact: true })).toHaveCount(allSold.events.length);
    await expect(cardOf(allSold.title).getByText("Utsolgt", { exact: true }).filter({ visible: true })).toHaveCount(1);
    // Its later dates have seats: the card keeps quiet (the state is there, hidden).
    await expect(cardOf(several.title).locator(".live-status--sold-out")).toHaveCount(1);
    await expect(cardOf(several.title).getByText("Utsolgt")).toBeHidden();
    // Few seats on the next date is said, though the later ones are sold out; "Utsolgt" is not.
    await expect(cardOf(fewFirst.title).getByText("Få billetter igjen (3)")).toBeVisible();
    await expect(cardOf(fewFirst.title).getByText("Utsolgt", { exact: true }).filter({ visible: true })).toHaveCount(0);
  });
});
