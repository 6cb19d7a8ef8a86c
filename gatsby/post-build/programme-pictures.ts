import { bucketCount, bucketPath, pictureBucket, type ProgrammeIndexFile } from "../../src/features/programme/contract";
import type { Picture } from "../../src/pictures/picture";
import type { ImageRef } from "../images/site-pictures";

/**
 * The card pictures of the programme index's productions, in buckets by image URL
 * (src/features/programme/programme-pictures.ts): each bucket file's path and JSON, and how many
 * buckets the index names. `picture` makes one in the programme's card preset; every one of them
 * was made already for the listing pages, so this reads the pictures' cache.
 */
export async function programmePictureFiles(
  index: ProgrammeIndexFile,
  picture: (image: ImageRef) => Promise<Picture>,
): Promise<{ buckets: number; files: Map<string, string> }> {
  const images = new Map<string, ImageRef>();
  for (const [, , , , url, alt, focalPointQuery] of index.items)
    if (!images.has(url)) images.set(url, { url, alt, focalPointQuery });
  const buckets = bucketCount(images.size);
  const contents = Array.from({ length: buckets }, (): Record<string, Picture> => ({}));
  const made = await Promise.all([...images.values()].map(picture));
  [...images.keys()].forEach((url, i) => {
    contents[pictureBucket(url, buckets)][url] = made[i];
  });
  return { buckets, files: new Map(contents.map((content, bucket) => [bucketPath(bucket), JSON.stringify(content)])) };
}
