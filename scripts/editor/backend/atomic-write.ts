import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * A save is all or nothing. Every new file is first written beside its place under a temporary name
 * (a dot file ending in ".tmp", which neither the rebuild's watcher nor the build reads); only when
 * all are written are they renamed into place, each rename replacing the old file in one step. The
 * files being replaced are kept (hard links) until the last rename, so a rename that fails puts the
 * earlier ones back; deletions happen last. A refused or failed save leaves every file as it was.
 */
export interface Change {
  /** Absolute path on disk (already checked by repo-paths.ts). */
  target: string;
  /** The new bytes, or null to delete the file. */
  bytes: Buffer | null;
}

const tempBeside = (target: string, tag: string) => path.join(path.dirname(target), `.${path.basename(target)}.${tag}.tmp`);

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

/** Applies every change or none; rejects (with everything as it was) when one cannot be made. */
export async function writeAll(changes: Change[]): Promise<void> {
  const tag = crypto.randomBytes(6).toString("hex");
  const written: { target: string; temp: string }[] = [];
  const kept: { target: string; backup: string }[] = [];
  const placed: string[] = [];
  try {
    for (const { target, bytes } of changes) {
      if (bytes === null) continue;
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = tempBeside(target, tag);
      await fs.writeFile(temp, bytes, { flag: "wx" });
      written.push({ target, temp });
    }
    for (const { target } of changes) {
      if (!(await exists(target))) continue;
      const backup = tempBeside(target, `${tag}-old`);
      await fs.link(target, backup);
      kept.push({ target, backup });
    }
    for (const { target, temp } of written) {
      await fs.rename(temp, target);
      placed.push(target);
    }
  } catch (error) {
    // Put back what was replaced, take away what was new; nothing of this save stays.
    for (const target of placed) {
      const backup = kept.find((k) => k.target === target)?.backup;
      await (backup ? fs.rename(backup, target) : fs.rm(target, { force: true })).catch(() => undefined);
    }
    await Promise.all([...written.map((w) => w.temp), ...kept.map((k) => k.backup)].map((f) => fs.rm(f, { force: true })));
    throw error;
  }
  for (const { target, bytes } of changes) if (bytes === null) await fs.rm(target, { force: true });
  await Promise.all(kept.map((k) => fs.rm(k.backup, { force: true })));
}
