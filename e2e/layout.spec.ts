import { test, expect } from "./fixtures";
import sharp from "sharp";
import { TEST_NOW } from "./test-clock";
import type { Page } from "@playwright/test";
import { content } from "./content";

const film = content.productions.find((p) => p.objectClass === "movie" && p.events.some((e) => Date.parse(e.start) > TEST_NOW))!;
const PAGES = [
  "/",
  "/kulturprogram",
  `/${film.pageReference}`,
  "/utleie",
  "/bojersalen",
  "/search?q=konsert",
  "/article/article-leter-du-etter-den-perfekte-gaven",
  // Headings of one long word each ("Tilgjengelighetserklæring", "Personvernerklæring").
  "/tilgjengelighetserklaering",
  "/personvernerklaering",
];

/** The rows a card list is laid out in: how many cards share each top edge. */
const rowsOf = (page: Page, list: string) =>
  page.locator(list).evaluateAll((lists) =>
    lists.map((ul) => {
      const tops = [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top));
      return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    }),
  );

test.describe("the design at a phone's and a large screen's width", () => {
  for (const path of PAGES) {
    test(`${path} fits a 390 px phone: nothing wider than the screen, every control at least 44 px tall`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const small = await page
        .locator("main a.button, main button, header button, header a.icon-button")
        .evaluateAll((els) =>
          els
            .filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().height < 44)
            .map((e) => e.outerHTML.slice(0, 80)),
        );
      expect(small).toEqual([]);
    });
  }

  test("the header's icons keep their size on phones from 320 to 430 px, with the saved list's heart and without", async ({
    page,
  }) => {
    const bar = () =>
      page.locator(".site-header__bar").evaluate((el) => ({
        wide: document.documentElement.scrollWidth,
        icons: [...el.querySelectorAll(".icon-button svg")]
          .filter((svg) => (svg as SVGElement).getBoundingClientRect().width > 0 || svg.closest(".menu-toggle"))
          .map((svg) => Math.round(svg.getBoundingClientRect().width)),
        logo: Math.round(el.querySelector(".site-header__logo img")!.getBoundingClientRect().width),
      }));
    for (const saved of [false, true]) {
      if (saved) {
        await page.goto("/kulturprogram");
        await page
          .getByRole("button", { name: /^Husk / })
          .first()
          .click();
        await expect(page.locator(".saved-link")).toBeVisible();
      }
      for (const width of [320, 360, 390, 430]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/kulturprogram");
        if (saved) await expect(page.locator(".saved-link")).toBeVisible();
        const seen = await bar();
        const at = `${width} px${saved ? ", a production saved" : ""}`;
        expect(seen.wide, at).toBeLessThanOrEqual(width);
        // Search, (saved,) profile and the menu, each drawn at 24 px.
        expect(seen.icons, at).toEqual(Array(saved ? 4 : 3).fill(24));
        expect(seen.logo, at).toBeGreaterThanOrEqual(width < 360 ? 70 : 110);
        await expect(page.getByRole("button", { name: "Meny" }), at).toBeVisible();
      }
    }
  });

  test("card lists leave no card alone on a row at 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ["/", "/utleie", "/andre-rom", "/kulturprogram"]) {
      await page.goto(path);
      for (const rows of await rowsOf(page, ".cards, .programme-list")) {
        const total = rows.reduce((a, b) => a + b, 0);
        if (total > 1) expect(rows[rows.length - 1], `${path}: rows ${rows.join("+")}`).toBeGreaterThan(1);
      }
    }
    // The front page's four coming events side by side in one row, the four halls likewise.
    await page.goto("/");
    expect(await rowsOf(page, ".culture-program .programme-list")).toEqual([[4]]);
    expect(await rowsOf(page, ".card-list .cards")).toEqual([[4]]);
  });

  test("a card's text keeps its padding however its title wraps, and the whole card leads to its page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/utleie");
    for (const card of await page.locator(".card").all()) {
      const [box, title, text] = await Promise.all([
        card.boundingBox(),
        card.locator(".card__title").boundingBox(),
        card.locator(".card__text").boundingBox(),
      ]);
      expect(title!.x - box!.x).toBeGreaterThanOrEqual(15);
      expect(box!.x + box!.width - (title!.x + title!.width)).toBeGreaterThanOrEqual(15);
      expect(text!.x - box!.x).toBeGreaterThanOrEqual(15);
    }
    // A tap on a card's picture follows its link (the title's link covers the whole card).
    const first = page.locator(".card-list .card").first();
    const href = await first.locator(".card__title a").getAttribute("href");
    await first.locator(".img-frame").scrollIntoViewIfNeeded();
    const picture = (await first.locator(".img-frame").boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("a card on the keyboard's focus has the focus ring all round it, and a pointer over it lifts it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.goto("/kulturprogram");
    await page.getByRole("button", { name: "Avslå" }).click(); // the statistics question, over the cards
    await page.mouse.move(0, 0);
    const card = page.locator(".programme-card").first();
    const link = card.locator(".card__title a");
    await card.scrollIntoViewIfNeeded();
    /** Whether each side of the card (top, right, bottom, left) has the focus colour within 6 px of its edge, inside or out. */
    const FOCUS = [0xf2, 0xb7, 0x05]; // --color-focus
    const ringed = async () => {
      const edge = (await card.boundingBox())!;
      const box = { x: edge.x - 6, y: edge.y - 6, width: edge.width + 12, height: edge.height + 12 };
      const { data, info } = await sharp(await page.screenshot({ clip: box }))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scale = info.width / box.width;
      const focusAt = (x: number, y: number) => {
        const i = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
        return FOCUS.every((c, k) => Math.abs(data[i + k] - c) <= 8);
      };
      const across = (at: (d: number) => [number, number]) =>
        Array.from({ length: 12 }, (_, d) => at(d)).some(([x, y]) => focusAt(x, y));
      const [w, h] = [box.width, box.height];
      return [
        across((d) => [w / 2, d]),
        across((d) => [w - 1 - d, h / 2]),
        across((d) => [w / 2, h - 1 - d]),
        across((d) => [d, h / 2]),
      ];
    };
    expect(await ringed()).toEqual([false, false, false, false]);
    await page.keyboard.press("Tab"); // the keyboard in use: the next focus shows its ring
    await link.focus();
    expect(await link.evaluate((a) => a.matches(":focus-visible"))).toBe(true);
    expect(await ringed()).toEqual([true, true, true, true]);
    await link.blur();

    const lift = () => card.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
    expect(await lift()).toBe(0);
    const picture = (await card.locator(".img-frame").boundingBox())!;
    await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect.poll(lift).toBe(-2);
  });

  test("the type scale and buttons are the design system's at both widths", async ({ page }) => {
    for (const [width, h1Min] of [
      [390, 32],
      [1440, 48],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${film.pageReference}`);
      const h1 = await page.locator("h1").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(h1).toBeGreaterThanOrEqual(h1Min);
      const body = await page.locator(".culture__summary").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(body).toBeGreaterThanOrEqual(17);
      const buy = page.locator(".ticket-list__buy").first();
      await expect(buy).toHaveCSS("background-color", "rgb(242, 165, 65)");
      await expect(buy).toHaveCSS("border-radius", "999px");
    }
  });
});

test.describe("what lies below the first screen", () => {
  /** Whether the browser has skipped drawing this element's contents (content-visibility: auto, out of sight). */
  const skipped = (page: Page, selector: string) =>
    page.locator(selector).evaluate((e) => !e.checkVisibility({ contentVisibilityAuto: true }));

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const)
    test(`cards and the footer are drawn as they come near, at the height they kept open for them (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      let farCards = 0;
      for (const path of ["/kulturprogram", "/"]) {
        await page.goto(path);
        // On a phone the footer is screens away as the page opens, and so is the last card where it
        // lies three screens down (the test programme's four cards end nearer than that).
        if (width < 600) {
          expect(await skipped(page, ".site-footer address >> nth=-1"), `${path}: footer`).toBe(true);
          const lastCardTop = await page.locator(".card >> nth=-1").evaluate((e) => e.getBoundingClientRect().top);
          if (lastCardTop > 3 * height) {
            farCards += 1;
            expect(await skipped(page, ".card >> nth=-1 >> .card__title"), `${path}: last card`).toBe(true);
          }
        }
        // A first visit's statistics question is in the page's flow at its end: measured with it there.
        await page.locator("#samtykke .consent-notice").waitFor();
        const atOpen = await page.evaluate(() => document.documentElement.scrollHeight);
        // Down the page a screen at a time, as a visitor scrolls, to the end. The last card is drawn
        // once it is in sight (at the end it may be far above again: a phone's footer is taller
        // than its screen, and a card out of sight is skipped once more).
        let lastCardInSight = false;
        for (let y = 0; y < atOpen; y += height) {
          // At once (the site scrolls without animation), so what is in sight is read where it stopped.
          await page.evaluate((by) => window.scrollBy(0, by), height);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          const inSight = await page
            .locator(".card >> nth=-1")
            .evaluate((e) => e.getBoundingClientRect().bottom > 0 && e.getBoundingClientRect().top < window.innerHeight);
          if (!inSight) continue;
          lastCardInSight = true;
          await expect
            .poll(() => skipped(page, ".card >> nth=-1 >> .card__title"), { message: `${path}: last card drawn in sight` })
            .toBe(false);
        }
        expect(lastCardInSight, `${path}: the last card came into sight`).toBe(true);
        await expect
          .poll(() => skipped(page, ".site-footer address >> nth=-1"), { message: `${path}: footer drawn` })
          .toBe(false);
        // The page is as long as it looked: the scroll bar did not jump under the visitor.
        const drawn = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(Math.abs(drawn - atOpen) / atOpen, `${path}: ${atOpen} px as it opened, ${drawn} px drawn`).toBeLessThan(0.05);
      }
      if (width < 600) expect(farCards, "a last card three screens down, not drawn as the page opened").toBeGreaterThan(0);
    });
});
