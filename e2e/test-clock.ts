import type { Browser, BrowserContext } from "@playwright/test";
import { E2E_NOW } from "../scripts/gatsby-build";

/**
 * The browser tests' "now". The test build is made as of this moment (`npm run build:e2e` passes it
 * as BUILD_NOW), the cinema stand-in makes its data from it, and every page's clock starts at it, so
 * nothing a test checks depends on the day the suite runs.
 */
export const TEST_NOW = Date.parse(E2E_NOW);

/** Moments on the test clock: `TEST_NOW` plus what has really passed since the suite's process started. */
const started = Date.now();
export const testNow = (): number => TEST_NOW + (Date.now() - started);

/**
 * How far the browser's clock is ahead of this process's, asked once per browser. They differ under
 * `faketime`, which the browser is started without (scripts/chromium.ts).
 */
const skews = new WeakMap<Browser, Promise<number>>();
function browserSkew(context: BrowserContext): Promise<number> {
  const browser = context.browser();
  if (!browser) return Promise.resolve(0);
  if (!skews.has(browser))
    skews.set(
      browser,
      (async () => {
        const probe = await browser.newPage();
        try {
          const before = Date.now();
          const seen = await probe.evaluate(() => Date.now());
          return seen - (before + Date.now()) / 2;
        } finally {
          await probe.close();
        }
      })(),
    );
  return skews.get(browser)!;
}

/**
 * Sets every page of the context to the test clock: `Date` (and `Date.now()`) read `TEST_NOW` plus
 * the real time since the context was made, and go on from there. Only `Date` moves: timers,
 * animation frames and the performance timeline stay the browser's own, unlike `page.clock.install`,
 * which a test that must run time forward calls itself (with `time: testNow()`). Service workers keep
 * the real clock; nothing they decide depends on the date.
 */
export async function useTestClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (offset: number) => {
      const Real = Date;
      // A function, not a subclass: `Date()` called without `new` must still give a string.
      function TestDate(this: unknown, ...args: unknown[]): unknown {
        if (!new.target) return new Real(Real.now() + offset).toString();
        return args.length === 0
          ? new Real(Real.now() + offset)
          : new (Real as unknown as new (...a: unknown[]) => Date)(...args);
      }
      TestDate.prototype = Real.prototype;
      // Not enumerable, as Date's own are: page.clock.install copies a Date's enumerable properties
      // onto its fake, and would take this `now` over its own.
      for (const [name, value] of Object.entries({ now: () => Real.now() + offset, parse: Real.parse, UTC: Real.UTC }))
        Object.defineProperty(TestDate, name, { value, writable: true, configurable: true, enumerable: false });
      (window as unknown as { Date: unknown }).Date = TestDate;
    },
    TEST_NOW - (Date.now() + (await browserSkew(context))),
  );
}
