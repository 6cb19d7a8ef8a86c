import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { bucketCount, bucketPath, pictureBucket, type ProgrammeIndexFile } from "../../src/features/programme/contract";
import type { Picture } from "../../src/pictures/picture";
import { pageDataUrl } from "../../src/links/page-data";

/**
 * The card pictures the programme's listing pages carry, by image URL, read from the page data of
 * this build's pages (`pagePaths`) as Gatsby wrote it (result.data.contentPage.listings[].listing
 * .pictures: the programme template's query, src/features/programme/listing.ts). The pictures were
 * made as the pages' queries ran, in Gatsby's query workers; making them again here would decode
 * every photo once more. The page data of a page this build no longer has is not read.
 */
export function listedPictures(publicDir: string, pagePaths: Iterable<string>): Record<string, Picture> {
  const found: Record<string, Picture> = {};
  for (const pagePath of pagePaths) {
    const file = path.join(publicDir, pageDataUrl(pagePath));
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes('"listings"')) continue;
    const listings: unknown = (JSON.parse(text) as { result?: { data?: { contentPage?: { listings?: unknown } } } }).result?.data
      ?.contentPage?.listings;
    if (!Array.isArray(listings)) continue;
    for (const entry of listings as { listing?: { pictures?: Record<string, Picture> } | null }[])
      Object.assign(found, entry?.listing?.pictures ?? {});
  }
  return found;
}

/**
 * The card pictures of the programme index's productions, in buckets by image URL
 * (src/features/programme/programme-pictures.ts): each bucket file's path and JSON, how many buckets
 * the index names, and their version (a hash of their content, the folder they are in: an index and
 * the buckets of another build are never read together). A production whose picture no listing
 * page carries is left out: its card keeps its frame.
 */
export function programmePictureFiles(
  index: ProgrammeIndexFile,
  pictures: Record<string, Picture>,
): { buckets: number; version: string; files: Map<string, string> } {
  const urls = [...new Set(index.items.map((item) => item[4]))].filter((url) => Object.hasOwn(pictures, url));
  const buckets = bucketCount(urls.length);
  const contents = Array.from({ length: buckets }, (): Record<string, Picture> => ({}));
  for (const url of urls) contents[pictureBucket(url, buckets)][url] = pictures[url];
  const texts = contents.map((content) => JSON.stringify(content));
  const version = createHash("sha256").update(texts.join("\n")).digest("hex").slice(0, 12);
  return { buckets, version, files: new Map(texts.map((text, bucket) => [bucketPath(version, bucket), text])) };
}
