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

/** Waits until React has taken over the page again (after a reload the test did not start with goto). */
export async function whenHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

/** The first title on the programme screen: the text before the category in its line. */
export async function firstProgrammeTitle(page: Page): Promise<string> {
  const title = await page
    .locator(".screen-program__title")
    .first()
    .evaluate((el) => el.firstChild?.textContent ?? "");
  expect(title.trim()).not.toBe("");
  return title.trim();
}

/** The productions a lobby slideshow shows at `now`, each with the picture it shows. */
export function comingSlides(now: number): { title: string; picture: string }[] {
  return content.productions
    .filter((p) => p.events.some((e) => Date.parse(e.start) >= now))
    .map((p) => ({ title: p.title, picture: p.assets.find((a) => a.type === "first_image")?.url ?? "" }))
    .filter((s) => s.picture !== "");
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
  return page.locator(".screen-slide").evaluate((slide) => {
    const img = slide.querySelector("img");
    const title = slide.querySelector("h1")?.textContent ?? "";
    if (!img) return { title, picture: "none" as const };
    if (!img.complete) return { title, picture: "loading" as const };
    return { title, picture: img.naturalWidth > 0 ? ("shown" as const) : ("broken" as const) };
  });
}
