import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * A page built of islands inlines only the rules its HTML can use (plugins/current-page-styles); its
 * script fetches the whole stylesheet once the page has loaded, and applies it as the first React
 * island starts (src/islands/whole-stylesheet.ts). One page of each template built of islands.
 */
const PAGES = [
  "/",
  "/kulturprogram",
  "/bojersalen",
  "/article/article-leter-du-etter-den-perfekte-gaven",
  "/musikal-fosenfolket-2027",
  "/search",
];

/** Where the page's inlined rules say the whole stylesheet is. */
const wholeHref = (page: Page) => page.locator("style[data-whole]").getAttribute("data-whole");

/**
 * The rules of the whole stylesheet that could apply to an element of the page as its HTML is
 * (whatever the screen's width, the pointer or the focus), and that the page's inlined rules lack:
 * each as its @media or @supports blocks and its text, as the browser reads it.
 */
const missingRules = (page: Page, wholeCss: string) =>
  page.evaluate((css) => {
    type Keyed = { rule: CSSRule; key: string };
    const keyed = (rules: CSSRuleList, within = ""): Keyed[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSConditionRule
          ? keyed(rule.cssRules, `${within}@${rule.conditionText} `)
          : [{ rule, key: within + rule.cssText }],
      );
    const whole = new CSSStyleSheet();
    whole.replaceSync(css);
    const own = [...document.styleSheets].find((sheet) => (sheet.ownerNode as Element | null)?.hasAttribute("data-whole"));
    if (!own) return ["the page inlines no rules of its own"];
    const inlined = new Set(keyed(own.cssRules).map((k) => k.key));
    // What the page's elements may come to match: any state of the pointer, focus or form, any part of an element.
    const anyState = (selector: string) =>
      selector
        .replace(
          /::?(before|after|placeholder|marker|selection|first-line|first-letter|backdrop|-webkit-[\w-]+|-moz-[\w-]+)/g,
          "",
        )
        .replace(
          /:(hover|focus|focus-visible|focus-within|active|visited|target|checked|disabled|invalid|placeholder-shown)(?![\w-])/g,
          "",
        );
    const couldApply = (selector: string) => {
      // "a > * + ::before" is "a > * + *" once its part is gone.
      const plain = anyState(selector).trim();
      try {
        return document.querySelector(/[>+~]$/.test(plain) || !plain ? `${plain}*` : plain) !== null;
      } catch {
        return true;
      }
    };
    return keyed(whole.cssRules)
      .filter(({ rule }) => rule instanceof CSSStyleRule && rule.selectorText.split(",").some(couldApply))
      .filter(({ key }) => !inlined.has(key))
      .map(({ key }) => key.slice(0, 160))
      .slice(0, 10);
  }, wholeCss);

test.describe("each page's own rules", () => {
  for (const path of PAGES) {
    test(`${path} inlines every rule of the whole stylesheet that could apply to what its HTML shows, at any width`, async ({
      browser,
      baseURL,
    }) => {
      // Without scripts nothing adds the whole stylesheet, and no island draws anything new.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      const href = await wholeHref(page);
      expect(href).toMatch(/^\/styles\.[0-9a-f]+\.css$/);
      const wholeCss = await (await page.request.get(href!)).text();
      const inlined = (await page.locator("style[data-whole]").textContent()) ?? "";
      expect(inlined.length).toBeGreaterThan(1000);
      expect(inlined.length).toBeLessThan(wholeCss.length * 0.7);
      expect(await missingRules(page, wholeCss)).toEqual([]);
      await context.close();
    });
  }

  test("the whole stylesheet is fetched once the page has loaded, and applied from the cache as the menu opens at the first tap", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every answer the page gets, as Chromium's network tells them: for which file, how it was asked, and whether from its cache.
    const answers: { path: string; asked: string; fromCache: boolean }[] = [];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.responseReceived", ({ type, response }) =>
      answers.push({
        path: new URL(response.url).pathname,
        asked: type,
        fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      }),
    );
    await page.goto("/");
    const href = (await wholeHref(page))!;
    const forWhole = () => answers.filter((answer) => answer.path === href).map(({ asked, fromCache }) => ({ asked, fromCache }));
    const applied = page.locator(`link[rel="stylesheet"][href="${href}"]`);
    await expect.poll(forWhole).toEqual([{ asked: "Other", fromCache: false }]);
    // Fetched, not applied: the browser does not style the page again for it.
    await expect(page.locator(`link[rel="prefetch"][href="${href}"]`)).toHaveCount(1);
    await expect(applied).toHaveCount(0);
    await page.getByRole("button", { name: "Meny" }).click();
    await expect(page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Program" })).toBeVisible();
    await expect(applied).toHaveCount(1);
    expect(await applied.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0)).toBeGreaterThan(100);
    expect(forWhole()).toEqual([
      { asked: "Other", fromCache: false },
      { asked: "Stylesheet", fromCache: true },
    ]);
  });
});
