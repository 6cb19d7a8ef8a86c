import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Frame, type Page } from "@playwright/test";
import { E2E_CINEMA_PORT } from "./global-setup";
import { e2eEditorPort, startLocalEditor, type LocalEditor } from "../scripts/editor";

/**
 * The web editor at /admin/ as the browser tests use it: Decap's local backend as `npm start` runs it,
 * on a scratch copy of content/ and redirects.json (the repository's files are never touched), on
 * the port the test build's editor saves to (the cinema stand-in's + 1000, scripts/gatsby-build.ts).
 */
export const ROOT = path.join(__dirname, "..");

export interface EditorSession {
  /** The scratch repository the editor saves into. */
  dir: string;
  editor: LocalEditor;
  /** Files under content/ that differ from the repository's, as `git diff --name-only` would list them. */
  changedFiles(): string[];
  /** A file of the scratch copy, parsed. */
  read(file: string): Record<string, unknown>;
  close(): void;
}

/** `siteOrigin`: the site whose /admin/ the tests open, the one page the backend answers (the shared server's by default). */
export async function startEditorSession(
  rebuild: (dir: string) => Promise<number>,
  siteOrigin = process.env.E2E_BASE_URL!,
): Promise<EditorSession> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kulturhus-redigering-"));
  fs.cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true });
  fs.copyFileSync(path.join(ROOT, "redirects.json"), path.join(dir, "redirects.json"));
  const editor = await startLocalEditor({
    repoDir: dir,
    port: e2eEditorPort(E2E_CINEMA_PORT),
    siteOrigins: [siteOrigin],
    log: () => undefined,
    rebuild: () => rebuild(dir),
  });
  const walk = (at: string): string[] =>
    fs
      .readdirSync(at, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(at, e.name)) : [path.join(at, e.name)]));
  const same = (file: string) =>
    fs.existsSync(path.join(ROOT, file)) && fs.readFileSync(path.join(ROOT, file)).equals(fs.readFileSync(path.join(dir, file)));
  return {
    dir,
    editor,
    changedFiles: () =>
      [...walk(path.join(dir, "content")), path.join(dir, "redirects.json")]
        .map((f) => path.relative(dir, f))
        .filter((f) => !same(f)),
    read: (file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")),
    close() {
      editor.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens an entry of a collection in the editor at `base` and logs in to the local backend. */
export async function openEntry(page: Page, base: string, collection: string, slug: string, title: string): Promise<void> {
  // page.goto (fixtures.ts) waits for the site's hydration mark, which the editor's page has not.
  await page.mainFrame().goto(`${base}/admin/#/collections/${collection}/entries/${slug}`);
  await page.getByRole("button", { name: "Logg inn" }).click();
  await expect(page.getByLabel("Tittel", { exact: true })).toHaveValue(title, { timeout: 30_000 });
}

/** The preview pane: the site's own page, in its frame. */
export const preview = (page: Page): Frame =>
  page.frames().find((f) => f !== page.mainFrame() && f.url() !== page.url()) ?? page.mainFrame();

/** Saves the entry open in the editor (Decap asks once more). */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Lagre", exact: true }).click();
  await page.getByText("Lagre nå", { exact: true }).click();
}
