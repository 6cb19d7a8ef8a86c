import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { test, expect } from "./fixtures";
import { CHROMIUM_ARGS, TEST_CHROMIUM, chromiumEnv } from "../scripts/chromium";
import { openEntry, preview, save, startEditorSession, type EditorSession } from "./editor-session";

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
  await page.getByLabel("Sal", { exact: true }).last().selectOption("Smia");
  await page.getByLabel("Tittel", { exact: true }).fill("");
  await save(page);
  await expect(page.getByText("Datoen finnes ikke: februar 2027 har 28 dager, ikke 31.")).toBeVisible();
  await expect(page.getByText("Tittel er påkrevd.")).toBeVisible();
  expect(session.changedFiles()).toEqual([]);
});

test("a page address another page or a page of the site's code has is refused in an editor's words, at the top and by the field, before anything is saved", async ({
  page,
  baseURL,
}) => {
  const file = "content/pages/kjokken.json";
  await openEntry(page, baseURL!, "sider", "kjokken", String(session.read(file).title));
  const address = page.getByLabel("Adresse", { exact: true });
  // The reasons stay on screen (Decap's own toast says only the first line, and goes).
  const refusal = page.locator("#lagring-avvist");

  await address.fill("/kontakt-oss");
  await save(page);
  await expect(refusal).toContainText(
    "Adressen /kontakt-oss er allerede brukt av siden «Kontakt oss». Gi denne en annen adresse.",
  );
  await expect(refusal).toHaveAttribute("role", "alert");
  await expect(refusal).not.toContainText("content/");
  await expect(page.getByText("Kunne ikke lagre: se den røde meldingen øverst til høyre.")).toBeVisible();

  await address.clear();
  await address.fill("/min-side/logg-inn");
  await expect(address).toHaveValue("/min-side/logg-inn");
  await save(page);
  await expect(refusal).toContainText(
    "Adressen /min-side/logg-inn er allerede brukt av en side i nettstedets egen kode. Velg en annen adresse.",
  );
  expect(session.changedFiles()).toEqual([]);
});

test("a new production is previewed from its first keystroke, its body is rich text, and missing fields are marked by the field", async ({
  page,
  baseURL,
}) => {
  await page.mainFrame().goto(`${baseURL}/admin/#/collections/produksjoner/new`);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await page.getByLabel("Tittel", { exact: true }).fill("Vårkonsert");
  // The site's own card and page, with the picture not chosen yet drawn as an empty picture.
  await expect(preview(page).getByRole("heading", { name: "Vårkonsert" }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Det har oppstått en feil")).toHaveCount(0);
  await page.getByRole("button", { name: "Legg til tekst" }).click();
  await expect(page.getByRole("toolbar", { name: "Formatering" })).toBeVisible();
  await save(page);
  // Decap's own check of the fields it knows comes first, each marked by its field.
  await expect(page.getByText(/er påkrevd/).first()).toBeVisible();
  expect(session.changedFiles()).toEqual([]);
});

test("a page of another origin, or a name made to point at this machine, cannot read or write through the editor's backend", async ({
  page,
}) => {
  // A page with no policy of its own, on another local port: another dev server, a tool's web UI.
  const attacker = http.createServer((_req, res) =>
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<!doctype html><title>Annen side</title>"),
  );
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  const other = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  const backend = session.editor.url;
  const rebindBrowser = await chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP rebind.example 127.0.0.1"],
    env: chromiumEnv(),
  });
  try {
    await page.mainFrame().goto(other);
    const tried = await page.evaluate(async (api) => {
      const outcome = (p: Promise<Response>) =>
        p.then(
          (r) => `answered ${r.type} ${r.status}`,
          () => "blocked",
        );
      const write = JSON.stringify({
        action: "persistEntry",
        params: {
          branch: "main",
          dataFiles: [
            { path: "package.json", raw: "{}", slug: "x" },
            { path: "content/pages/kjokken.json", raw: "{}", slug: "x" },
          ],
          assets: [],
        },
      });
      return {
        secret: await outcome(fetch(`${api}/session`)),
        json: await outcome(fetch(api, { method: "POST", headers: { "Content-Type": "application/json" }, body: write })),
        guessed: await outcome(
          fetch(api, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Editor-Token": "gjetning" },
            body: write,
          }),
        ),
        // A "simple" request needs no preflight: it reaches the server, whose answer the page cannot read.
        simple: await outcome(
          fetch(api, { method: "POST", mode: "no-cors", headers: { "Content-Type": "text/plain" }, body: write }),
        ),
      };
    }, backend);
    expect(tried).toEqual({ secret: "blocked", json: "blocked", guessed: "blocked", simple: "answered opaque 0" });

    // DNS rebinding: the browser believes rebind.example is the page's own server, and sends its name as Host.
    const rebound = await rebindBrowser.newPage();
    const port = new URL(backend).port;
    const secret = await rebound.goto(`http://rebind.example:${port}/api/v1/session`);
    expect(secret?.status()).toBe(403);
    expect(await secret?.text()).not.toContain("token");
    const write = await rebound.evaluate(
      async (api) =>
        (await fetch(api, { method: "POST", headers: { "Content-Type": "text/plain" }, body: '{"action":"info"}' })).status,
      `http://rebind.example:${port}/api/v1`,
    );
    expect(write).toBe(403);

    expect(session.changedFiles()).toEqual([]);
    expect(fs.existsSync(path.join(session.dir, "package.json"))).toBe(false);
  } finally {
    await rebindBrowser.close();
    attacker.close();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("Hurtigvalg cancels a date in two taps from /admin/, through the editor's own backend", async ({ page, baseURL }) => {
    const file = "content/productions/jazz-i-smia-fosen-kvartett-2027.json";
    let taps = 0;
    const tap = async (target: ReturnType<typeof page.getByRole>) => {
      await target.tap();
      taps += 1;
    };
    await page.mainFrame().goto(`${baseURL}/admin/`);
    // Open by itself on a phone: nothing to tap to reach it.
    await expect(page.getByRole("heading", { name: "Hurtigvalg", level: 1 })).toBeVisible({ timeout: 30_000 });
    const row = page.getByRole("listitem", { name: "Jazz i Smia: Fosen Kvartett, fre. 11. juni kl. 19:00" });
    await tap(row.getByRole("button", { name: "Avlys" }));
    await tap(row.getByRole("button", { name: "Ja, avlys" }));
    await expect(page.getByText("«Jazz i Smia: Fosen Kvartett» fre. 11. juni kl. 19:00 er avlyst.")).toBeVisible();
    expect(taps).toBeLessThanOrEqual(3);
    const events = session.read(file).events as { id: string; status?: string }[];
    expect(events).toEqual([expect.objectContaining({ id: "ev-10343", status: "cancelled" })]);
    expect(session.changedFiles()).toEqual([file]);
    // The same status the editor shows after a save.
    await expect(page.locator("#publiseringsstatus")).toContainText("Lagret.");
    // Readable at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
