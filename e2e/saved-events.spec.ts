import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { test, expect } from "./fixtures";
import { content } from "./content";
import { TEST_NOW } from "./test-clock";
import { startOwnSite } from "./own-site";
import { whenControlled, whenSavedForOffline } from "./service-worker";
import { openAccessChoices } from "./visitor";

const record = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "calendar-sequence.json"), "utf8")) as Record<
  string,
  { sequence: number }
>;
const coming = content.productions.filter((p) => p.events.some((e) => Date.parse(e.start) > TEST_NOW));
const musical = content.productions.find((p) => p.fields.ticketSaleStart)!;

function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

test.describe("Husk: saved events without an account", () => {
  test("a card's heart keeps the production; the saved list shares it, and a friend's link opens the same list", async ({
    page,
    browser,
  }) => {
    await page.goto("/kulturprogram");
    const first = coming.sort((a, b) => Date.parse(a.events[0].start) - Date.parse(b.events[0].start))[0];
    const heart = page.getByRole("button", { name: `Husk ${first.title}`, exact: true });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.press("Enter");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toBeFocused();

    await page.goto("/husket");
    await expect(page.getByRole("heading", { name: "Husket", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: first.title })).toHaveAttribute("href", `/${first.pageReference}`);
    const link = await page.getByRole("textbox", { name: "Lenke til listen" }).inputValue();
    expect(new URL(link).search).toBe(`?forestillinger=${first.id}`);

    // A friend: another browser profile, nothing stored; unknown and hostile ids in the link are left out.
    const friend = await browser.newContext();
    const other = await friend.newPage();
    const errors: string[] = [];
    other.on("pageerror", (e) => errors.push(e.message));
    await other.goto(`${link}&datoer=ev-finnes-ikke,..%2Fx,%3Cscript%3E`);
    const shared = other.getByRole("region", { name: "Delt med deg" });
    await expect(shared.getByRole("link", { name: first.title })).toBeVisible();
    await expect(shared.getByRole("listitem").filter({ has: other.getByRole("link") })).toHaveCount(1);
    await shared.getByRole("button", { name: "Husk alle (1)" }).click();
    await expect(other.getByRole("status").filter({ hasText: "lagt til i listen din" })).toBeVisible();
    expect(JSON.parse((await other.evaluate(() => localStorage.getItem("rk-husket"))) ?? "[]")).toHaveLength(1);
    expect(errors).toEqual([]);
    await friend.close();
  });

  test("a date's heart and one calendar file with every saved date, with the reminder chosen", async ({ page }) => {
    const dates = musical.events.filter((e) => Date.parse(e.start) > TEST_NOW && e.status !== "cancelled");
    await page.goto(`/${musical.pageReference}`);
    for (const date of dates.slice(0, 2))
      await page
        .locator(`tr[data-event="${date.id}"]`)
        .getByRole("button", { name: /^Husk / })
        .click();
    await page.goto("/husket");
    await page.getByRole("radio", { name: "To timer før" }).check();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /^Last ned kalenderfil \(2 datoer\)$/ }).click(),
    ]);
    const events = readIcs(fs.readFileSync((await download.path())!, "utf8"));
    expect(events.map((e) => e.uid)).toEqual(dates.slice(0, 2).map((d) => `${d.id}@${content.site.host}`));
    for (const [i, e] of events.entries()) {
      expect(e.sequence).toBe(record[dates[i].id].sequence);
      expect(String(e.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger"))).toBe("-PT2H");
    }
  });

  test("stale and broken entries in storage are dropped without a word; past ones are set aside", async ({ page }) => {
    const past = content.productions.flatMap((p) =>
      p.events.filter((e) => Date.parse(e.start) < TEST_NOW).map((e) => ({ p, e })),
    )[0];
    await page.goto("/");
    await page.evaluate(
      ([pastEntry]) =>
        localStorage.setItem(
          "rk-husket",
          JSON.stringify([
            pastEntry,
            {
              kind: "date",
              id: "ev-borte",
              title: "Borte",
              path: "/borte",
              dates: [{ id: "ev-borte", start: "2027-01-01T12:00:00Z", hall: "Smia" }],
            },
            { kind: "production", id: "x", title: "<img src=x onerror=alert(1)>", path: "javascript:alert(1)", dates: [] },
            "søppel",
          ]),
        ),
      [
        {
          kind: "date",
          id: past.e.id,
          title: past.p.title,
          path: `/${past.p.pageReference}`,
          dates: [{ id: past.e.id, start: past.e.start, hall: past.e.hall }],
        },
      ],
    );
    await page.goto("/husket");
    const earlier = page.getByRole("region", { name: "Tidligere" });
    await expect(earlier.getByRole("link", { name: past.p.title })).toBeVisible();
    await expect(page.getByText("Borte")).toHaveCount(0);
    await expect(page.getByText("Du har ikke husket noe som kommer.")).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("rk-husket") ?? "[]").length)).toBe(1);
    // Set aside, and gone with one press: focus stays on the page, with the word of what happened.
    await earlier.getByRole("button", { name: "Fjern tidligere fra listen" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Tidligere arrangementer er fjernet fra listen." })).toBeFocused();
    await expect(page.getByRole("region", { name: "Tidligere" })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("rk-husket"))).toBe("[]");
  });
});

test.describe("calendars their way", () => {
  test("each date offers the file, Google Calendar and Outlook; the ticket sale start has an entry of its own", async ({
    page,
  }) => {
    await page.goto(`/${musical.pageReference}`);
    const sale = page.getByRole("region", { name: "Billettsalget starter" });
    await expect(sale).toContainText("tirsdag 1. desember 2026 kl. 10:00");
    await sale.getByText("Legg billettsalget i kalender").click();
    const file = await sale.getByRole("link", { name: /^Last ned kalenderfil/ }).getAttribute("href");
    const [entry] = readIcs(await (await page.request.get(file!)).text());
    expect(entry.summary).toBe(`Billettsalget starter: ${musical.title}`);
    expect(entry.startDate.toJSDate().getTime()).toBe(Date.parse(musical.fields.ticketSaleStart!));
    expect(entry.sequence).toBe(record[`billettsalg/${musical.id}`].sequence);

    const date = musical.events.find((e) => Date.parse(e.start) > TEST_NOW && e.status !== "cancelled")!;
    const row = page.locator(`tr[data-event="${date.id}"]`);
    await row.getByText("Legg i kalender").click();
    const google = new URL((await row.getByRole("link", { name: /i Google Kalender/ }).getAttribute("href"))!);
    expect(google.host).toBe("calendar.google.com");
    expect(google.searchParams.get("text")).toBe(musical.title);
    const outlook = new URL((await row.getByRole("link", { name: /i Outlook/ }).getAttribute("href"))!);
    expect(outlook.host).toBe("outlook.live.com");
    expect(Date.parse(outlook.searchParams.get("startdt")!)).toBe(Date.parse(date.start));
  });

  test("the programme's subscribe link follows the visitor's filter", async ({ page }) => {
    await page.goto("/kulturprogram");
    await page.getByLabel("Kategori").selectOption("Film");
    await openAccessChoices(page);
    await page.getByRole("checkbox", { name: "Tekstet" }).check();
    const subscribe = page.getByRole("link", { name: "Abonner på utvalget Film med tekstet" });
    await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/[^/]+\/kalender\/kategori\/film\/tilgang\/tekstet\.ics$/);
    const file = await page.getByRole("link", { name: "Last ned utvalget Film med tekstet (.ics)" }).getAttribute("href");
    const events = readIcs(await (await page.request.get(file!)).text());
    const expected = content.productions
      .filter((p) => p.fields.category === "Film")
      .flatMap((p) =>
        p.events.filter(
          (e) =>
            Date.parse(e.start) > TEST_NOW && [...(p.fields.accessibility ?? []), ...(e.accessibility ?? [])].includes("tekstet"),
        ),
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(events.map((e) => e.uid).sort()).toEqual(expected.map((e) => `${e.id}@${content.site.host}`).sort());
  });
});

test.describe("the saved list without a connection", () => {
  // About the offline worker: it may register here (the suite blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("a press of Husk keeps the saved list's page, which then opens offline with what was saved", async ({ context, page }) => {
    test.setTimeout(60_000);
    const site = await startOwnSite(context);
    try {
      await page.goto(`${site.url}/kulturprogram`);
      await whenControlled(page);
      const first = coming.sort((a, b) => Date.parse(a.events[0].start) - Date.parse(b.events[0].start))[0];
      await page.getByRole("button", { name: `Husk ${first.title}`, exact: true }).click();
      // Never opened: the press fetched it ahead, and the worker kept it.
      await whenSavedForOffline(page, ["/husket"]);
      const pageCodeKept = () =>
        page.evaluate(async () => {
          for (const name of await caches.keys())
            if ((await (await caches.open(name)).keys()).some((r) => r.url.includes("component---src-pages-husket"))) return true;
          return false;
        });
      await expect.poll(pageCodeKept).toBe(true);
      await site.goOffline();
      await page.goto(`${site.url}/husket`);
      await expect(page.getByRole("heading", { name: "Husket", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: first.title })).toBeVisible();
    } finally {
      await site.close();
    }
  });
});
