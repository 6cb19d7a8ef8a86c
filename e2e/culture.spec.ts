import { test, expect } from "./fixtures";
import { content } from "./content";

const now = Date.now();
const production = content.productions
  .filter((p) => p.objectClass === "culture")
  .map((p) => ({ ...p, events: p.events.filter((e) => Date.parse(e.start) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)) }))
  .sort((a, b) => b.events.length - a.events.length)[0];

test.describe("a culture page", () => {
  test("has a ticket row per date linking to that event in the ticket shop", async ({ page }) => {
    await page.goto(`/${production.pageReference}`);
    const rows = page.locator(".ticket-list tbody tr");
    await expect(rows).toHaveCount(production.events.length);
    for (const [i, event] of production.events.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(event.hall);
      await expect(row.getByRole("link", { name: /Kjøp billett/ })).toHaveAttribute("href", new RegExp(`^https://.+/arrangement/${event.id}$`));
    }
    await expect(page.locator(".culture__cover")).toHaveCSS("object-position", /%/);
  });

  test("offers each date as a calendar file", async ({ page, request }) => {
    await page.goto(`/${production.pageReference}`);
    const link = page.getByRole("link", { name: /i kalender/ }).first();
    const href = await link.getAttribute("href");
    expect(href).toBe(`/kalender/${production.events[0].id}.ics`);
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    const ics = await response.text();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`DTSTART:${new Date(production.events[0].start).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
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
    await page.route(/\/arrangement\//, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Billettluke</title>" }));
    await page.goto(`/${production.pageReference}`);
    await expect.poll(() => pushed.find((p) => p.action === "VIEW_ITEM")).toMatchObject({
      event: "select_item",
      ecommerce: { items: [{ item_id: production.id, item_name: production.title, item_category: production.fields.category, index: 1 }] },
    });
    await page.getByRole("link", { name: /Kjøp billett/ }).first().click();
    await expect.poll(() => pushed.find((p) => p.action === "BUY_TICKET")).toMatchObject({
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
