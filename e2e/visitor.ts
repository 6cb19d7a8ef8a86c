import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** Marks the document, so a test can tell whether the page has loaded anew since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sammeDokument?: boolean }).__sammeDokument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sammeDokument?: boolean }).__sammeDokument === true);
}

/** A visitor saving data: Gatsby then fetches no page ahead of a click, so a page is loaded only when opened. */
export async function savingData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
  );
}

/**
 * "Vis flere arrangementer" until the programme shows every card it has: the whole programme
 * unfiltered (a link to the next page), or every match of a filter (a button).
 */
export async function showEveryCard(page: Page): Promise<void> {
  const more = page
    .getByRole("link", { name: "Vis flere arrangementer" })
    .or(page.getByRole("button", { name: "Vis flere arrangementer" }));
  const cards = page.locator(".programme-list article");
  while ((await more.count()) > 0) {
    const before = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(before);
  }
}

/** Opens the programme's access choices, folded under "Tilgjengelighet" until the visitor opens them. */
export async function openAccessChoices(page: Page): Promise<void> {
  await page.locator(".programme-filter summary", { hasText: "Tilgjengelighet" }).click();
  await expect(page.getByRole("checkbox", { name: "Teleslynge" })).toBeVisible();
}
