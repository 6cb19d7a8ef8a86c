import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";
import { builtPage } from "./built-page";
import { content } from "./content";
import { checkContent } from "../gatsby/checks/check-content";

const [first, second] = content.redirects.filter((r) => r.toPath.startsWith("/"));

test.describe("redirects from redirects.json", () => {
  test("an old address opened directly lands on the new page", async ({ page }) => {
    await page.goto(first.fromPath);
    await expect(page).toHaveURL(new RegExp(`${first.toPath}$`));
    await expect(page.locator("h1").first()).toBeVisible();
  });

  test("an old address reached by in-site navigation lands on the new page", async ({ page }) => {
    // From a page Gatsby renders in the browser (the saved list): its router follows the link.
    await page.goto("/husket");
    await page.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.evaluate(
      (to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to),
      `${second.fromPath}?fra=lenke`,
    );
    // The query comes along, and the new page is drawn.
    await expect(page).toHaveURL(new RegExp(`${second.toPath}\\?fra=lenke$`));
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator("h1").first()).not.toHaveText("Siden har flyttet");
    // Still the same document: the redirect happened inside the app, not by a reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The old address is not left in the history: back goes to the page the visitor came from.
    await page.goBack();
    await expect(page).toHaveURL(/\/husket$/);
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

test.describe("the web editor's address without its slash", () => {
  test("is a 301 to /admin/, query kept, where the editor's own policy applies", async ({ request }) => {
    for (const [url, to] of [
      ["/admin", "/admin/"],
      ["/admin?x=1", "/admin/?x=1"],
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([url, response.status(), response.headers().location]).toEqual([url, 301, to]);
    }
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(editor.headers()["content-security-policy"]).toContain("'unsafe-eval'");
  });
});

test.describe("a redirect from a page the site owns", () => {
  test("is refused at build for the member login page, which stays the site's own", async ({ page }) => {
    // What an editor (or whoever holds an editor's login) might write: the login page sent elsewhere.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omdirigering-"));
    const file = path.join(dir, "redirects.json");
    try {
      const refusals = async (fromPath: string) => {
        fs.writeFileSync(file, JSON.stringify([{ fromPath, toPath: "/kulturprogram" }]));
        // The same check the build runs before any page is made (gatsby/checks/check-content.ts).
        return checkContent(path.join(__dirname, "..", "content"), file, {});
      };
      expect(await refusals("/min-side/logg-inn")).toEqual([
        'redirects.json: [0].fromPath: expected an address no page or file of the site owns, got "/min-side/logg-inn" (the page src/pages/min-side/logg-inn.tsx owns it)',
      ]);
      // Other spellings of the same address are refused too: as the page's, or as no plain site path.
      for (const spelling of [
        "/min-side/logg-inn/",
        "/min-side/logg-inn/index.html",
        "/min-side/logg%2Dinn",
        "/Min-Side/Logg-Inn",
      ])
        expect(await refusals(spelling), spelling).toEqual([expect.stringContaining(`got "${spelling}"`)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // And the built site's login page is its own, reached directly.
    await page.goto("/min-side/logg-inn?neste=/min-side");
    await expect(page).toHaveURL(/\/min-side\/logg-inn\?neste=/);
    await expect(page.getByRole("button", { name: "Logg inn" })).toBeVisible();
  });
});
