import { test, expect } from "./fixtures";
import { TEST_NOW } from "./test-clock";
import { ACCESS_WORDS, content } from "./content";
import { accessOf } from "../src/access-features/access-features";

const accessLabel = (key: string) => ACCESS_WORDS[key];

const now = TEST_NOW;
const production = content.productions
  .filter((p) => p.objectClass === "culture")
  .map((p) => ({
    ...p,
    events: p.events.filter((e) => Date.parse(e.start) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  }))
  .sort((a, b) => b.events.length - a.events.length)[0];

test.describe("a culture page", () => {
  test("has a ticket row per date linking to that event in the ticket shop", async ({ page }) => {
    await page.goto(`/${production.pageReference}`);
    const rows = page.locator(".ticket-list tbody tr");
    await expect(rows).toHaveCount(production.events.length);
    for (const [i, event] of production.events.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(event.hall);
      await expect(row.getByRole("link", { name: /Kjøp billett/ })).toHaveAttribute(
        "href",
        new RegExp(`^https://.+/arrangement/${event.id}$`),
      );
    }
    await expect(page.locator(".culture__cover img")).toHaveCSS("object-position", /%/);
  });

  test("offers each date as a calendar file", async ({ page, request }) => {
    await page.goto(`/${production.pageReference}`);
    const row = page.locator(`.ticket-list tr[data-event="${production.events[0].id}"]`);
    await row.getByText("Legg i kalender").click();
    const link = row.getByRole("link", { name: /^Last ned kalenderfil for / });
    const href = await link.getAttribute("href");
    expect(href).toBe(`/kalender/${production.events[0].id}.ics`);
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const ics = await response.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(
      `DTSTART:${new Date(production.events[0].start)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    expect(ics.replace(/\r\n /g, "")).toContain(`SUMMARY:${production.title.replace(/([,;])/g, "\\$1")}`);
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe(`${production.events[0].id}.ics`);
  });

  test("describes its dates as schema.org Events", async ({ page }) => {
    await page.goto(`/${production.pageReference}`);
    const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(raw!);
    const events = Array.isArray(data) ? data : [data];
    expect(events).toHaveLength(production.events.length);
    for (const e of events) {
      expect(e["@type"]).toBe("Event");
      expect(e.name).toBe(production.title);
      expect(e.location.address.addressLocality).toBeTruthy();
      expect(e.image[0]).toMatch(/^https?:\/\//);
      expect(e.offers.url).toMatch(/\/arrangement\//);
    }
  });

  test("sends VIEW_ITEM on opening and BUY_TICKET on the ticket link", async ({ page }) => {
    const pushed: Record<string, unknown>[] = [];
    await page.exposeFunction("recordDataLayer", (entry: Record<string, unknown>) => pushed.push(entry));
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      layer.push = (...items: unknown[]) => {
        items.forEach((i) => (window as unknown as { recordDataLayer: (e: unknown) => void }).recordDataLayer(i));
        return Array.prototype.push.apply(layer, items);
      };
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    });
    await page.route(/\/arrangement\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Billettluke</title>" }),
    );
    await page.goto(`/${production.pageReference}`);
    await expect
      .poll(() => pushed.find((p) => p.action === "VIEW_ITEM"))
      .toMatchObject({
        event: "select_item",
        ecommerce: {
          items: [{ item_id: production.id, item_name: production.title, item_category: production.fields.category, index: 1 }],
        },
      });
    await page
      .getByRole("link", { name: /Kjøp billett/ })
      .first()
      .click();
    await expect
      .poll(() => pushed.find((p) => p.action === "BUY_TICKET"))
      .toMatchObject({
        event: "select_item",
        ecommerce: { items: [{ item_id: production.id, item_name: production.title, index: 1 }] },
      });
  });

  test("works where no analytics script is loaded", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/${production.pageReference}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(production.title);
    expect(errors).toEqual([]);
  });
});

const api = () => process.env.E2E_CINEMA_API as string;
type LiveEvent = { Id: string; SoldOut: boolean; AvailableSeats: number };
const liveEvents = async (page: import("@playwright/test").Page) =>
  (await (
    await page.request.get(
      `${api()}/118/events/118?keys=${content.productions.flatMap((p) => p.events.map((e) => e.id)).join(",")}`,
    )
  ).json()) as LiveEvent[];
const productionOf = (eventId: string) => content.productions.find((p) => p.events.some((e) => e.id === eventId))!;
const film = content.productions.find((p) => p.objectClass === "movie" && p.events.some((e) => Date.parse(e.start) > TEST_NOW))!;

test.describe("a culture page, as a visitor reads it", () => {
  for (const width of [390, 1440]) {
    test(`says what it is, then dates and tickets, then the text, then the cinema's film info and reviews (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${film.pageReference}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "Anmeldelser" })).toBeVisible();
      const top = async (locator: import("@playwright/test").Locator) => (await locator.boundingBox())!.y;
      const order = [
        await top(main.locator(".culture__category")),
        await top(main.getByRole("heading", { level: 1, name: film.title })),
        await top(main.locator(".culture__summary")),
        await top(main.locator(".culture__facts")),
        await top(main.getByRole("heading", { name: "Datoer og billetter" })),
        await top(main.getByRole("heading", { name: "Handlingen" })),
        await top(main.getByRole("heading", { name: "Om filmen" })),
        await top(main.getByRole("heading", { name: "Anmeldelser" })),
      ];
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const facts = main.locator(".culture__facts");
      await expect(facts).toContainText(`Varighet${Math.floor(film.fields.duration! / 60)} t ${film.fields.duration! % 60} min`);
      await expect(facts).toContainText(`Aldersgrense${film.fields.ageLimit}`);
      await expect(facts).toContainText(`Språk${film.fields.language}`);
      await expect(facts).toContainText(`PrisFra ${film.fields.priceFrom}\u00a0kr`);
      await expect(facts).toContainText(`Sal${film.events[0].hall}`);
      // Access features are listed with icons and words of their own (e2e/access-features.spec.ts).
      await expect(main.getByRole("region", { name: "Tilgjengelighet" }).getByRole("listitem")).toHaveText(
        accessOf(film.fields).map(accessLabel),
      );
      // No link on the page, the film panel's included (once its movie info is in), leads back to the page.
      await expect(main.locator(".film-panel__rating")).toBeVisible();
      const selfLinks = await main.locator("a[href]").evaluateAll((links) =>
        links
          .filter((a) => !a.getAttribute("href")!.startsWith("#"))
          .map((a) => new URL((a as HTMLAnchorElement).href))
          .filter(
            (url) => url.origin === location.origin && url.pathname.replace(/\/$/, "") === location.pathname.replace(/\/$/, ""),
          )
          .map((url) => url.href),
      );
      expect(selfLinks).toEqual([]);
    });
  }

  test("a sold-out date says so and offers no buy link; few seats left says how many", async ({ page }) => {
    const live = await liveEvents(page);
    const soldOut = live.find((e) => e.SoldOut)!;
    const few = live.find((e) => !e.SoldOut && e.AvailableSeats <= 10)!;
    await page.goto(`/${productionOf(soldOut.Id).pageReference}`);
    const soldRow = page.locator(`.ticket-list tr[data-event="${soldOut.Id}"]`);
    await expect(soldRow.getByText("Utsolgt")).toBeVisible();
    await expect(soldRow.locator(".ticket-list__buy")).toBeHidden();
    await expect(soldRow.getByRole("link", { name: /Kjøp billett/ })).toHaveCount(0);
    await page.goto(`/${productionOf(few.Id).pageReference}`);
    const fewRow = page.locator(`.ticket-list tr[data-event="${few.Id}"]`);
    await expect(fewRow.getByText(`Få billetter igjen (${few.AvailableSeats})`)).toBeVisible();
    await expect(fewRow.getByRole("link", { name: /Kjøp billett/ })).toBeVisible();
  });

  test("the dates read as two short blocks on a 390 px phone: day, then time and hall, then the ticket", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${film.pageReference}`);
    const rows = page.locator(".ticket-list tbody tr");
    await expect(rows).toHaveCount(film.events.filter((e) => Date.parse(e.start) > TEST_NOW).length);
    for (const row of await rows.all()) {
      const [box, day, time, hall, calendar] = await Promise.all(
        [
          row,
          row.locator(".ticket-list__day"),
          row.locator(".ticket-list__time"),
          row.locator(".ticket-list__hall"),
          row.locator(".ticket-list__calendar summary"),
        ].map((l) => l.boundingBox()),
      );
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      // Time under the day, never glued to it ("søndag 6.14:00"); the hall under the time.
      expect(time!.y).toBeGreaterThan(day!.y + day!.height - 2);
      expect(hall!.y).toBeGreaterThanOrEqual(time!.y + time!.height - 2);
      await expect(row.locator(".ticket-list__time")).toHaveText(/^kl\.\s\d{2}:\d{2}$/);
      expect(calendar!.height).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeLessThan(220);
    }
  });
});
