import fs from "fs";
import os from "os";
import path from "path";

const made: string[] = [];

/**
 * A new empty folder in the system's temporary folder, removed after the test file that asked for
 * it. Folders left behind add up over many runs (copies of the content once filled a disk).
 */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
