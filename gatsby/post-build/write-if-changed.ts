import fs from "fs";
import path from "path";

/**
 * Writes a file only when its content differs from what is there, so a rebuild after one edit
 * leaves every other file as it was (and a host or CDN that uploads changed files uploads only those).
 * Answers whether it wrote.
 */
export function writeIfChanged(file: string, content: string | Buffer): boolean {
  const next = typeof content === "string" ? Buffer.from(content) : content;
  try {
    if (fs.readFileSync(file).equals(next)) return false;
  } catch {
    // Not there yet.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, next);
  return true;
}
