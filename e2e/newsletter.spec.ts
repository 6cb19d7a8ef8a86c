import type { BrowserContext } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * The form's code (the light form's, then formik and yup) held back, as on a slow connection, until
 * the test calls the function this resolves with: the visitor's press comes before the code, always.
 */
async function slowFormCode(context: BrowserContext): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/newsletter-(signup|form)-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("the newsletter form", () => {
  test("formik and yup are not in the first load; they come when the form is near", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/kontakt-oss");
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    const form = page.locator("footer form");
    await expect(form).not.toHaveAttribute("novalidate");
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("novalidate");
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("a page reached by a link inside the site has the form in its footer, and it validates", async ({ page }) => {
    // From a page Gatsby renders in the browser (the saved list): its links open the next page in it.
    await page.goto("/husket");
    // Marks this document: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("navigation", { name: "Bunnmeny" }).getByRole("link", { name: "Personvernerklæring" }).click();
    await expect(page).toHaveURL(/\/personvernerklaering$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    const form = page.locator("footer form");
    await form.getByLabel(/E-post/).focus();
    await expect(form).toHaveAttribute("novalidate");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await expect(form.getByRole("alert")).toHaveText("Dette feltet er obligatorisk.");
  });

  test("says what is wrong, announced, and does not send", async ({ page }) => {
    await page.goto("/kontakt-oss");
    const form = page.locator("footer form");
    await form.getByLabel(/E-post/).focus();
    await expect(form).toHaveAttribute("novalidate");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await expect(form.getByRole("alert")).toHaveText("Dette feltet er obligatorisk.");
    await form.getByLabel(/E-post/).fill("ola@nordmann");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await expect(form.getByRole("alert")).toHaveText("Oppgi en gyldig epostadresse.");
    await expect(form.getByLabel(/E-post/)).toBeFocused();
  });

  test("a visitor who starts typing as the form takes over loses no letter, on a slow phone", async ({ page }) => {
    // On a phone four times slower, the validating form renders in slices while the visitor types;
    // a key pressed between its first render and its taking the light form's place was lost.
    await page.goto("/kontakt-oss");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const form = page.locator("footer form");
    const email = form.getByLabel(/E-post/);
    await email.focus();
    await page.keyboard.type("kari.nordmann@example.no", { delay: 40 });
    // And on to the next field with Tab, as the swap may still be under way.
    await page.keyboard.press("Tab");
    await page.keyboard.type("Kari", { delay: 40 });
    await expect(form).toHaveAttribute("novalidate");
    await expect(email).toHaveValue("kari.nordmann@example.no");
    await expect(form.getByLabel(/Navn/)).toHaveValue("Kari");
    await expect(form.getByLabel(/Navn/)).toBeFocused();
  });

  test("posts EMAIL, FNAME, MMERGE2 and the honeypot to the provider in a new window", async ({ page, context }) => {
    let posted: URLSearchParams | null = null;
    await context.route(/nyhetsbrev\.example\.com/, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Takk</title><p>Takk for påmeldingen</p>" });
    });
    await page.goto("/kontakt-oss");
    const form = page.locator("footer form");
    await form.getByLabel(/E-post/).fill("kari@example.no");
    await expect(form).toHaveAttribute("novalidate");
    await form.getByLabel(/Navn/).fill("Kari Nordmann");
    await form.getByLabel(/Mobil/).fill("912 34 567");
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    // The window opens blank in the click's turn and the form posts into it after: wait for the post.
    await (await popup).waitForURL(/nyhetsbrev\.example\.com/);
    await expect.poll(() => posted).not.toBeNull();
    const fields = Object.fromEntries(posted!.entries());
    expect(fields).toMatchObject({ EMAIL: "kari@example.no", FNAME: "Kari Nordmann", MMERGE2: "912 34 567" });
    expect(Object.keys(fields).find((k) => k.startsWith("b_"))).toBeTruthy();
    expect(Object.values(fields).filter((v) => v === "")).toHaveLength(1);
    await expect(page.getByText("Fullfør påmeldingen i vinduet som åpnet seg")).toBeVisible();
  });

  test("the honeypot is never met by keyboard or screen reader", async ({ page }) => {
    await page.goto("/kontakt-oss");
    const form = page.locator("footer form");
    await form.getByLabel(/Mobil/).focus();
    await expect(form).toHaveAttribute("novalidate");
    await expect(form.getByLabel(/Mobil/)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Meld meg på" })).toBeFocused();
    const snapshot = await form.ariaSnapshot();
    expect(snapshot).not.toMatch(/stå tomt/);
  });
});

test.describe("a visitor quicker than the form's code", () => {
  // Pressed at once after the scroll: no waiting for the validating form, whose code is on its way.
  // The light form's own check would answer in the browser's bubble and language; the answer must
  // be the specification's, in the form, once that code is there.
  test("an empty form pressed at once on a slow phone says 'Dette feltet er obligatorisk.'", async ({ page }) => {
    await page.goto("/");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const form = page.locator("footer form");
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await expect(form.getByRole("alert")).toHaveText("Dette feltet er obligatorisk.");
    await expect(form.getByLabel(/E-post/)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(/E-post/)).toBeFocused();
  });

  test("on a slow connection too: the press waits for the code and answers in Norwegian", async ({ page, context }) => {
    const codeArrives = await slowFormCode(context);
    await page.goto("/");
    const form = page.locator("footer form");
    await form.scrollIntoViewIfNeeded();
    // The validating form is not there yet: this press is the light form's.
    await expect(form).not.toHaveAttribute("novalidate");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    codeArrives();
    await expect(form.getByRole("alert")).toHaveText("Dette feltet er obligatorisk.");
  });

  test("'ikke-en-epost' pressed at once says 'Oppgi en gyldig epostadresse.', keeping what was typed", async ({
    page,
    context,
  }) => {
    const codeArrives = await slowFormCode(context);
    await page.goto("/");
    const form = page.locator("footer form");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/E-post/).fill("ikke-en-epost");
    await form.getByLabel(/Navn/).fill("Kari");
    await expect(form).not.toHaveAttribute("novalidate");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    codeArrives();
    await expect(form.getByRole("alert")).toHaveText("Oppgi en gyldig epostadresse.");
    await expect(form.getByLabel(/E-post/)).toHaveValue("ikke-en-epost");
    await expect(form.getByLabel(/Navn/)).toHaveValue("Kari");
    await expect(form.getByLabel(/E-post/)).toBeFocused();
  });

  test("Enter in the e-mail field at once answers the same way", async ({ page, context }) => {
    const codeArrives = await slowFormCode(context);
    await page.goto("/");
    const form = page.locator("footer form");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/E-post/).fill("ikke-en-epost");
    await expect(form).not.toHaveAttribute("novalidate");
    await form.getByLabel(/E-post/).press("Enter");
    codeArrives();
    await expect(form.getByRole("alert")).toHaveText("Oppgi en gyldig epostadresse.");
    await expect(form.getByLabel(/E-post/)).toHaveValue("ikke-en-epost");
  });

  test("a valid sign-up pressed at once is posted to the provider's window once the code is there", async ({ page, context }) => {
    let posted: URLSearchParams | null = null;
    await context.route(/nyhetsbrev\.example\.com/, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Takk</title>" });
    });
    const codeArrives = await slowFormCode(context);
    await page.goto("/");
    const form = page.locator("footer form");
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/E-post/).fill("kari@example.no");
    await expect(form).not.toHaveAttribute("novalidate");
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    codeArrives();
    await (await popup).waitForURL(/nyhetsbrev\.example\.com/);
    await expect.poll(() => posted?.get("EMAIL")).toBe("kari@example.no");
    await expect(form.getByRole("status")).toContainText("Takk! Påmeldingen er sendt.");
  });

  test("without script, the plain form posts on its own", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    let posted: URLSearchParams | null = null;
    await context.route(/nyhetsbrev\.example\.com/, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Takk</title>" });
    });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.locator("footer form");
    await expect(form).not.toHaveAttribute("novalidate");
    await form.getByLabel(/E-post/).fill("kari@example.no");
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await (await popup).waitForURL(/nyhetsbrev\.example\.com/);
    await expect.poll(() => posted?.get("EMAIL")).toBe("kari@example.no");
    await context.close();
  });
});

test.describe("the newsletter's answer", () => {
  test("confirms inline once the provider's window is open", async ({ page, context }) => {
    await context.route(/nyhetsbrev\.example\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Takk</title>" }),
    );
    await page.goto("/kontakt-oss");
    const form = page.locator("footer form");
    await form.getByLabel(/E-post/).fill("kari@example.no");
    await expect(form).toHaveAttribute("novalidate");
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    await popup;
    const status = form.getByRole("status");
    await expect(status).toContainText("Takk! Påmeldingen er sendt.");
    await expect(status).toBeInViewport();
  });

  test("says clearly when the browser blocked the provider's window, and finishes in the same tab on request", async ({
    page,
  }) => {
    let posted: URLSearchParams | null = null;
    await page.route(/nyhetsbrev\.example\.com/, async (route) => {
      posted = new URLSearchParams(route.request().postData() ?? "");
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Takk</title><p>Takk</p>" });
    });
    // A popup blocker: window.open gives no window.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/kontakt-oss");
    const form = page.locator("footer form");
    await form.getByLabel(/E-post/).fill("kari@example.no");
    await expect(form).toHaveAttribute("novalidate");
    await form.getByRole("button", { name: "Meld meg på" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Nettleseren stoppet vinduet for påmeldingen, så ingenting er sendt ennå.");
    await expect(alert).toBeInViewport();
    expect(posted).toBeNull();
    await alert.getByRole("button", { name: "fullfør påmeldingen i denne fanen" }).click();
    await expect(page).toHaveTitle("Takk");
    expect(Object.fromEntries(posted!.entries())).toMatchObject({ EMAIL: "kari@example.no" });
  });
});
