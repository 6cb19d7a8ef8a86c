// The pictures in docs/editing.md, at 1280 px and on a phone (390 px, touch): `npx tsx scripts/editor-screenshots.ts <cinema port>`
// after `npm run build:e2e` (or `scripts/gatsby-build.ts <port> --for-tests`). Works on a scratch
// copy of content/, as the browser tests do.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS, chromiumEnv } from "./chromium";
import { closeNginx, startNginx } from "./nginx";
import { e2eEditorPort, startLocalEditor } from "./editor";

const root = path.join(__dirname, "..");

async function main() {
  const cinemaPort = Number(process.argv[2] || 9310);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-skjermbilder-"));
  fs.cpSync(path.join(root, "content"), path.join(scratch, "content"), { recursive: true });
  fs.copyFileSync(path.join(root, "redirects.json"), path.join(scratch, "redirects.json"));
  const server = await startNginx({ root: path.join(root, "public") });
  const url = server.url;
  const editor = await startLocalEditor({
    repoDir: scratch,
    port: e2eEditorPort(cinemaPort),
    siteOrigins: [url],
    rebuild: async () => 0,
    log: () => undefined,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, env: chromiumEnv() });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "nb-NO", timezoneId: "Europe/Oslo" });
    const shot = (name: string) => page.screenshot({ path: path.join(root, "docs", name) });
    await page.goto(`${url}/admin/#/collections/produksjoner`);
    await page.getByRole("button", { name: "Logg inn" }).click();
    await page.getByText("Fosenfolket – musikalen").first().waitFor();
    await shot("editor-list.png");
    await page.getByText("Fosenfolket – musikalen").first().click();
    await page.getByLabel("Tittel", { exact: true }).waitFor();
    await page.frameLocator("iframe").first().getByRole("heading", { level: 1 }).waitFor();
    await shot("editor-production.png");
    // The pictures and dates further down: a folded date says when and where, the focal point is a point on the picture.
    // A folded item opens with the first button of its bar, just above its summary.
    const picture = JSON.parse(fs.readFileSync(path.join(scratch, "content/productions/musikal-fosenfolket-2027.json"), "utf8"))
      .assets[0].url as string;
    await page.getByText(picture, { exact: true }).locator("xpath=preceding-sibling::div[1]//button").first().click();
    const focal = page.getByRole("slider", { name: /Fra venstre/ });
    await focal.scrollIntoViewIfNeeded();
    // The widget finds the picture beside it once the image field shows it.
    await page
      .getByTitle("Klikk der motivet er")
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.decode());
    await page.getByText("Beskjæringer holder dette punktet synlig").waitFor();
    await page.mouse.wheel(0, -150);
    // It looks for the picture once a second; the shot waits for the one it shows to be drawn.
    await page.waitForTimeout(1200);
    await page
      .getByTitle("Klikk der motivet er")
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.decode());
    await shot("editor-focal-point.png");
    await page.getByRole("button", { name: /Legg til dato/ }).click();
    await page.getByRole("textbox", { name: "Starter", exact: true }).last().fill("31.02.2027 19:00");
    await page.getByLabel("Sal", { exact: true }).last().selectOption("Bojersalen");
    await page.getByRole("button", { name: "Lagre", exact: true }).click();
    await page.getByText("Lagre nå", { exact: true }).click();
    await page.getByText("Datoen finnes ikke").first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await shot("editor-refused.png");
    // An address another page has: refused before saving, with the build's words.
    // A page of its own: the one before has an unsaved change, and Decap would ask before leaving it.
    const pages = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "nb-NO", timezoneId: "Europe/Oslo" });
    await pages.goto(`${url}/admin/#/collections/sider/entries/kjokken`);
    await pages.getByRole("button", { name: "Logg inn" }).click();
    const address = pages.getByLabel("Adresse", { exact: true });
    await address.waitFor();
    await address.fill("/kontakt-oss");
    await pages.getByRole("button", { name: "Lagre", exact: true }).click();
    await pages.getByText("Lagre nå", { exact: true }).click();
    await pages.getByRole("alert").filter({ hasText: "Adressen /kontakt-oss er allerede brukt" }).waitFor();
    await pages.screenshot({ path: path.join(root, "docs", "editor-address-taken.png") });

    // On a phone: /admin/ opens on Hurtigvalg; a date about to be cancelled asks once.
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: "nb-NO",
      timezoneId: "Europe/Oslo",
    });
    const phoneShot = (name: string) => phone.screenshot({ path: path.join(root, "docs", name) });
    await phone.goto(`${url}/admin/`);
    await phone.getByRole("heading", { name: "Hurtigvalg" }).waitFor();
    await phone.getByRole("button", { name: "Avlys" }).first().waitFor();
    await phoneShot("editor-phone-hurtigvalg.png");
    const first = phone.locator(".hv").getByRole("listitem").first();
    await first.getByRole("button", { name: "Avlys" }).tap();
    await first.getByRole("button", { name: "Ja, avlys" }).scrollIntoViewIfNeeded();
    await phoneShot("editor-phone-cancel.png");
    // The full editor on the phone, with a refusal: a production given an address a page has.
    await phone.getByRole("button", { name: "Full redigering" }).tap();
    await phone.goto(`${url}/admin/#/collections/produksjoner/entries/jazz-i-smia-fosen-kvartett-2027`);
    await phone.getByRole("button", { name: "Logg inn" }).tap();
    const slug = phone.getByLabel("Adressenavn", { exact: true });
    await slug.waitFor();
    await slug.fill("kontakt-oss");
    await phone.getByRole("button", { name: "Lagre", exact: true }).tap();
    await phone.getByText("Lagre nå", { exact: true }).tap();
    await phone.locator("#lagring-avvist").waitFor();
    await phoneShot("editor-phone-refused.png");
  } finally {
    await browser.close();
    await closeNginx(server);
    editor.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

void main();
