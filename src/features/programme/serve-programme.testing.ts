import { makeListing } from "./listing";
import { encodeProgrammeIndex } from "./programme-index";
import type { ProgrammeItem } from "./programme-item";
import { bucketCount, bucketPath, pictureBucket } from "./programme-pictures";

/** The version the served index names its pictures by. */
export const PICTURES_VERSION = "0123456789ab";
import type { Picture } from "../../pictures/picture";
import { cardPicture } from "../../pictures/card-picture.testing";

const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

/**
 * `fetch` as the built site answers the programme's requests: the programme index, its card
 * pictures' buckets, and each listing page's page data (block `blockId`, `pageSize` productions a
 * page); 404 for anything else. Returns the URLs asked for, in order.
 */
export function serveProgramme(programme: ProgrammeItem[], pageSize: number, blockId = "blokk"): string[] {
  const requested: string[] = [];
  const images = new Map(programme.map((item) => [item.image.url, item.image.alt]));
  const buckets = bucketCount(images.size);
  const bucketFiles = new Map<string, Record<string, Picture>>();
  for (const [url, alt] of images) {
    const file = bucketPath(PICTURES_VERSION, pictureBucket(url, buckets));
    bucketFiles.set(file, { ...bucketFiles.get(file), [url]: cardPicture(url, alt) });
  }
  global.fetch = jest.fn(async (url: string) => {
    requested.push(url);
    if (url === "/programme-index.json")
      return answer({ ...encodeProgrammeIndex(programme), pictures: { buckets, version: PICTURES_VERSION } });
    if (bucketFiles.has(url)) return answer(bucketFiles.get(url));
    const page = /\/side\/(\d+)\/page-data\.json$/.exec(url);
    if (page)
      return answer({
        result: {
          data: { contentPage: { listings: [{ id: blockId, listing: makeListing(programme, Number(page[1]), pageSize) }] } },
        },
      });
    return { ok: false, status: 404, json: async () => ({}) };
  }) as never;
  return requested;
}
