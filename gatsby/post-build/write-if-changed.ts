import fs from "fs";
import path from "path";
import { writePublicFile } from "./public-files";

/**
 * Writes a file beside the built pages (through writePublicFile, the build's one guard) only when
 * its content differs from what is there, so a rebuild after one edit leaves every other file as it
 * was, and a host that uploads changed files uploads only those. Lines matching `ignoring` (a global,
 * multi-line pattern) are left out of the comparison. Answers whether it wrote.
 */
export function writeIfChanged(publicDir: string, relative: string, content: string | Buffer, ignoring?: RegExp): boolean {
  const root = path.resolve(publicDir);
  const target = path.resolve(root, relative.replace(/^\/+/, ""));
  // Only a file inside public/ is compared; anything else goes to the guard, which refuses it.
  if (target.startsWith(root + path.sep)) {
    const next = typeof content === "string" ? Buffer.from(content) : content;
    try {
      const old = fs.readFileSync(target);
      if (old.equals(next)) return false;
      // Lines that change with every build but say nothing new (a calendar file's DTSTAMP) do not count.
      if (ignoring && old.toString("utf8").replace(ignoring, "") === next.toString("utf8").replace(ignoring, "")) return false;
    } catch {
      // Not there yet.
    }
  }
  writePublicFile(publicDir, relative, content);
  return true;
}
