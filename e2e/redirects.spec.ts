import { test, expect } from "./fixtures";
import { content } from "./content";

const [first, second] = content.redirects.filter((r) => r.toPath.startsWith("/"));

test.describe("redirects from redirects.json", () => {
  test("an old address opened directly lands on the new page", async ({ page }) => {
    await page.goto(first.fromPath);
    await expect(page).toHaveURL(new RegExp(`${first.toPath}$`));
    await expect(page.locator("h1").first()).toBeVisible();
  });

  test("an old address reached by in-site navigation lands on the new page", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.evaluate((to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to), second.fromPath);
    await expect(page).toHaveURL(new RegExp(`${second.toPath}$`));
    // Still the same document: the redirect happened inside the app, not by a reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("without JavaScript, the generated page sends the browser on (plain static host)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(first.fromPath);
    await expect(page).toHaveURL(new RegExp(`${first.toPath}$`));
    await context.close();
  });
});
