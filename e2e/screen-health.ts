import { expect, type Locator, type Page } from "@playwright/test";
import { content } from "./content";

/** What a lobby screen's console says, by level, from now on (its service worker's own console aside). */
export function watchConsole(page: Page): { errors: string[]; infos: string[]; warnings: string[] } {
  const seen = { errors: [] as string[], infos: [] as string[], warnings: [] as string[] };
  page.on("console", (message) => {
    const text = `${message.text()} (${message.location().url})`;
    if (message.type() === "error") seen.errors.push(text);
    else if (message.type() === "warning") seen.warnings.push(text);
    else if (message.type() === "info") seen.infos.push(text);
  });
  page.on("pageerror", (error) => seen.errors.push(`uncaught: ${error.message}`));
  return seen;
}

/** The health a lobby screen carries (src/features/screens/ScreenHealthMark.tsx). */
export const healthMark = (page: Page): Locator => page.locator(".screen-health");

export async function screenHealth(page: Page) {
  const mark = healthMark(page);
  return {
    build: await mark.getAttribute("data-build"),
    lastReached: await mark.getAttribute("data-last-reached"),
    savedCopy: await mark.getAttribute("data-saved-copy"),
    newerBuild: await mark.getAttribute("data-newer-build"),
  };
}

/**
 * Waits until the screen's build check has had the site's answer at `since` (epoch ms, the page's
 * clock) or later. A check still under way when the next is due is given up (useScreenHealth.ts):
 * a test that moves the fake clock on while a check waits for the network has that check come to
 * nothing, and the checks it fires on the way too, all but the last.
 */
export async function checkedSince(page: Page, since: number): Promise<void> {
  try {
    await expect
      .poll(async () => Date.parse((await healthMark(page).getAttribute("data-last-reached")) ?? "") >= since, {
        message: `the screen heard from the site at ${new Date(since).toISOString()} or later`,
      })
      .toBe(true);
  } catch (error) {
    // What the screen says of itself, and its clock, for whoever reads the failure.
    const health = await screenHealth(page).catch(() => null);
    const now = await page.evaluate(() => new Date().toISOString()).catch(() => "unknown");
    throw new Error(`${(error as Error).message}\nThe screen's mark: ${JSON.stringify(health)}; its clock: ${now}`);
  }
}

/**
 * Waits until the screen has checked again after the fake clock's last jump, and had its answer:
 * the clock runs on by one check period (`every`), and that check must answer. A check the jump
 * fired and left waiting for the network is given up for it (useScreenHealth.ts), so from then on
 * nothing the jump started is still to come. (Waiting for that last check instead failed now and
 * then on a busy machine: the test could not tell it from one already given up.)
 */
export async function lastCheckAnswered(page: Page, every: number): Promise<void> {
  const settled = await page.evaluate(() => Date.now());
  await page.clock.runFor(every);
  await checkedSince(page, settled);
}

/** Waits until React has taken over the page again (after a reload the test did not start with goto). */
export async function whenHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
}

/**
 * A production's title as a lobby screen shows it (a row's name, a slide's heading), read with the
 * status badge's text, if any, in front ("Avlyst", "Utsolgt"): the title without it.
 */
export const withoutStatus = ({ text, status }: { text: string; status: string | null }): string =>
  (status && text.startsWith(status) ? text.slice(status.length) : text).trim();

/** The first production's title on the programme screen: its name, without a status before it ("Avlyst"). */
export async function firstProgrammeTitle(page: Page): Promise<string> {
  const title = withoutStatus(
    await page
      .locator(".screen-program__name")
      .first()
      .evaluate((el) => ({
        text: el.textContent ?? "",
        status: el.querySelector(".screen-program__status")?.textContent ?? null,
      })),
  );
  expect(title.trim()).not.toBe("");
  return title.trim();
}

/**
 * The productions a lobby slideshow shows at `now`, each with the picture it shows: the file the
 * build made from the content's image for the screen (`made`: content URL -> that file's path).
 */
export function comingSlides(now: number, made: Record<string, string> = {}): { title: string; picture: string }[] {
  return content.productions
    .filter((p) => p.events.some((e) => Date.parse(e.start) >= now))
    .map((p) => {
      const url = p.assets.find((a) => a.type === "first_image")?.url ?? "";
      return { title: p.title, picture: made[url] ?? url };
    })
    .filter((s) => s.picture !== "");
}

/** The pictures the build made for a page's blocks, read from its page data: content URL -> file path. */
export async function madePictures(page: Page, pagePath: string): Promise<Record<string, string>> {
  const data = await page.evaluate(async (p) => (await fetch(`/page-data${p}/page-data.json`)).json(), pagePath);
  const made: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.url === "string" && typeof record.src === "string" && Array.isArray(record.sources))
      made[record.url] = new URL(record.src, "http://x").pathname;
    Object.values(record).forEach(visit);
  };
  visit(data);
  return made;
}

/** The addresses in the screen's own picture cache (src/features/screens/screen-pictures.ts). */
export async function savedScreenPictures(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has("kulturhus-skjermbilder"))) return [];
    const cache = await caches.open("kulturhus-skjermbilder");
    return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
  });
}

/** The slide showing: its title, and whether its picture is there (loaded, not broken) or the slide is text only. */
export async function slideShowing(page: Page): Promise<{ title: string; picture: "shown" | "broken" | "loading" | "none" }> {
  await page.locator(".screen-slide").waitFor({ state: "attached" });
  // Found and read in one go: a slide found by a locator may be gone from the page by the time it
  // is read (the next slide replaced it), and a slide out of the page has no style to go by.
  const seen = await page.evaluate(() => {
    const slide = document.querySelector(".screen-slide");
    // A slide not drawn (its picture still being checked) shows nothing yet.
    if (!slide || getComputedStyle(slide).visibility === "hidden") return { text: "", status: null, picture: "loading" as const };
    const img = slide.querySelector("img");
    // The heading, and the date's status before the title in it ("Utsolgt"), for withoutStatus.
    const heading = slide.querySelector("h1");
    const title = {
      text: heading?.textContent ?? "",
      status: heading?.querySelector(".screen-program__status")?.textContent ?? null,
    };
    if (!img) return { ...title, picture: "none" as const };
    if (!img.complete) return { ...title, picture: "loading" as const };
    return { ...title, picture: img.naturalWidth > 0 ? ("shown" as const) : ("broken" as const) };
  });
  return { title: withoutStatus(seen), picture: seen.picture };
}

/**
 * The photo files the programme screen's rows show, both orientations', for the productions still to
 * come at `now`: read from the screen's page data as the build made them (a row's landscape JPEG is
 * the first in its srcset, its portrait one the JPEG source for a screen on its end).
 */
export async function programmePhotoFiles(page: Page, now: number): Promise<string[]> {
  const data = await page.evaluate(async () => (await fetch("/page-data/program-skjerm/page-data.json")).json());
  const made = new Map<string, { srcSet: string; sources: { media?: string; type?: string; srcSet: string }[] }>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.url === "string" && typeof record.srcSet === "string" && Array.isArray(record.sources))
      made.set(record.url, record as never);
    Object.values(record).forEach(visit);
  };
  visit(data);
  const first = (srcSet: string) => new URL(srcSet.split(/[\s,]+/)[0], "http://x").pathname;
  const files = comingSlides(now).flatMap(({ picture }) => {
    const p = made.get(picture);
    if (!p) return [];
    const portrait = p.sources.find((s) => s.media === "(orientation: portrait)" && !s.type);
    return [first(p.srcSet), ...(portrait ? [first(portrait.srcSet)] : [])];
  });
  return [...new Set(files)].sort();
}

/** Notes in the page the fetches under way (installed after the fake clock, so it sees the page's own). */
export function countQuestions() {
  const w = window as unknown as { __underWay: Set<Promise<unknown>> };
  w.__underWay = new Set();
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof window.fetch>) => {
    const answer = fetch(...args);
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    w.__underWay.add(settled);
    void settled.then(() => w.__underWay.delete(settled));
    return answer;
  };
}

/**
 * Waits until every fetch the page has under way is answered (or failed) and the page has acted
 * on it (a task later: MessageChannel, which the fake clock leaves alone). Needs countQuestions.
 */
export async function questionsAnswered(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as unknown as { __underWay: Set<Promise<unknown>> };
    const nextTask = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    while (w.__underWay.size > 0) {
      await Promise.all([...w.__underWay]);
      await nextTask();
    }
    await nextTask();
  });
}
