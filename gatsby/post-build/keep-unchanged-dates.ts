import crypto from "crypto";
import fs from "fs";
import path from "path";

/** What the last build left in public/: each file's size, modification time (whole seconds) and hash. */
type Stamp = { size: number; mtime: number; sha1: string };
type Manifest = Record<string, Stamp>;

const sha1 = (file: string) => crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex");

function filesUnder(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, root);
    return entry.isFile() ? [path.relative(root, full)] : [];
  });
}

function readManifest(file: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    return {}; // No earlier build (or a cleaned cache): nothing to compare with.
  }
}

/**
 * Gatsby writes some files again though their bytes are what they were: a page whose page data
 * changed but whose HTML did not (the front page, when a production's summary changes), the copies
 * of static/, the offline worker's library. Hosts and sync tools that compare size and modification
 * time (rsync, `aws s3 sync`) would upload them again. So after the build every file whose bytes
 * equal the last build's gets the last build's modification time back; the others keep theirs.
 *
 * Times are whole seconds, which the file system stores exactly (a millisecond time would come
 * back a few nanoseconds off, and count as written). `manifestFile` lives in Gatsby's cache.
 * Answers how many files got their date back and how many are new or changed.
 */
export function keepUnchangedDates(publicDir: string, manifestFile: string): { kept: number; changed: number } {
  const before = readManifest(manifestFile);
  const after: Manifest = {};
  let kept = 0;
  let changed = 0;
  for (const relative of filesUnder(publicDir)) {
    const file = path.join(publicDir, relative);
    const stat = fs.statSync(file);
    const earlier = before[relative];
    // Not written since the last build: still what it was, no need to read it.
    if (earlier && earlier.size === stat.size && earlier.mtime === stat.mtimeMs / 1000) {
      after[relative] = earlier;
      continue;
    }
    const hash = sha1(file);
    if (earlier && earlier.sha1 === hash) {
      fs.utimesSync(file, stat.atime, earlier.mtime);
      after[relative] = earlier;
      kept += 1;
      continue;
    }
    const mtime = Math.floor(stat.mtimeMs / 1000);
    fs.utimesSync(file, stat.atime, mtime);
    after[relative] = { size: stat.size, mtime, sha1: hash };
    changed += 1;
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, JSON.stringify(after));
  return { kept, changed };
}
