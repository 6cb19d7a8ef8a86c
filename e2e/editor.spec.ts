import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Frame, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { startOwnSite, type OwnSite } from "./own-site";
import { E2E_CINEMA_PORT } from "./global-setup";
import { e2eEditorPort, startLocalEditor, type LocalEditor } from "../scripts/editor";

/**
 * The web editor at /admin/ with Decap's local backend, as `npm start` runs it, on a scratch copy of
 * content/ (the repository's files are never touched). The test build's editor saves to the port
 * beside the cinema stand-in's (`npm run build:e2e` passes --local-editor).
 */
const ROOT = path.join(__dirname, "..");
const FILE = "content/productions/musikal-fosenfolket-2027.json";
const TITLE = "Fosenfolket – musikalen";

test.describe.configure({ mode: "serial" });

let scratch: string;
let editor: LocalEditor;
let site: OwnSite | null = null;
let rebuilds = 0;

test.beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-redigering-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(scratch, "content"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "redirects.json"), path.join(scratch, "redirects.json"));
  editor = await startLocalEditor({
    repoDir: scratch,
    port: e2eEditorPort(E2E_CINEMA_PORT),
    log: () => undefined,
    // "The rebuild": the served copy gets a new build, as npm start's would after its build.
    rebuild: async () => {
      rebuilds += 1;
      site?.deployNewBuild({ from: TITLE, to: "Fosenfolket – nå med ekstraforestilling" });
      return 0;
    },
  });
});

test.afterAll(async () => {
  editor?.close();
  await site?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Files of the scratch copy that differ from the repository's. */
function changedFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return walk(path.join(scratch, "content"))
    .map((f) => path.relative(scratch, f))
    .filter(
      (f) =>
        !fs.existsSync(path.join(ROOT, f)) || !fs.readFileSync(path.join(ROOT, f)).equals(fs.readFileSync(path.join(scratch, f))),
    );
}

async function openProduction(page: Page, base: string, file = FILE): Promise<void> {
  const { pageReference, title } = JSON.parse(fs.readFileSync(path.join(scratch, file), "utf8"));
  // page.goto (fixtures.ts) waits for the site's hydration mark, which the editor's page has not.
  await page.mainFrame().goto(`${base}/admin/#/collections/produksjoner/entries/${pageReference}`);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByLabel("Tittel", { exact: true })).toHaveValue(title, { timeout: 15_000 });
}

const preview = (page: Page): Frame =>
  page.frames().find((f) => f !== page.mainFrame() && f.url() !== page.url()) ?? page.mainFrame();

test("an editor renames a production and adds a date, sees it in the preview, saves; the site says when it is live", async ({
  page,
  context,
}) => {
  // Saving waits for "the rebuild", within the 60 s a save may take to be live.
  test.setTimeout(60_000);
  site = await startOwnSite(context);
  await openProduction(page, site.url);

  await page.getByLabel("Tittel", { exact: true }).fill("Fosenfolket – nå med ekstraforestilling");
  await page.getByRole("button", { name: /Legg til dato/ }).click();
  // The new date's start (the production's optional publishing times further down take the same widget).
  const newDate = page.getByRole("textbox", { name: "Starter", exact: true }).last();
  await newDate.fill("13.03.2027 18:00");
  await page.getByLabel("Sal", { exact: true }).last().fill("Bojersalen");

  // The preview is the site's own production page and programme card.
  await expect(preview(page).getByRole("heading", { level: 1, name: "Fosenfolket – nå med ekstraforestilling" })).toBeVisible();

  await page.getByRole("button", { name: "Lagre", exact: true }).click();
  await page.getByText("Lagre nå", { exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Publisert: endringen vises nå på nettstedet." })).toBeVisible({
    timeout: 20_000,
  });
  expect(rebuilds).toBeGreaterThan(0);

  // Only that file changed: the new title and the date, with Oslo's offset and an id made for it.
  expect(changedFiles()).toEqual([FILE]);
  const saved = JSON.parse(fs.readFileSync(path.join(scratch, FILE), "utf8"));
  const before = JSON.parse(fs.readFileSync(path.join(ROOT, FILE), "utf8"));
  expect(saved.title).toBe("Fosenfolket – nå med ekstraforestilling");
  const added = saved.events.find((e: { start: string }) => e.start === "2027-03-13T18:00:00+01:00");
  expect(added).toEqual({ id: expect.stringMatching(/^ev-[a-z0-9]+$/), start: "2027-03-13T18:00:00+01:00", hall: "Bojersalen" });
  expect({ ...saved, title: before.title, events: saved.events.filter((e: object) => e !== added) }).toEqual(before);

  // The served site shows it.
  await page.mainFrame().goto(`${site.url}/musikal-fosenfolket-2027`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fosenfolket – nå med ekstraforestilling");
});

test("a date that does not exist, or an empty title, is refused in Norwegian before anything is saved", async ({
  page,
  baseURL,
}) => {
  const other = "content/productions/jazz-i-smia-fosen-kvartett-2027.json";
  const before = fs.readFileSync(path.join(scratch, other), "utf8");
  await openProduction(page, baseURL!, other);
  await page.getByRole("button", { name: /Legg til dato/ }).click();
  await page.getByRole("textbox", { name: "Starter", exact: true }).last().fill("31.02.2027 19:00");
  await page.getByLabel("Sal", { exact: true }).last().fill("Smia");
  await page.getByLabel("Tittel", { exact: true }).fill("");
  await page.getByRole("button", { name: "Lagre", exact: true }).click();
  await page.getByText("Lagre nå", { exact: true }).click();
  await expect(page.getByText("Datoen finnes ikke: februar 2027 har 28 dager, ikke 31.")).toBeVisible();
  await expect(page.getByText("Tittel er påkrevd.")).toBeVisible();
  expect(fs.readFileSync(path.join(scratch, other), "utf8")).toBe(before);
});
