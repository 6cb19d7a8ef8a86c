import fs from "fs";
import path from "path";

/**
 * Writes a file only when its content differs from what is there, so a rebuild after one edit
 * leaves every other file as it was (and a host or CDN that uploads changed files uploads only those).
 * Lines matching `ignoring` (a global, multi-line pattern) are left out of the comparison.
 * Answers whether it wrote.
 */
export function writeIfChanged(file: string, content: string | Buffer, ignoring?: RegExp): boolean {
  const next = typeof content === "string" ? Buffer.from(content) : content;
  try {
    const old = fs.readFileSync(file);
    if (old.equals(next)) return false;
    // Lines that change with every build but say nothing new (a calendar file's DTSTAMP) do not count.
    if (ignoring && old.toString("utf8").replace(ignoring, "") === next.toString("utf8").replace(ignoring, "")) return false;
  } catch {
    // Not there yet.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
  return true;
}
