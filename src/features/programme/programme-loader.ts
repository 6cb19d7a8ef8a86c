import type { ListingPage } from "./listing";
import { decodeProgrammeIndex, picturesOf, PROGRAMME_INDEX_PATH, type IndexedProduction } from "./programme-index";
import { bucketPath, decodePictureBucket, pictureBucket } from "./programme-pictures";
import type { Picture } from "../../pictures/picture";
import { fetchJson, pageDataUrl } from "../../links/page-data";

/**
 * What the programme page fetches on demand: the next listing page's data (Gatsby publishes every
 * page's query result at /page-data/<path>/page-data.json; the programme template's query puts the
 * listing at data.contentPage.listings), and the programme index when a visitor filters, with the
 * filter that works over it and the card pictures of what it finds. Loaded as a chunk of its own,
 * the first time either is needed.
 */

export { applyFilter } from "./apply-filter";

/** The listing of block `blockId` on the listing page at `path`. */
export async function loadListingPage(path: string, blockId: string): Promise<ListingPage> {
  const json = (await fetchJson(pageDataUrl(path))) as {
    result?: { data?: { contentPage?: { listings?: { id: string; listing: ListingPage | null }[] } } };
  };
  const listing = json.result?.data?.contentPage?.listings?.find((l) => l.id === blockId)?.listing;
  if (!listing || !Array.isArray(listing.items)) throw new Error(`${path}: no programme listing for block ${blockId}`);
  return listing;
}

type Index = { items: IndexedProduction[]; pictures: ReturnType<typeof picturesOf> };
let index: Promise<Index> | null = null;

function loadIndex(): Promise<Index> {
  index ??= fetchJson(PROGRAMME_INDEX_PATH)
    .then((file) => ({ items: decodeProgrammeIndex(file), pictures: picturesOf(file) }))
    .catch((error: unknown) => {
      index = null;
      throw error;
    });
  return index;
}

/** Every coming production, fetched once; a failure may be tried again. */
export function loadProgrammeIndex(): Promise<IndexedProduction[]> {
  return loadIndex().then((loaded) => loaded.items);
}

const buckets = new Map<string, Promise<Record<string, Picture>>>();

/**
 * The card pictures of these productions' images (programme-pictures.ts), from the buckets that
 * hold them, each fetched once. What a bucket that could not be fetched holds is left out (it is
 * asked for again by the next call), as is every picture of an index that names no buckets.
 */
export async function loadProgrammePictures(urls: readonly string[]): Promise<Record<string, Picture>> {
  const { pictures } = await loadIndex();
  if (!pictures) return {};
  const wanted = new Set(urls);
  const bucket = (n: number) => {
    const file = bucketPath(pictures.version, n);
    if (!buckets.has(file))
      buckets.set(
        file,
        fetchJson(file)
          .then(decodePictureBucket)
          .catch((error: unknown) => {
            buckets.delete(file);
            console.error(`The programme's pictures could not be fetched (${file}):`, error);
            return {};
          }),
      );
    return buckets.get(file)!;
  };
  const found = await Promise.all([...new Set([...wanted].map((url) => pictureBucket(url, pictures.buckets)))].map(bucket));
  return Object.fromEntries(found.flatMap((bucketPictures) => Object.entries(bucketPictures)).filter(([url]) => wanted.has(url)));
}

/** Drops the loaded index and pictures (tests). */
export function forgetProgrammeIndex(): void {
  index = null;
  buckets.clear();
}
