import fs from "fs";
import path from "path";
import { removePublicFile, writePublicFile } from "./public-files";

/**
 * The list of the last build's files derived from content, kept in public/ itself: Gatsby empties
 * .cache/ when its plugins change but keeps public/, and a list lost with the cache would leave that
 * build's withdrawn items behind. A dotfile: nginx never serves it (deploy/nginx/site.conf).
 */
export const DERIVED_FILES_PATH = "/.derived-files.json";

/** The compressed copies precompress.ts may have written beside a file. */
const COPY_EXTENSIONS = [".gz", ".br"];

/** A path inside public/ as the list keeps it: "kalender/ev-1.ics", forward slashes, none in front. */
export const publicRelative = (file: string) => file.replace(/\\/g, "/").replace(/^\/+/, "");

/** The HTML file Gatsby writes for a page (gatsby-core-utils' generateHtmlPath): "/a" is "a/index.html", "/404.html" itself. */
export const pageHtmlFile = (pagePath: string) =>
  publicRelative(/\.html?$/i.test(pagePath) ? path.posix.normalize(pagePath) : path.posix.join(pagePath, "index.html"));

/** The page data Gatsby writes for a page (gatsby-core-utils' generatePageDataPath): "/" is "page-data/index/page-data.json". */
export const pageDataFile = (pagePath: string) =>
  publicRelative(path.posix.join("page-data", pagePath === "/" ? "index" : pagePath, "page-data.json"));

/** The files of a page: its HTML and its page data. */
export const pageFiles = (pagePath: string) => [pageHtmlFile(pagePath), pageDataFile(pagePath)];

/** Every file under `dir`, relative to it, forward slashes. */
export function filesUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, base);
    return entry.isFile() ? [publicRelative(path.relative(base, full))] : [];
  });
}

function readList(publicDir: string): string[] {
  try {
    const list: unknown = JSON.parse(fs.readFileSync(path.join(publicDir, DERIVED_FILES_PATH), "utf8"));
    return Array.isArray(list) ? list.filter((f): f is string => typeof f === "string") : [];
  } catch {
    return []; // No earlier build here (or a list it cannot read): nothing known to remove.
  }
}

/**
 * Makes what the build derives from content a complete set: every file the last build listed that
 * this build does not (an item unpublished, deleted or renamed since: its page, page data, calendar
 * files, a feed no date is in any more, a file gone from static/) is removed, with its compressed
 * copies, and `current` becomes the list the next build compares with. Gatsby removes the pages it
 * knows it dropped itself; this also covers a build whose .cache was emptied, which keeps public/.
 * Folders the build's writers own whole (`ownedFolders`, "kalender") are read as well, so a public/
 * kept from a build before this list existed, or whose list was lost, loses its stale files there too.
 * Every removal goes through removePublicFile, so a tampered list removes nothing outside public/.
 * Answers the files removed (copies aside).
 */
export function removeWithdrawnFiles(publicDir: string, current: Iterable<string>, ownedFolders: string[] = []): string[] {
  const now = new Set([...current].map(publicRelative));
  now.add(publicRelative(DERIVED_FILES_PATH));
  const owned = ownedFolders.flatMap((folder) =>
    filesUnder(path.join(publicDir, publicRelative(folder)))
      .filter((file) => !COPY_EXTENSIONS.includes(path.extname(file)))
      .map((file) => publicRelative(`${folder}/${file}`)),
  );
  const removed: string[] = [];
  for (const file of new Set([...readList(publicDir), ...owned])) {
    const relative = publicRelative(file);
    if (now.has(relative)) continue;
    if (removePublicFile(publicDir, relative)) removed.push(relative);
    for (const ext of COPY_EXTENSIONS) removePublicFile(publicDir, relative + ext);
  }
  writePublicFile(publicDir, DERIVED_FILES_PATH, `${JSON.stringify([...now].sort(), null, 1)}\n`);
  return removed;
}
