import { test, expect } from "./fixtures";
import { builtPage } from "./built-page";
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

  test("without JavaScript, an old address lands on the new page (nginx answers 301)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(first.fromPath);
    await expect(page).toHaveURL(new RegExp(`${first.toPath}$`));
    await context.close();
  });

  test("for a host that cannot redirect, the build leaves a page at the old address that sends the browser on", () => {
    for (const { fromPath, toPath } of content.redirects) {
      const stub = builtPage(fromPath);
      expect(stub('meta[http-equiv="refresh"]').attr("content")).toBe(`0; url=${toPath}`);
      expect(stub('meta[name="robots"]').attr("content")).toContain("noindex");
    }
  });
});

test.describe("redirects answered by the server", () => {
  test("every old address is a 301 to where it moved, with or without a trailing slash", async ({ request }) => {
    for (const { fromPath, toPath } of content.redirects)
      for (const url of [fromPath, `${fromPath}/`]) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect([url, response.status(), response.headers().location]).toEqual([url, 301, toPath]);
        expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      }
  });
});
