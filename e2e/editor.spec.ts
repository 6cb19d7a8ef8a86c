import { test, expect } from "./fixtures";
import { openEntry, save, startEditorSession, type EditorSession } from "./editor-session";

/**
 * What the web editor at /admin/ refuses before anything is written, with the build's own Norwegian
 * messages. (The whole round of a save, built and served, is e2e/editor-publish.spec.ts.)
 */
test.describe.configure({ mode: "serial" });

let session: EditorSession;

// Nothing here is saved, so nothing is built: a save that got through fails on the files, not on a build.
test.beforeAll(async () => {
  session = await startEditorSession(async () => 0);
});

test.afterAll(() => session?.close());

test("a date that does not exist, or an empty title, is refused in Norwegian before anything is saved", async ({
  page,
  baseURL,
}) => {
  const file = "content/productions/jazz-i-smia-fosen-kvartett-2027.json";
  await openEntry(page, baseURL!, "produksjoner", "jazz-i-smia-fosen-kvartett-2027", String(session.read(file).title));
  await page.getByRole("button", { name: /Legg til dato/ }).click();
  await page.getByRole("textbox", { name: "Starter", exact: true }).last().fill("31.02.2027 19:00");
  await page.getByLabel("Sal", { exact: true }).last().fill("Smia");
  await page.getByLabel("Tittel", { exact: true }).fill("");
  await save(page);
  await expect(page.getByText("Datoen finnes ikke: februar 2027 har 28 dager, ikke 31.")).toBeVisible();
  await expect(page.getByText("Tittel er påkrevd.")).toBeVisible();
  expect(session.changedFiles()).toEqual([]);
});

test("a page address another page or a page of the site's code has is refused, with the build's words, before anything is saved", async ({
  page,
  baseURL,
}) => {
  const file = "content/pages/kjokken.json";
  await openEntry(page, baseURL!, "sider", "kjokken", String(session.read(file).title));
  const address = page.getByLabel("Adresse", { exact: true });
  // The reasons stay on screen (Decap's own toast says only the first line, and goes).
  const refusal = page.getByRole("alert").filter({ hasText: "expected a path" });

  await address.fill("/kontakt-oss");
  await save(page);
  const taken = page.getByRole("alert").filter({ hasText: "Duplicate path" });
  await expect(taken).toContainText("Ikke lagret: nettstedet ville ikke bygget med dette.");
  await expect(taken).toContainText(
    "Duplicate path /kontakt-oss: content/pages/kontakt-oss.json and content/pages/kjokken.json both want it",
  );

  await address.clear();
  await address.fill("/min-side/logg-inn");
  await expect(address).toHaveValue("/min-side/logg-inn");
  await save(page);
  await expect(refusal).toContainText(
    'content/pages/kjokken.json: path: expected a path no other page or file of the site owns, got "/min-side/logg-inn" (the page src/pages/min-side/logg-inn.tsx owns it)',
  );
  expect(session.changedFiles()).toEqual([]);
});
