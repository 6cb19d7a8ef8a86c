import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { E2E_CINEMA_PORT } from "./global-setup";
import { ROOT, openEntry, preview, save, startEditorSession, type EditorSession } from "./editor-session";
import { keepTestBuild, restoreTestBuild } from "./kept-build";
import { buildForTests } from "../scripts/gatsby-build";
import { closeNginx, startNginx, type NginxServer } from "../scripts/nginx";

/**
 * The editor's whole round, as on `npm start`: a save in /admin/ writes the file, the site is built
 * again by Gatsby's incremental build (the test build's .cache kept) into the public/ that is being
 * served, and the editor says "Publisert" only once the served site has it. It serves public/ with
 * nginx of its own, since the shared server serves a copy (e2e/test-site.ts). It changes the build
 * and holds the editor to 60 s, so it runs after every other test, alone (the "publishing" project
 * of playwright.config.ts; alone: `npx playwright test --project publishing --no-deps`), and puts
 * the test build back as it was when it is done.
 */
const FILE = "content/productions/musikal-fosenfolket-2027.json";
const TITLE = "Fosenfolket – musikalen";
const NEW_TITLE = "Fosenfolket – nå med ekstraforestilling";
const NEW_DATE = "2027-03-13T18:00:00+01:00";

let session: EditorSession;
let served: NginxServer;
let builds = 0;

test.beforeAll(async () => {
  keepTestBuild();
  served = await startNginx({ root: path.join(ROOT, "public") });
  session = await startEditorSession((dir) => {
    builds += 1;
    return buildForTests(E2E_CINEMA_PORT, { contentDir: path.join(dir, "content"), quiet: true });
  }, served.url);
});

test.afterAll(async () => {
  // A rebuild still going (the test failed while it ran) must end before its output is replaced.
  test.setTimeout(180_000);
  session?.editor.close();
  await session?.editor.idle();
  session?.close();
  if (served) await closeNginx(served);
  restoreTestBuild();
});

test("an editor renames a production and adds a date; after the save the served site is built again and shows both within 60 s, and the editor says when", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const baseURL = served.url;
  const servedBuild = async () =>
    ((await (await fetch(`${baseURL}/build.json`, { cache: "no-store" })).json()) as { buildId: string }).buildId;
  const before = await servedBuild();
  await openEntry(page, baseURL, "produksjoner", "musikal-fosenfolket-2027", TITLE);

  await page.getByLabel("Tittel", { exact: true }).fill(NEW_TITLE);
  await page.getByRole("button", { name: /Legg til dato/ }).click();
  // The new date's start (the production's optional publishing times further down take the same widget).
  await page.getByRole("textbox", { name: "Starter", exact: true }).last().fill("13.03.2027 18:00");
  await page.getByLabel("Sal", { exact: true }).last().selectOption("Bojersalen");

  // The preview is the site's own production page and programme card, with the edit in it.
  await expect(preview(page).getByRole("heading", { level: 1, name: NEW_TITLE })).toBeVisible();

  await save(page);
  const saved = Date.now();
  const status = page.getByRole("status").filter({ hasText: /Lagret|Publisert/ });
  await expect(status).toHaveText(/Lagret\. Nettstedet bygges på nytt/);
  await expect(status).toHaveText("Publisert: endringen vises nå på nettstedet.", { timeout: 60_000 });
  const seconds = (Date.now() - saved) / 1000;
  console.log(`Lagret → publisert: ${seconds.toFixed(1)} s (${builds} bygg)`);
  // "Publisert" came from a build made after the save, served by then.
  expect(builds).toBeGreaterThan(0);
  expect(await servedBuild()).not.toBe(before);

  // Only that file changed, and in it only the title's line and the new date (Oslo's offset, an id
  // made for it): the rest is written as it was, key for key, so `git diff` shows just the edit.
  expect(session.changedFiles()).toEqual([FILE]);
  const file = session.read(FILE) as { events: { id: string; start: string }[] };
  const added = file.events.find((e) => e.start === NEW_DATE);
  expect(added?.id).toMatch(/^ev-[a-z0-9]+$/);
  const original = JSON.parse(fs.readFileSync(path.join(ROOT, FILE), "utf8"));
  const edited = {
    ...original,
    title: NEW_TITLE,
    events: [...original.events, { id: added?.id, start: NEW_DATE, hall: "Bojersalen" }],
  };
  expect(fs.readFileSync(path.join(session.dir, FILE), "utf8")).toBe(`${JSON.stringify(edited, null, 2)}\n`);

  // The served site shows both: its culture page, and the programme.
  await page.goto(`${baseURL}/musikal-fosenfolket-2027`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
  await expect(page.locator(`time[datetime="${NEW_DATE}"]`).first()).toContainText("lørdag 13. mars 2027");
});
