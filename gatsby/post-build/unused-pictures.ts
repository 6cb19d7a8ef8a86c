import fs from "fs";
import path from "path";
import { PUBLISHED_DIR } from "../images/local-picture";
import { filesUnder, publicRelative } from "./derived-files";
import { removePublicFile } from "./public-files";

/** Files that name no picture: pictures themselves, fonts, compressed copies (their original is read). */
const NOT_TEXT = /\.(?:jpe?g|png|webp|avif|gif|ico|woff2?|ttf|otf|pdf|gz|br|part)$/i;

/** A made picture's address as pages, page data, feeds and headers write it: /static/img/<name>. */
const PICTURE_ADDRESS = new RegExp(`${PUBLISHED_DIR.replace(/\//g, "\\/")}\\/([A-Za-z0-9._-]+)`, "g");

/**
 * Removes the pictures in public/static/img that no file of the build names: those only a withdrawn
 * item used, the crops of a photo since replaced or given another focal point, files made with
 * encoder settings since changed, a half file from a build that stopped. A picture is kept while any
 * page, page data (static query results included), feed or index of the build names it, whether
 * this build made it or an earlier one did (with .cache kept, Gatsby does not run the queries of
 * unchanged pages again, so what the build made is no guide). Run after every other file is written
 * and before the compressed copies. A visitor's tab open on an older page keeps its pictures as
 * long as the host does: docs/deploying.md removes old files a day after a deploy.
 */
export function removeUnusedPictures(publicDir: string): string[] {
  const pictureDir = path.join(publicDir, PUBLISHED_DIR);
  const pictures = filesUnder(pictureDir);
  if (!pictures.length) return [];
  const named = new Set<string>();
  for (const file of filesUnder(publicDir)) {
    if (NOT_TEXT.test(file)) continue;
    for (const [, name] of fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(PICTURE_ADDRESS)) named.add(name);
  }
  return pictures
    .filter((name) => !named.has(name))
    .map((name) => publicRelative(`${PUBLISHED_DIR}/${name}`))
    .filter((relative) => removePublicFile(publicDir, relative));
}
