import fs from "node:fs";
import { TEST_NOW } from "./test-clock";
import path from "node:path";
import ICAL from "ical.js";
import { test, expect } from "./fixtures";
import { content } from "./content";
import { SITE_ROOT } from "./test-site";

const record = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "calendar-sequence.json"), "utf8")) as Record<
  string,
  { sequence: number }
>;
const now = TEST_NOW;
const coming = content.productions.flatMap((p) =>
  p.events.filter((e) => Date.parse(e.start) > now).map((e) => ({ ...e, production: p })),
);
const uid = (id: string) => `${id}@${content.site.host}`;

/** Reads a feed the way a calendar program does: with an iCalendar parser. */
async function readFeed(request: import("@playwright/test").APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

test.describe("calendar feeds to subscribe to", () => {
  test("the programme links a feed of every coming date, by https and webcal", async ({ page }) => {
    await page.goto("/kulturprogram");
    const subscribe = page.getByRole("link", { name: "Abonner på hele programmet" });
    const webcal = await subscribe.getAttribute("href");
    const https = await page.getByRole("link", { name: "Last ned hele programmet (.ics)" }).getAttribute("href");
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/kalender\/program\.ics$/);
    expect(new URL(webcal!).pathname).toBe(https);

    const { calendar, events } = await readFeed(page.request, new URL(https!, page.url()).href);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${content.site.name}: program`);
    expect(events.map((e) => e.uid).sort()).toEqual(coming.map((e) => uid(e.id)).sort());
    for (const date of coming) {
      const event = events.find((e) => e.uid === uid(date.id))!;
      expect(event.startDate.toJSDate().getTime(), date.id).toBe(Date.parse(date.start));
      expect(event.summary).toContain(date.production.title);
      expect(event.location).toContain(date.hall);
      expect(event.component.getFirstPropertyValue("dtstamp"), date.id).toBeTruthy();
      // SEQUENCE as the committed record holds it for this content.
      expect(event.sequence, date.id).toBe(record[date.id].sequence);
      expect(event.component.getFirstPropertyValue("status"), date.id).toBe(
        date.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      );
    }
    // The content has a date that was moved after it was first published, and a cancelled one.
    expect(events.some((e) => e.sequence >= 1)).toBe(true);
    expect(events.some((e) => e.component.getFirstPropertyValue("status") === "CANCELLED")).toBe(true);
  });

  test("the programme reached by a link inside the site has its calendar links", async ({ page }) => {
    // From a page Gatsby renders in the browser (the saved list): its links open the next page in it.
    await page.goto("/husket");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Program" }).click();
    await expect(page).toHaveURL(/\/kulturprogram$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.getByRole("link", { name: "Abonner på hele programmet" })).toHaveAttribute("href", /^webcal:\/\//);
    await page.getByText("Abonner på én kategori").click();
    await expect(page.getByRole("link", { name: /^Abonner på / }).nth(1)).toBeVisible();
  });

  test("each category has its own feed with only its dates", async ({ page }) => {
    await page.goto("/kulturprogram");
    await page.getByText("Abonner på én kategori").click();
    const categories = [...new Set(coming.map((e) => e.production.fields.category))];
    for (const category of categories) {
      await expect(page.getByRole("link", { name: `Abonner på ${category}`, exact: true })).toHaveAttribute(
        "href",
        /^webcal:\/\//,
      );
      const href = await page.getByRole("link", { name: `Last ned ${category} (.ics)` }).getAttribute("href");
      const { events } = await readFeed(page.request, new URL(href!, page.url()).href);
      expect(events.map((e) => e.uid).sort(), category).toEqual(
        coming
          .filter((e) => e.production.fields.category === category)
          .map((e) => uid(e.id))
          .sort(),
      );
    }
  });

  test("a cancelled date says so on its page and offers no tickets", async ({ page }) => {
    const cancelled = coming.find((e) => e.status === "cancelled")!;
    await page.goto(`/${cancelled.production.pageReference}`);
    const row = page.locator(".ticket-list tr", { has: page.locator(`time[datetime="${cancelled.start}"]`) });
    await expect(row).toContainText("Avlyst");
    await expect(row.getByRole("link", { name: /Kjøp billett/ })).toHaveCount(0);
  });
});

test.describe("every calendar file the build wrote", () => {
  const kalender = path.join(SITE_ROOT, "kalender");
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".ics") ? [path.join(dir, e.name)] : [],
      );

  test("is read by an iCalendar parser: a calendar with its product and version, every event with its id, time, title and stamp", () => {
    const all = files(kalender);
    // One per date, per ticket sale start, and the feeds (every date, per category, per access feature).
    expect(all.length).toBeGreaterThan(coming.length);
    const problems: string[] = [];
    for (const file of all) {
      const name = path.relative(kalender, file);
      try {
        const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(file, "utf8")));
        if (calendar.name !== "vcalendar") problems.push(`${name}: not a VCALENDAR`);
        for (const property of ["prodid", "version"])
          if (!calendar.getFirstPropertyValue(property)) problems.push(`${name}: no ${property.toUpperCase()}`);
        for (const vevent of calendar.getAllSubcomponents("vevent")) {
          const event = new ICAL.Event(vevent);
          if (!event.uid || !event.startDate || !event.summary || !vevent.getFirstPropertyValue("dtstamp"))
            problems.push(`${name}: an event without UID, DTSTART, SUMMARY or DTSTAMP`);
        }
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
