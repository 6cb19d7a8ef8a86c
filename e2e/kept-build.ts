import fs from "node:fs";
import path from "node:path";
import { API_BUILD_RECORD, PUBLISHING_BACKUP } from "../scripts/gatsby-build";

/**
 * The test build as the tests that rebuild public/ find it (e2e/editor-publish.spec.ts,
 * e2e/production-path.spec.ts): copied aside before they build, put back after. They run one after
 * the other (the production path's in the "editor" project, the publishing test after it and every
 * other test), so one copy at a time is all there is. The other tests read a copy of their own, made as the run starts (e2e/test-site.ts).
 */
const ROOT = path.join(__dirname, "..");
const KEPT = ["public", ".cache", API_BUILD_RECORD].map((p) => path.resolve(ROOT, p));
const keptCopy = (p: string) => path.join(PUBLISHING_BACKUP, path.relative(ROOT, p));

/** Puts back what the test build was, from the copy made before the test. */
export function restoreTestBuild(): void {
  for (const p of KEPT) {
    if (!fs.existsSync(keptCopy(p))) continue;
    fs.rmSync(p, { recursive: true, force: true });
    fs.renameSync(keptCopy(p), p);
  }
  fs.rmSync(PUBLISHING_BACKUP, { recursive: true, force: true });
}

/**
 * Copies the test build aside. A run stopped before it put the build back left its copy: that copy
 * is the test build (a new `npm run build:e2e` deletes it), so it goes back first.
 */
export function keepTestBuild(): void {
  restoreTestBuild();
  for (const p of KEPT) fs.cpSync(p, keptCopy(p), { recursive: true });
}
