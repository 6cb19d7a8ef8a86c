// JavaScript a visitor downloads by network idle: Chromium (a phone-sized window) opens the page with an
// empty cache, and every script the page loads is counted until the network has been quiet for half a
// second, each body gzipped at level 9 so that the figure does not depend on the server's compression.
// What the service worker fetches for itself (Workbox, its precache) is left out: it comes after the
// page, off the main thread, and a bare Gatsby page has no worker to compare it with.
import { chromium, type Browser, type Response } from "@playwright/test";
import { cleanups } from "./cleanups";
import { gzipSize } from "./lib";
import { CHROMIUM, CHROMIUM_ARGS } from "../chromium";

/** Strings only the member module's API client and slices contain: their presence means axios/Redux code was loaded. */
const MEMBER_MARKERS = ["addMovieToWatchList", "switchTokensDx", "X-XSRF-TOKEN"];

export interface ScriptLoad {
  /** Script responses counted, by URL path. */
  scripts: string[];
  gzipBytes: number;
  /** Whether the member module's client code (axios, Redux slices) came with the page. */
  memberCode: boolean;
  /** Paths of scripts whose body could not be read (redirects, aborted requests). */
  unread: string[];
}

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  cleanups.add(() => browser.close());
  return browser;
}

const isScript = (response: Response) => {
  const type = response.request().resourceType();
  return type === "script" && response.request().serviceWorker() === null && !response.fromServiceWorker();
};

/** Opens `url` in a fresh context (no cache, no service worker yet) and counts script bytes until network idle. */
export async function scriptsByNetworkIdle(browser: Browser, url: string): Promise<ScriptLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const pending: Promise<void>[] = [];
  const seen = new Map<string, number>();
  const unread: string[] = [];
  let memberCode = false;
  context.on("response", (response) => {
    if (!isScript(response)) return;
    const key = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => {
          seen.set(key, (seen.get(key) ?? 0) + gzipSize(body));
          memberCode ||= MEMBER_MARKERS.some((m) => body.includes(m));
        },
        () => void unread.push(key),
      ),
    );
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  return { scripts: [...seen.keys()], gzipBytes: [...seen.values()].reduce((a, b) => a + b, 0), memberCode, unread };
}
