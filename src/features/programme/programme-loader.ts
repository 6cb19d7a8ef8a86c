import type { ListingPage } from "./listing";
import { decodeProgrammeIndex, PROGRAMME_INDEX_PATH, type IndexedProduction } from "./programme-index";
import { pageDataUrl } from "../../links/page-data";

/**
 * What the programme page fetches on demand: the next listing page's data (Gatsby publishes every
 * page's query result at /page-data/<path>/page-data.json; the programme template's query puts the
 * listing at data.contentPage.listings), and the programme index when a visitor filters, with the
 * filter that works over it. Loaded as a chunk of its own, the first time either is needed.
 */

export { applyFilter } from "./apply-filter";

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The listing of block `blockId` on the listing page at `path`. */
export async function loadListingPage(path: string, blockId: string): Promise<ListingPage> {
  const json = (await getJson(pageDataUrl(path))) as {
    result?: { data?: { contentPage?: { listings?: { id: string; listing: ListingPage | null }[] } } };
  };
  const listing = json.result?.data?.contentPage?.listings?.find((l) => l.id === blockId)?.listing;
  if (!listing || !Array.isArray(listing.items)) throw new Error(`${path}: no programme listing for block ${blockId}`);
  return listing;
}

let index: Promise<IndexedProduction[]> | null = null;

/** Every coming production, fetched once; a failure may be tried again. */
export function loadProgrammeIndex(): Promise<IndexedProduction[]> {
  index ??= getJson(PROGRAMME_INDEX_PATH)
    .then(decodeProgrammeIndex)
    .catch((error: unknown) => {
      index = null;
      throw error;
    });
  return index;
}

/** Drops the loaded index (tests). */
export function forgetProgrammeIndex(): void {
  index = null;
}
