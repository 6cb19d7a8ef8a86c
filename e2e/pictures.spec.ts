import { test, expect } from "./fixtures";
import { TEST_NOW, useTestClock } from "./test-clock";
import type { Browser, Page } from "@playwright/test";
import { content } from "./content";

const HALLS = ["/bojersalen", "/auditorium", "/smia", "/klubbrommet", "/kantine", "/kjokken", "/ove-og-musikkrom"];
const film = content.productions.find((p) => p.objectClass === "movie" && p.events.some((e) => Date.parse(e.start) > TEST_NOW))!;

type Shown = {
  src: string;
  srcset: string;
  sizes: string;
  loading: string;
  fetchpriority: string | null;
  webp: boolean;
  /** The <source> types the picture offers, in order. */
  types: string[];
  width: string | null;
  height: string | null;
  naturalWidth: number;
  box: { width: number; height: number };
  frame: { width: number; height: number; background: string } | null;
};

/** Every picture in the page's main part, as the visitor's browser has it. */
const picturesOn = (page: Page): Promise<Shown[]> =>
  page.locator("main img").evaluateAll((imgs) =>
    imgs.map((node) => {
      const img = node as HTMLImageElement;
      const frame = img.closest(".img-frame") as HTMLElement | null;
      const box = img.getBoundingClientRect();
      const f = frame?.getBoundingClientRect();
      return {
        src: img.currentSrc || img.src,
        srcset: img.getAttribute("srcset") ?? "",
        sizes: img.getAttribute("sizes") ?? "",
        loading: img.loading,
        fetchpriority: img.getAttribute("fetchpriority"),
        webp: Boolean(img.parentElement?.querySelector('source[type="image/webp"]')),
        types: [...new Set([...(img.parentElement?.querySelectorAll("source[type]") ?? [])].map((s) => s.getAttribute("type")!))],
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        naturalWidth: img.naturalWidth,
        box: { width: box.width, height: box.height },
        frame: frame && f ? { width: f.width, height: f.height, background: getComputedStyle(frame).backgroundImage } : null,
      };
    }),
  );

/** "/static/img/kveldssol-robater-1440x600-3f2a.webp" -> "kveldssol-robater": which photo it is, whatever the crop, size or format. */
const photoOf = (src: string) =>
  /\/static\/img\/(.+?)-\d+x\d+-[0-9a-f]+\.(avif|webp|jpg)$/.exec(new URL(src).pathname)?.[1] ?? new URL(src).pathname;
const widths = (srcset: string) => srcset.split(",").map((c) => Number(/\s(\d+)w$/.exec(c.trim())?.[1]));

/** The front page (or `path`) on Lighthouse's phone: 412 px wide at 1.75 device pixels. */
async function lighthousePhone(browser: Browser, path = "/") {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  await useTestClock(context);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test.describe("pictures", () => {
  test("the front page's main picture is a photograph in several widths, AVIF first, then WebP, loaded at once and first", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const hero = page.locator(".hero img");
    await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    const [main] = await picturesOn(page);
    expect(main.loading).toBe("eager");
    expect(main.fetchpriority).toBe("high");
    expect(main.types).toEqual(["image/avif", "image/webp"]);
    expect(widths(main.srcset).length).toBeGreaterThanOrEqual(3);
    expect(main.sizes).toBe("100vw");
    // Chromium takes the AVIF, half the WebP's bytes (gatsby/images/local-picture.ts).
    expect(main.src).toMatch(/\/static\/img\/kveldssol-robater-\d+x\d+-[0-9a-f]+\.avif$/);
    const response = await page.request.get(main.src);
    expect(response.headers()["content-type"]).toBe("image/avif");
    // Sharp on a 1440 px wide screen: the browser took a file at least as wide as the picture is drawn.
    expect(main.naturalWidth).toBeGreaterThanOrEqual(1440);
    // Cropped wide on large screens ...
    expect(main.frame!.width / main.frame!.height).toBeCloseTo(12 / 5, 1);
  });

  test("on a phone the main picture is cropped 4:3 and comes in a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const hero = page.locator(".hero img");
    await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    const [main] = await picturesOn(page);
    expect(main.frame!.width).toBeCloseTo(390, 0);
    expect(main.frame!.width / main.frame!.height).toBeCloseTo(4 / 3, 1);
    expect(main.naturalWidth).toBeLessThanOrEqual(1200);
    expect(main.naturalWidth / (await hero.evaluate((i: HTMLImageElement) => i.naturalHeight))).toBeCloseTo(4 / 3, 1);
  });

  test("the other pictures wait until they are near, keep their place meanwhile, and none shows twice", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    // The others take their files once the main picture is on the screen, which may come after the
    // load event, and then each as it comes within one screen of it (src/pictures/near-screen.ts).
    await expect.poll(async () => (await picturesOn(page)).length).toBeGreaterThanOrEqual(2);
    const frames = await page.locator("main .img-frame:visible").evaluateAll((all) =>
      all.map((frame) => ({
        top: frame.getBoundingClientRect().top,
        height: frame.getBoundingClientRect().height,
        background: getComputedStyle(frame).backgroundImage,
        files: Boolean(frame.querySelector("img")),
      })),
    );
    expect(frames.length).toBeGreaterThanOrEqual(10);
    for (const frame of frames) {
      // Loaded or not, the frame already has the picture's size and colours.
      expect(frame.height, JSON.stringify(frame)).toBeGreaterThan(100);
      expect(frame.background, JSON.stringify(frame)).toMatch(/^linear-gradient/);
    }
    // Those more than two screens down wait for the visitor to come nearer.
    const far = frames.filter((f) => f.top > 2 * 800 + 100);
    expect(far.length).toBeGreaterThan(0);
    expect(far.filter((f) => f.files)).toEqual([]);
    const [, ...rest] = await picturesOn(page);
    for (const p of rest) {
      expect(p.loading, p.src).toBe("lazy");
      expect(p.fetchpriority, p.src).toBeNull();
      expect(p.width && p.height, p.src).toBeTruthy();
    }
    // Scrolled to, every picture loads.
    for (const frame of await page.locator("main .img-frame:visible").all()) {
      await frame.scrollIntoViewIfNeeded();
      const img = frame.locator("img");
      await expect(img).toHaveCount(1);
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    }
    const photos = (await picturesOn(page)).map((p) => photoOf(p.src));
    expect(photos.length).toBeGreaterThanOrEqual(10);
    expect(
      photos.every((p) => !p.endsWith(".svg")),
      "no drawings among the pictures",
    ).toBe(true);
    expect(new Set(photos).size, `each picture once: ${photos.join(", ")}`).toBe(photos.length);
  });

  for (const hall of HALLS) {
    test(`${hall} shows a photograph`, async ({ page }) => {
      await page.goto(hall);
      const img = page.locator(".hero img");
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
      const [main] = await picturesOn(page);
      expect(main.src).toMatch(/\/static\/img\/.+\.(avif|webp|jpg)$/);
      expect(main.loading).toBe("eager");
      const photos = (await picturesOn(page)).map((p) => photoOf(p.src));
      expect(new Set(photos).size).toBe(photos.length);
    });
  }

  test("on a phone a card's or slide's picture comes in the width it is drawn at, not the screen's", async ({ browser }) => {
    // Cards are drawn inside the page's margins.
    const { context, page } = await lighthousePhone(browser);
    // Photographs in several widths; a poster drawn as SVG has one size for every screen.
    // Each gets its files as it comes near the screen: scrolled to, one by one.
    const frames = page.locator(".programme-list .img-frame:visible, .slideshow .img-frame:visible");
    await expect(frames.first()).toBeVisible();
    const checked: string[] = [];
    for (const frame of await frames.all()) {
      await frame.scrollIntoViewIfNeeded();
      const img = frame.locator("img");
      await expect(img).toHaveCount(1);
      if (!(await img.getAttribute("srcset"))) continue;
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
      const { drawn, src } = await img.evaluate((i: HTMLImageElement) => ({
        drawn: i.getBoundingClientRect().width,
        src: i.currentSrc,
      }));
      // naturalWidth is in CSS pixels once a srcset width is chosen: the file's own width is in its name.
      const natural = Number(/-(\d+)x\d+-[0-9a-f]+\.(webp|jpg)$/.exec(src)?.[1]);
      expect(drawn, src).toBeLessThan(412);
      // The smallest file that is sharp at 1.75x: 720 px for a card or slide about 380 px wide, not the 1080 or 960 px one.
      expect(natural, src).toBeGreaterThanOrEqual(drawn * 1.75);
      expect(natural, src).toBeLessThanOrEqual(720);
      checked.push(src);
    }
    // Cards (3:2) and the slideshow's visible slide (16:9) both came in the 720 px width.
    expect(checked.filter((src) => /-720x480-/.test(src)).length, checked.join(", ")).toBeGreaterThan(0);
    expect(checked.filter((src) => /-720x405-/.test(src)).length, checked.join(", ")).toBe(1);
    await context.close();
  });

  test("on a phone the programme's first card, the page's largest paint, comes as AVIF; the next as WebP", async ({
    browser,
  }) => {
    const { context, page } = await lighthousePhone(browser, "/kulturprogram");
    const frames = page.locator(".programme-list .img-frame");
    const shown = (n: number) =>
      frames
        .nth(n)
        .locator("img")
        .evaluate((i: HTMLImageElement) => (i.complete && i.naturalWidth > 0 ? i.currentSrc : ""));
    const typesOf = (n: number) =>
      frames
        .nth(n)
        .locator("source")
        .evaluateAll((sources) => sources.map((s) => s.getAttribute("type")));
    await expect.poll(() => shown(0)).toMatch(/\/static\/img\/.+-720x480-[0-9a-f]+\.avif$/);
    expect(await typesOf(0)).toEqual(["image/avif", "image/webp"]);
    await frames.nth(1).scrollIntoViewIfNeeded();
    await expect.poll(() => shown(1)).toMatch(/\/static\/img\/.+-720x480-[0-9a-f]+\.webp$/);
    expect(await typesOf(1)).toEqual(["image/webp"]);
    await context.close();
  });

  test("on a phone the pictures near the top wait until the main picture is on the screen, then load", async ({ browser }) => {
    // The cards and the slide just below the main picture are within the browser's lazy-loading distance.
    const { context, page } = await lighthousePhone(browser);
    const firstCard = page.locator(".programme-list img").first();
    await expect.poll(() => firstCard.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/static\/img\/.+\.webp$/);
    const { painted, hero, others } = await page.evaluate(async () => {
      const lcp = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const main = document.querySelector(".hero img") as HTMLImageElement;
      const images = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) =>
        r.name.includes("/static/img/"),
      );
      return {
        painted: (lcp as (PerformanceEntry & { element: Element | null })[]).find((e) => e.element === main)?.startTime,
        hero: images.filter((r) => r.name === main.currentSrc).length,
        others: images.filter((r) => r.name !== main.currentSrc).map((r) => ({ name: r.name, start: r.startTime })),
      };
    });
    expect(painted, "the main picture was the largest paint").toBeGreaterThan(0);
    expect(hero, "the main picture fetched once").toBe(1);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.start, other.name).toBeGreaterThanOrEqual(painted!);
    await context.close();
  });

  test("on a phone the pictures below the first screen wait until the visitor moves, then come a screen ahead", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 412, height: 823 } });
    await useTestClock(context);
    const page = await context.newPage();
    await page.goto("/kulturprogram");
    // The main picture (the first card's) painted: the moment the others were given their files.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          new PerformanceObserver((list) => {
            const main = document.querySelector('img[fetchpriority="high"]');
            if (list.getEntries().some((e) => (e as PerformanceEntry & { element?: Element }).element === main)) resolve();
          }).observe({ type: "largest-contentful-paint", buffered: true }),
        ),
    );
    await page.waitForLoadState("networkidle");
    const frames = () =>
      page
        .locator(".programme-list .img-frame")
        .evaluateAll((all) =>
          all.map((frame) => ({ top: frame.getBoundingClientRect().top, files: Boolean(frame.querySelector("img")) })),
        );
    const below = (await frames()).filter((f) => f.top >= 823);
    // One screen down and more: none fetched by a visitor who has only looked at the first screen.
    expect(below.filter((f) => f.top < 2 * 823).length).toBeGreaterThan(0);
    expect(below.filter((f) => f.files)).toEqual([]);
    const fetched = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((r) => r.name.includes("/static/img/")).length,
    );
    expect(fetched, "only the main picture").toBe(1);
    // A little scroll: the next cards, within a screen of it, get their files and load.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 200);
    const next = page.locator(".programme-list .img-frame").nth(1).locator("img");
    await expect(next).toHaveCount(1);
    await expect.poll(() => next.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  test("without JavaScript every picture still shows, in the place kept for it", async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const frames = await page.locator("main .img-frame").all();
    expect(frames.length).toBeGreaterThanOrEqual(10);
    for (const frame of frames) {
      await frame.scrollIntoViewIfNeeded();
      const shown = frame.locator("img[src]");
      await expect(shown).toHaveCount(1);
      await expect.poll(() => shown.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
      const [img, box] = await Promise.all([shown.boundingBox(), frame.boundingBox()]);
      expect(img, (await shown.getAttribute("alt")) ?? "").toEqual(box);
    }
    await context.close();
  });

  test("the logo and the tab's icon come as PNG files the build drew, sharp at the screen's density", async ({ browser }) => {
    // An SVG in an <img> or as the tab's icon is a whole document to the browser (drawn-icons.ts).
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
    });
    const page = await context.newPage();
    await page.goto("/");
    const logo = page.locator(".site-header__logo img");
    await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(await logo.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/static\/icons\/logo-600x144-[0-9a-f]+\.png$/);
    expect(await logo.getAttribute("alt")).toBeTruthy();
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("href"), l.getAttribute("type")]));
    expect(icons.length).toBeGreaterThan(0);
    for (const [href, type] of icons) {
      expect(type).toBe("image/png");
      const answer = await page.request.get(href!);
      expect([answer.status(), answer.headers()["content-type"]]).toEqual([200, "image/png"]);
    }
    await context.close();
  });

  test("a 5640 px camera original reaches a phone as a small file", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/kulturbygging");
    const img = page.locator(".hero img");
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    const [main] = await picturesOn(page);
    expect(photoOf(main.src)).toBe("maleri-elefanter");
    expect(main.naturalWidth).toBeLessThanOrEqual(1200);
    const bytes = (await (await page.request.get(main.src)).body()).length;
    expect(bytes).toBeLessThan(400_000);
  });

  test("a production's page shows its own picture first and once; the rest loads later", async ({ page }) => {
    await page.goto(`/${film.pageReference}`);
    const cover = page.locator(".culture__cover img");
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).toHaveAttribute("alt", film.assets[0].alt);
    // Its page's largest paint, so AVIF before the WebP (gatsby/images/presets.ts).
    await expect.poll(() => cover.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\/static\/img\/.+\.avif$/);
    expect((await picturesOn(page))[0].types).toEqual(["image/avif", "image/webp"]);
    const sources = (await picturesOn(page)).map((p) => p.src);
    expect(new Set(sources).size).toBe(sources.length);
    // Link previews get a JPEG of the production's picture, 1200x630.
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(og).toMatch(/^https?:\/\/.+\/static\/img\/.+-1200x630-[0-9a-f]+\.jpg$/);
  });
});
