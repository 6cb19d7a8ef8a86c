import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import type { Page, Response } from "@playwright/test";
import { test, expect } from "./fixtures";
import { keepTestBuild, restoreTestBuild } from "./kept-build";
import { startProductionPath, type ProductionPath } from "./production-path";
import { screenHealth, whenHydrated } from "./screen-health";
import { save } from "./editor-session";
import { testNow } from "./test-clock";
import { isSameDocument, markDocument } from "./visitor";
import { BUILD_CHECK_MS } from "../src/features/screens/contract";

/**
 * The production path, end to end on this machine (issue 37): an editor logs in to /admin/ of the
 * published site, whose editor is the production one (Decap's GitHub backend) pointed at the GitHub
 * stand-in by EDITOR_GITHUB_API_ROOT; cancels a date and renames a production, and saves. The save
 * is a commit in the bare repository behind the stand-in; the branch moving starts `npm run publish
 * -- --to DIR` (e2e/publish-on-push.ts, as a push starts the workflow), which builds over the kept
 * cache and switches DIR/current; nginx serves DIR/current. A lobby screen open all along takes the
 * new build once, whole; `npm run rollback -- --to DIR` brings the old site back, and the screen
 * follows. The seconds from the save to the site serving it are printed and noted.
 *
 * Both publishes build into public/ over .cache, so this runs in the "editor" project of
 * playwright.config.ts, one file at a time, beside the other tests, which read a copy of the test
 * build (e2e/test-site.ts); alone: `npx playwright test e2e/production-path.spec.ts`. It puts the
 * test build back after.
 */
const SLUG = "julekonsert-med-rissa-kammerkor-2026";
const FILE = `content/productions/${SLUG}.json`;
const TITLE = "Julekonsert med Rissa kammerkor";
const NEW_TITLE = "Julekonsert med Rissa kammerkor og Fosen brass";
/** The date cancelled: the second concert, Sunday 13 December 2026. */
const CANCELLED = "2026-12-13T16:00:00+01:00";

let site: ProductionPath;
let firstPublish = 0;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  keepTestBuild();
  const started = Date.now();
  site = await startProductionPath();
  firstPublish = (Date.now() - started) / 1000;
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await site?.close();
  restoreTestBuild();
});

/** `npm run …` in the repository; resolves with its output, rejects on a failure. */
function npm(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", ...args], {
      cwd: path.join(__dirname, ".."),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.on("close", (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${args[0]}: ${output}`))));
  });
}

/** A file of a release as nginx would send it for `pathname` (a page's address is its folder's index.html). */
function releaseFile(release: string, pathname: string): string {
  const file = path.extname(pathname) ? pathname : path.join(pathname, "index.html");
  return path.join(site.releases, "releases", release, decodeURIComponent(file));
}

interface Answer {
  pathname: string;
  status: number;
  headers: Record<string, string>;
  /**
   * Read as it comes: a page that reloads drops the bodies of what it fetched before, and Chromium
   * gives none for a picture it decoded straight away (null or empty: then nginx's ETag tells the file).
   */
  body: Promise<Buffer | null>;
}

/**
 * Every answer the screen gets while it takes a build, kept, so the test can check each against the
 * release's own file: a page of one build with page data or a script of another would show.
 */
function recordAnswers(page: Page): { answers: Answer[]; stop(): void } {
  const answers: Answer[] = [];
  const listener = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== site.url) return;
    const body = response.body().catch(() => null);
    answers.push({ pathname: url.pathname, status: response.status(), headers: response.headers(), body });
  };
  page.on("response", listener);
  return { answers, stop: () => page.off("response", listener) };
}

/** nginx's ETag for a file it sends as it is (the .gz or .br copy when the answer is compressed). */
function etagOf(file: string, encoding: string | undefined): string {
  const sent = encoding === "gzip" ? `${file}.gz` : encoding === "br" ? `${file}.br` : file;
  const stat = fs.statSync(sent);
  return `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`;
}

/** What of `answers` is not the release's own file: by its bytes, or where the page dropped them, by nginx's ETag. */
async function notFrom(release: string, answers: Answer[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const { pathname, status, headers, body } of answers) {
    const file = releaseFile(release, pathname);
    const bytes = await body;
    if (status !== 200) wrong.push(`${pathname}: ${status}`);
    else if (!fs.existsSync(file)) wrong.push(`${pathname}: not in ${release}`);
    else if (bytes?.length ? !bytes.equals(fs.readFileSync(file)) : headers.etag !== etagOf(file, headers["content-encoding"]))
      wrong.push(`${pathname}: not ${release}'s file`);
  }
  return wrong;
}

/**
 * The screen's next check (its clock run on by one interval) finds the build `release` and reloads
 * into it, once; every file it loads is that release's. It shows `title`, and not `gone`.
 */
async function screenTakes(screen: Page, release: string, title: string, gone?: string) {
  await markDocument(screen);
  const recorded = recordAnswers(screen);
  const loads: string[] = [];
  const onLoad = () => loads.push(screen.url());
  screen.on("load", onLoad);
  const reloaded = screen.waitForEvent("load", { timeout: 30_000 });
  await screen.clock.runFor(BUILD_CHECK_MS);
  await reloaded;
  await whenHydrated(screen);
  // Its first screenful: the coming fortnight, the concert among it.
  await expect(screen.locator(".screen-program__list")).toContainText(title);
  if (gone) await expect(screen.locator(".screen-program__list")).not.toContainText(gone);
  await expect.poll(() => screenHealth(screen)).toMatchObject({ build: release, newerBuild: "" });
  // Once: the next check reaches the site and finds nothing newer, and the screen stays as it is.
  await markDocument(screen);
  const reached = (await screenHealth(screen)).lastReached;
  await screen.clock.runFor(BUILD_CHECK_MS);
  await expect.poll(async () => (await screenHealth(screen)).lastReached).not.toBe(reached);
  expect(await screenHealth(screen)).toMatchObject({ build: release, newerBuild: "" });
  expect(await isSameDocument(screen)).toBe(true);
  screen.off("load", onLoad);
  recorded.stop();
  expect(loads, "the screen loaded once").toHaveLength(1);
  // The check's own questions, the page as the reload brought it, its data and the build's scripts.
  const asked = recorded.answers.map((a) => a.pathname);
  expect(asked).toEqual(expect.arrayContaining(["/build.json", "/program-skjerm", "/page-data/program-skjerm/page-data.json"]));
  expect(asked.some((p) => /^\/app-[0-9a-f]+\.js$/.test(p))).toBe(true);
  expect(await notFrom(release, recorded.answers), "every file the screen got is the new release's").toEqual([]);
}

// The lobby screen is a TV in the foyer: 1080p, as the screens' own tests have it.
test.use({ viewport: { width: 1920, height: 1080 } });

test("a save in the production editor is a commit, published by the push's own run to the site nginx serves; a lobby screen takes it once, and a rollback brings the old site back", async ({
  page: screen,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const first = site.current();
  expect(first).toMatch(/^\d{17}-[0-9a-f]{8}$/);

  // The lobby screen, open on the published site throughout, on the test clock (its checks every three minutes).
  await screen.clock.install({ time: testNow() });
  await screen.goto(`${site.url}/program-skjerm`);
  await expect(screen.locator(".screen-program__list")).toContainText(TITLE);
  await expect.poll(() => screenHealth(screen)).toMatchObject({ build: first, newerBuild: "" });

  // The editor, in a window of its own on the real clock (as an editor's is; the build ids it
  // compares with say when each build started).
  const editorContext = await browser.newContext({ locale: "nb-NO", timezoneId: "Europe/Oslo", serviceWorkers: "block" });
  const editor = await editorContext.newPage();
  const violations: string[] = [];
  editor.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await editor.goto(`${site.url}/admin/#/collections/produksjoner/entries/${SLUG}`);
  // Decap opens the stand-in's login page in a window of its own, which hands the token over and
  // closes (often before a wait for "close" could be set up: the entry's form is what says it worked).
  const popup = editor.waitForEvent("popup", { timeout: 30_000 });
  await editor.getByRole("button", { name: "Logg på med GitHub" }).click();
  await popup;
  await expect(editor.getByLabel("Tittel", { exact: true })).toHaveValue(TITLE, { timeout: 30_000 });
  // Logged in through the stand-in's login page, and read the entry from its repository.
  const calls = site.github.requests().map((r) => `${r.method} ${r.path.split("?")[0]} ${r.status}`);
  expect(calls).toEqual(expect.arrayContaining(["GET /auth 200", "GET /user 200"]));

  // Rename, and cancel the second date (the list shows each date by its time and hall).
  await editor.getByLabel("Tittel", { exact: true }).fill(NEW_TITLE);
  const date = editor.getByText("13.12.2026 16:00 – Bojersalen", { exact: true }).locator("xpath=..");
  // A closed date opens with the arrow on its left.
  await date.getByRole("button").first().click();
  await date.getByLabel(/^Status/).click();
  await editor.getByText("Avlyst", { exact: true }).click();
  await expect(date).toContainText("Avlyst");

  const seed = site.git("rev-parse", "main");
  await save(editor);
  const saved = Date.now();
  const status = editor.getByRole("status").filter({ hasText: /Lagret|Publisert/ });
  await expect(status).toHaveText(/Lagret\. Nettstedet bygges på nytt/);

  // The save is one commit on main in the bare repository, by the logged-in editor, of that file alone.
  const commit = site.git("rev-parse", "main");
  expect(commit).not.toBe(seed);
  expect(site.git("log", "--format=%s|%an <%ae>", "main")).toBe(
    `Endret Forestilling «${SLUG}»|Redaktør Rissa <redaktor@rissakulturhus.no>\nInnholdet slik det er|Rissa kulturhus <post@rissakulturhus.no>`,
  );
  expect(site.git("diff", "--name-only", seed, commit)).toBe(FILE);
  const original = JSON.parse(fs.readFileSync(path.join(__dirname, "..", FILE), "utf8")) as { events: object[] };
  const edited = {
    ...original,
    title: NEW_TITLE,
    events: original.events.map((e) => ("start" in e && e.start === CANCELLED ? { ...e, status: "cancelled" } : e)),
  };
  expect(`${site.git("show", `${commit}:${FILE}`)}\n`).toBe(`${JSON.stringify(edited, null, 2)}\n`);

  // The branch moving started the publish (nothing here calls it): the editor says "Publisert" once
  // the site nginx serves has the build of that commit.
  const run = await site.publisher.published(commit, 90_000);
  expect(run.status, run.output).toBe(0);
  await expect(status).toHaveText("Publisert: endringen vises nå på nettstedet.", { timeout: 60_000 });
  const seconds = (Date.now() - saved) / 1000;
  const second = site.current();
  expect(second).not.toBe(first);
  expect(second).toContain(`-${commit.slice(0, 8)}`);
  const breakdown = `commit ${((run.seenAt - saved) / 1000).toFixed(1)} s, npm run publish ${((run.endedAt - run.startedAt) / 1000).toFixed(1)} s`;
  const note = `Lagret → publisert gjennom GitHub-stand-in og npm run publish: ${seconds.toFixed(1)} s (${breakdown}; første publisering i oppsettet ${firstPublish.toFixed(1)} s)`;
  console.log(note);
  testInfo.annotations.push({ type: "lagret → publisert (GitHub-stand-in)", description: note });
  expect(violations, "the editor kept to its Content-Security-Policy").toEqual([]);
  await editorContext.close();

  // The public site has both changes.
  const visitor = await screen.context().newPage();
  const culturePage = async (title: string, cancelled: boolean) => {
    await visitor.goto(`${site.url}/${SLUG}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    const row = visitor.locator("tr").filter({ has: visitor.locator(`time[datetime="${CANCELLED}"]`) });
    if (cancelled) await expect(row).toContainText("Avlyst");
    else await expect(row).not.toContainText("Avlyst");
  };
  await culturePage(NEW_TITLE, true);

  // The screen, open since before the save, takes the new build at its next check: once, whole.
  await screenTakes(screen, second, NEW_TITLE);

  // One command brings the old site back, and the screen follows.
  expect(await npm("rollback", "--", "--to", site.releases)).toContain(`current -> releases/${first}`);
  expect(site.current()).toBe(first);
  await culturePage(TITLE, false);
  await screenTakes(screen, first, TITLE, NEW_TITLE);
});
