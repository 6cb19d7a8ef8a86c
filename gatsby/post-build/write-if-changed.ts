import fs from "fs";
import path from "path";
import { writePublicFile, writePublicFileAsync } from "./public-files";

/** public/ + relative, when it lies inside public/ (anything else goes to the guard, which refuses it). */
function comparedTarget(publicDir: string, relative: string): string | null {
  const root = path.resolve(publicDir);
  const target = path.resolve(root, relative.replace(/^\/+/, ""));
  return target.startsWith(root + path.sep) ? target : null;
}

/** Whether `next` says what `old` says; lines matching `ignoring` (a calendar file's DTSTAMP) do not count. */
function sameContent(old: Buffer, next: Buffer, ignoring?: RegExp): boolean {
  if (old.equals(next)) return true;
  return !!ignoring && old.toString("utf8").replace(ignoring, "") === next.toString("utf8").replace(ignoring, "");
}

const asBuffer = (content: string | Buffer) => (typeof content === "string" ? Buffer.from(content) : content);

/**
 * Writes a file beside the built pages (through writePublicFile, the build's one guard) only when
 * its content differs from what is there, so a rebuild after one edit leaves every other file as it
 * was, and a host that uploads changed files uploads only those. Lines matching `ignoring` (a global,
 * multi-line pattern) are left out of the comparison. Answers whether it wrote.
 */
export function writeIfChanged(publicDir: string, relative: string, content: string | Buffer, ignoring?: RegExp): boolean {
  const target = comparedTarget(publicDir, relative);
  if (target) {
    try {
      if (sameContent(fs.readFileSync(target), asBuffer(content), ignoring)) return false;
    } catch {
      // Not there yet.
    }
  }
  writePublicFile(publicDir, relative, content);
  return true;
}

/**
 * writeIfChanged for many files at once (the calendar files): the same rules, the reading and
 * writing off the main thread, so thousands of them are not made one after the other.
 */
export async function writeIfChangedAsync(
  publicDir: string,
  relative: string,
  content: string | Buffer,
  ignoring?: RegExp,
): Promise<boolean> {
  const target = comparedTarget(publicDir, relative);
  const next = asBuffer(content);
  if (target) {
    try {
      if (sameContent(await fs.promises.readFile(target), next, ignoring)) return false;
    } catch {
      // Not there yet.
    }
  }
  await writePublicFileAsync(publicDir, relative, next);
  return true;
}
