import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { content } from "./content";
import { TEST_NOW } from "./test-clock";
import { startOwnSite } from "./own-site";
import { whenControlled, whenSavedForOffline } from "./service-worker";
import { isSameDocument, markDocument, openAccessChoices, savingData } from "./visitor";
import { OFFLINE_MESSAGES } from "../src/features/offline";

// A page built of islands (src/islands/pages.ts): an article. Its HTML is the build's, and only its
// islands start, each when it is needed, with React and their own code alone. This one is less than
// a year old, so it says nothing of its age (an old one says so at once). The site's notice, still to
// come by the suite's clock, starts as the page opens.
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const recent = content.articles.find((a) => TEST_NOW - Math.max(a.createdAt, a.updatedAt) < YEAR_MS);
const ARTICLE = `/article/${recent!.slug}`;

/** The scripts the page has fetched so far (paths). */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((p) => p.endsWith(".js") || p.endsWith(".json")),
  );

/** The header's code arrives only when the test lets it: answers the call that lets it. */
async function holdHeaderCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/island-site-header-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("pages built of islands", () => {
  // An article, a content page (with the newsletter in its body, and pictures that wait for the main
  // one), and the front page (the programme's teaser, a slideshow).
  for (const path of [ARTICLE, "/kontakt-oss", "/"]) {
    test(`${path} opens with the islands' script: no Gatsby runtime, no page data but a slideshow's own, and the header and newsletter only once the visitor turns to the page`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const opened = await scriptsFetched(page);
      expect(
        opened.some((p) => /^\/islands-[0-9a-f]+\.js$/.test(p)),
        opened.join(", "),
      ).toBe(true);
      expect(opened.filter((p) => /^\/(app|component---|island-site-header|island-newsletter)/.test(p))).toEqual([]);
      // No page data, but for a slideshow that starts as it comes near the screen: its slides are in
      // its page's data (src/blocks/slideshow-part.tsx), and nothing else is.
      const slideshow = opened.some((p) => /^\/island-slideshow-[0-9a-f]+\.js$/.test(p));
      expect(opened.filter((p) => p.startsWith("/page-data/"))).toEqual(
        slideshow ? [`/page-data/${path === "/" ? "index" : path.replace(/^\/|\/$/g, "")}/page-data.json`] : [],
      );
      // The first touch starts the islands that wait for it.
      await page.mouse.move(10, 300);
      await page.mouse.down();
      await page.mouse.up();
      await expect
        .poll(async () => (await scriptsFetched(page)).filter((p) => /^\/(island-site-header|island-newsletter)-/.test(p)).length)
        .toBe(2);
      expect((await scriptsFetched(page)).filter((p) => /^\/(app|component---)/.test(p))).toEqual([]);
    });
  }

  test("a heart on the front page's programme pressed before its cards' data is there is not lost; that data comes once, for the slideshow too", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    // The teaser's cards come from the page's data as it starts (src/blocks/programme-teaser-part.tsx).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/page-data\/index\/page-data\.json/, async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto("/");
    const teaser = page.locator("section.culture-program");
    const heart = teaser.getByRole("button", { name: /^Husk / }).first();
    const title = (await heart.getAttribute("aria-label"))!.replace(/^Husk /, "");
    await heart.click();
    await expect.poll(() => asked.length).toBe(1);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    release();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Husket (1)" })).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("rk-husket"))) ?? "[]")).toMatchObject([{ title }]);
    // The slideshow, further down, starts as it comes near the screen, from the same answer.
    await page.locator("section.slideshow").scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await scriptsFetched(page)).some((p) => /^\/island-slideshow-[0-9a-f]+\.js$/.test(p)))
      .toBe(true);
    await expect(page.locator('[data-island="slideshow"]')).toHaveAttribute("data-island-started", "");
    expect(asked).toHaveLength(1);
    expect(errors.filter((e) => /could not start/.test(e))).toEqual([]);
  });

  test("the search page finds the address's query at once, and a new search changes the address in the same document", async ({
    page,
  }) => {
    await page.goto("/search?q=gavekort");
    await expect(page.getByText(/\d+ treff for «gavekort»/)).toBeVisible();
    expect((await scriptsFetched(page)).filter((p) => /^\/(app|component---)|^\/page-data\//.test(p))).toEqual([]);
    await markDocument(page);
    await page.getByLabel("Hva leter du etter?").fill("konsert");
    await page.getByRole("main").getByRole("button", { name: "Søk", exact: true }).click();
    await expect(page.getByText(/\d+ treff for «konsert»/)).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=konsert$/);
    expect(await isSameDocument(page), "the new search stayed in the page").toBe(true);
    // Back goes to the search before, in the same page.
    await page.goBack();
    await expect(page.getByText(/\d+ treff for «gavekort»/)).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a tap on the menu before the header's code is there is not lost: the menu opens once it is", async ({ page }) => {
      const release = await holdHeaderCode(page);
      await page.goto(ARTICLE);
      const toggle = page.getByRole("button", { name: "Meny" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      release();
      await expect(page.getByRole("button", { name: "Lukk meny" })).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Program" })).toBeVisible();
    });
  });

  test("a search typed before the header's code is there goes to the search page with the visitor's words", async ({ page }) => {
    const release = await holdHeaderCode(page);
    await page.goto(ARTICLE);
    const field = page.getByRole("banner").getByRole("searchbox", { name: "Søk på nettstedet" });
    await field.fill("jazz i smia");
    release();
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=jazz(\+|%20)i(\+|%20)smia$/);
  });

  test("shows a visitor who has saved something the heart with the count as it opens", async ({ page }) => {
    const production = content.productions[0];
    await page.addInitScript(([key, entry]) => localStorage.setItem(key, JSON.stringify([entry])), [
      "rk-husket",
      { kind: "production", id: production.id, title: production.title, path: `/${production.pageReference}`, dates: [] },
    ] as const);
    await page.goto(ARTICLE);
    await expect(page.getByRole("banner").getByRole("link", { name: "Husket (1)" })).toBeVisible();
  });
});

test.describe("a production's page built of islands", () => {
  // Two dates, a day apart, after the suite's "now".
  const production = content.productions.find(
    (p) => p.events.length === 2 && p.events.every((e) => Date.parse(e.start) > TEST_NOW),
  )!;
  const PRODUCTION = `/${production.pageReference}`;
  const [first, last] = production.events.map((e) => Date.parse(e.start)).sort((a, b) => a - b);

  // A small phone, on which the dates are more than a screen below the top (within one, they are asked as it opens).
  test.describe("on a small phone", () => {
    test.use({ viewport: { width: 390, height: 480 } });

    test("opens without Gatsby's runtime, and asks the dates' live ticket state only as the dates come near the screen", async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (r) => /\/events\/\d+\?keys=/.test(r.url()) && asked.push(r.url()));
      await page.goto(PRODUCTION);
      await page.waitForLoadState("networkidle");
      expect((await scriptsFetched(page)).filter((p) => /^\/(app|component---)|^\/page-data\//.test(p))).toEqual([]);
      expect(asked, "no live state asked while the dates are far below").toEqual([]);
      await page.getByRole("heading", { name: "Datoer og billetter" }).scrollIntoViewIfNeeded();
      await expect.poll(() => asked.length).toBe(1);
      for (const event of production.events) expect(new URL(asked[0]).searchParams.get("keys")?.split(",")).toContain(event.id);
    });
  });

  test("a press of Husk before its code is there is not lost: the production is saved once it is", async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/island-husk-[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(PRODUCTION);
    const husk = page.getByRole("button", { name: `Husk ${production.title}`, exact: true });
    await husk.click();
    await expect(husk).toHaveAttribute("aria-pressed", "false");
    release();
    await expect(husk).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Husket (1)" })).toBeVisible();
  });

  test("a date is offered until it starts, and once none is left the page says so (on a phone, where a date is a block of its own)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: first - 30_000 });
    await page.goto(PRODUCTION);
    const rows = page.locator(".ticket-list tbody tr");
    await expect(rows.filter({ visible: true })).toHaveCount(2);
    await page.clock.runFor(60_000);
    await expect(rows.filter({ visible: true })).toHaveCount(1);
    await expect(
      page.locator(`.ticket-list tr[data-event="${production.events.find((e) => Date.parse(e.start) === last)!.id}"]`),
    ).toBeVisible();
    await page.clock.runFor(last - first);
    await expect(page.getByText(`Det er ingen kommende forestillinger av ${production.title}.`)).toBeVisible();
    await expect(page.locator(".ticket-list")).toBeHidden();
    await expect(page.locator(".culture__to-tickets")).toBeHidden();
  });
});

test.describe("the programme page built of islands", () => {
  test("opens with the cards as the build wrote them, asks their live ticket state, and loads none of the programme's code", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (r) => /\/events\/\d+\?keys=/.test(r.url()) && asked.push(r.url()));
    await page.goto("/kulturprogram");
    // The cards' live ticket state is asked for, every date of the page in one request.
    await expect.poll(() => asked.length).toBe(1);
    // Every card's coming dates, though each card's island names only its own.
    const titles = await page.locator(".programme-list article").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    const pageDates = titles.flatMap((title) =>
      content.productions
        .find((p) => p.title === title.trim())!
        .events.filter((e) => Date.parse(e.start) > TEST_NOW)
        .map((e) => e.id),
    );
    expect(new URL(asked[0]).searchParams.get("keys")?.split(",")).toEqual(expect.arrayContaining(pageDates));
    await page.waitForLoadState("networkidle");
    const opened = await scriptsFetched(page);
    expect(opened.filter((p) => /^\/(app|component---|island-programme|programme-loader)|^\/page-data\//.test(p))).toEqual([]);
    // The live states are drawn by the islands' own script, which draws them without React: no chunk
    // of their own, and not the cards' React parts. (React still comes on this build's pages, for its
    // urgent notice and its consent notice.)
    expect(opened.filter((p) => /^\/island-(live-status|card-status|cinema)-/.test(p))).toEqual([]);
  });

  test("a category chosen and a box ticked before the programme's code is there are both kept, and filter the list once it is", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/island-programme-[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/kulturprogram");
    await page.getByLabel("Kategori").selectOption("Film");
    await openAccessChoices(page);
    await page.getByRole("checkbox", { name: "Tekstet" }).check();
    await expect(page.getByLabel("Kategori")).toHaveValue("Film");
    release();
    await expect(page).toHaveURL(/[?&]kategori=Film&tilgang=tekstet$/);
    await expect(page.getByLabel("Kategori")).toHaveValue("Film");
    await expect(page.getByRole("checkbox", { name: "Tekstet" })).toBeChecked();
    const films = content.productions.filter(
      (p) =>
        p.fields.category === "Film" &&
        p.events.some(
          (e) =>
            Date.parse(e.start) > TEST_NOW && [...(p.fields.accessibility ?? []), ...(e.accessibility ?? [])].includes("tekstet"),
        ),
    );
    await expect(page.locator(".programme-list article")).toHaveCount(films.length);
  });
});

test.describe("an article without a connection", () => {
  // The offline worker may register here (the suite blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  test("a link to a saved page opens it in the page, from what is saved; a link to any other keeps the visitor there, told why", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    // A copy of the site of this test's own, whose network it can take away.
    const site = await startOwnSite(context);
    try {
      // Only the pages opened are saved: none fetched ahead of a click.
      await savingData(page);
      await page.goto(`${site.url}/`);
      await whenControlled(page);
      // A page built of islands keeps itself once the worker controls it, by fetching what it is made of.
      await whenSavedForOffline(page, ["/"]);
      const front = (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
      await page.goto(`${site.url}${ARTICLE}`);
      await whenSavedForOffline(page, ["/", ARTICLE]);

      await site.goOffline();
      await markDocument(page);
      await page.getByRole("contentinfo").getByRole("link", { name: "Personvernerklæring" }).click();
      await expect(page.getByRole("status")).toHaveText(OFFLINE_MESSAGES.pageNotSaved);
      await expect(page).toHaveURL(`${site.url}${ARTICLE}`);

      await page.getByRole("banner").locator('a[href="/"]').first().click();
      await expect(page).toHaveURL(`${site.url}/`);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(front);
      expect(await isSameDocument(page), "the page opened in the article's document").toBe(true);
    } finally {
      await site.close();
    }
  });
});
