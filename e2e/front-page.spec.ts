import { test, expect } from "./fixtures";
import { testNow } from "./test-clock";

test.describe("the front page", () => {
  test("has the programme, a slideshow, quick links and cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".culture-program .programme-list article").first()).toBeVisible();
    await expect(page.getByRole("region", { name: /./ }).and(page.locator("[aria-roledescription='karusell']"))).toBeVisible();
    await expect(page.locator(".quick-links a").first()).toBeVisible();
    await expect(page.locator(".card-list .card").first()).toBeVisible();
  });

  test("the slideshow works by keyboard and can be paused", async ({ page }) => {
    await page.goto("/");
    const show = page.locator("[aria-roledescription='karusell']");
    await expect(show.getByRole("group")).toHaveAttribute("aria-label", /^1 av \d+$/);
    await show.getByRole("button", { name: "Neste lysbilde" }).focus();
    await page.keyboard.press("Enter");
    await expect(show.getByRole("group")).toHaveAttribute("aria-label", /^2 av \d+$/);
    await show.getByRole("button", { name: "Forrige lysbilde" }).focus();
    await page.keyboard.press("Enter");
    await expect(show.getByRole("group")).toHaveAttribute("aria-label", /^1 av \d+$/);
    await show.getByRole("button", { name: "Stopp lysbildevisningen" }).click();
    await expect(show.getByRole("button", { name: "Start lysbildevisningen" })).toBeVisible();
  });

  test("a slideshow whose code did not come asks for it again at the next press, and turns", async ({ page }) => {
    // The first request for the slideshow's code fails (a dropped connection); the next gets through.
    let asked = 0;
    await page.route(/\/island-slideshow-[0-9a-f]+\.js$/, (route) =>
      ++asked === 1 ? route.abort("connectionreset") : route.continue(),
    );
    // It does not turn on its own: only the press can turn it.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const failed = page.waitForEvent(
      "console",
      (m) => m.type() === "error" && m.text().includes('Island "slideshow" could not start'),
    );
    await page.goto("/");
    await failed;
    expect(asked).toBe(1);
    const show = page.locator("[aria-roledescription='karusell']");
    await expect(show.getByRole("group")).toHaveAttribute("aria-label", /^1 av \d+$/);
    await show.getByRole("button", { name: "Neste lysbilde" }).click();
    await expect(show.getByRole("group")).toHaveAttribute("aria-label", /^2 av \d+$/);
    expect(asked).toBe(2);
  });

  test("the slideshow advances on its own, but not under reduced motion", async ({ page }) => {
    await page.clock.install({ time: testNow() });
    await page.goto("/");
    const group = page.locator("[aria-roledescription='karusell']").getByRole("group");
    await expect(group).toHaveAttribute("aria-label", /^1 av/);
    await page.mouse.move(0, 0);
    await page.clock.runFor(8000);
    await expect(group).toHaveAttribute("aria-label", /^2 av/);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(
      page.locator("[aria-roledescription='karusell']").getByRole("button", { name: "Start lysbildevisningen" }),
    ).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(group).toHaveAttribute("aria-label", /^1 av/);
  });

  test("the slideshow test page has its slides", async ({ page }) => {
    await page.goto("/test");
    await expect(page.locator("[aria-roledescription='karusell']").getByRole("group")).toHaveAttribute("aria-label", "1 av 3");
  });
});
