import fs from "fs";
import path from "path";
import { bucketCount, bucketPath, pictureBucket, type ProgrammeIndexFile } from "../../src/features/programme/contract";
import type { Picture } from "../../src/pictures/picture";
import { filesUnder } from "./derived-files";

/**
 * The card pictures the programme's listing pages carry, by image URL, read from their page data
 * as Gatsby wrote it (result.data.contentPage.listings[].listing.pictures: the programme template's
 * query, src/features/programme/listing.ts). The pictures were made as the pages' queries ran, in
 * Gatsby's query workers; making them again here would decode every photo once more.
 */
export function listedPictures(publicDir: string): Record<string, Picture> {
  const found: Record<string, Picture> = {};
  const pageData = path.join(publicDir, "page-data");
  for (const file of filesUnder(pageData)) {
    if (!file.endsWith("/page-data.json")) continue;
    const text = fs.readFileSync(path.join(pageData, file), "utf8");
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
 * (src/features/programme/programme-pictures.ts): each bucket file's path and JSON, and how many
 * buckets the index names. A production whose picture no listing page carries is left out: its
 * card keeps its frame.
 */
export function programmePictureFiles(
  index: ProgrammeIndexFile,
  pictures: Record<string, Picture>,
): { buckets: number; files: Map<string, string> } {
  const urls = [...new Set(index.items.map((item) => item[4]))].filter((url) => Object.hasOwn(pictures, url));
  const buckets = bucketCount(urls.length);
  const contents = Array.from({ length: buckets }, (): Record<string, Picture> => ({}));
  for (const url of urls) contents[pictureBucket(url, buckets)][url] = pictures[url];
  return { buckets, files: new Map(contents.map((content, bucket) => [bucketPath(bucket), JSON.stringify(content)])) };
}
