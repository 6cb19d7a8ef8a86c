import fs from "node:fs";
import path from "node:path";
import { API_BUILD_RECORD } from "../scripts/gatsby-build";

/**
 * The test build as the shared server serves it and the site's tests read it: a copy of public/
 * (and of the record of the content APIs it was built from) made as the run starts
 * (e2e/global-setup.ts). The production path's test builds public/ again while the other tests run
 * (the "editor" project in playwright.config.ts), and the editor's publishing test after them; the
 * copy is not theirs to change. A real copy, not hard links: Gatsby writes some files of public/
 * over in place.
 */
const E2E_DIR = path.dirname(API_BUILD_RECORD);
export const SITE_ROOT = path.join(E2E_DIR, "site");
export const SITE_RECORD = path.join(E2E_DIR, "site-content-api.json");

/** Copies the test build in public/ to SITE_ROOT, and its record, replacing what a run before left. */
export function copyTestBuild(publicDir: string): void {
  fs.rmSync(SITE_ROOT, { recursive: true, force: true });
  fs.cpSync(publicDir, SITE_ROOT, { recursive: true });
  fs.rmSync(SITE_RECORD, { force: true });
  if (fs.existsSync(API_BUILD_RECORD)) fs.copyFileSync(API_BUILD_RECORD, SITE_RECORD);
}

export function removeTestBuildCopy(): void {
  fs.rmSync(SITE_ROOT, { recursive: true, force: true });
  fs.rmSync(SITE_RECORD, { force: true });
}
