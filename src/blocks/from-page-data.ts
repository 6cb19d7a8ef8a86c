import { fetchJson, thisPageDataUrl } from "../links/page-data";
import type { Picture } from "../pictures/picture";
import type { SourceData } from "./source-data";

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === "string";

/** A block as its page's template reads it (BlockGrid.tsx): no data or sources is none. */
export interface BlockInPageData {
  data: Record<string, unknown>;
  sourceData: SourceData;
  dataIds: string[];
  pictures: Record<string, Picture>;
}

/** Block `id` of kind `component` in a page's data (Gatsby's page-data.json: data.contentPage.blocks), or null. */
export function blockInPageData(pageData: unknown, id: string, component: string): BlockInPageData | null {
  const blocks = (pageData as { result?: { data?: { contentPage?: { blocks?: unknown } } } } | null)?.result?.data?.contentPage
    ?.blocks;
  const block = Array.isArray(blocks) ? blocks.find((b) => isRecord(b) && b.id === id && b.component === component) : null;
  if (!isRecord(block)) return null;
  const { data = {}, sourceData = {}, dataIds, pictures } = block;
  if (!(data === null || isRecord(data)) || !(sourceData === null || isRecord(sourceData))) return null;
  if (!Array.isArray(dataIds) || !dataIds.every(isText)) return null;
  return {
    data: data ?? {},
    sourceData: (sourceData ?? {}) as SourceData,
    dataIds,
    pictures: (isRecord(pictures) ? pictures : {}) as Record<string, Picture>,
  };
}

/**
 * What a part reads of its page's data (`read`: throws where the data holds none), taken only if
 * its version is the one the build wrote into the part's island (`version`): page data of another
 * build would draw other things over the page's own, or pictures whose files are gone. The service
 * worker answers page data from the copy it saved on an earlier visit (then looks for a newer one),
 * and the site is built again every night: on another version, or on a copy that does not hold
 * what the part reads at all (a build before its block was added), the part asks once more at
 * another address (`?version=<version>`), which the worker has not saved. If that is still another
 * build's it throws (the part does not start, and the build's HTML stays). `answer`: the answer for
 * the page's data, asked for already (beside the part's code, src/islands/parts.ts).
 */
export async function fromThisPageData<T>(
  what: string,
  read: (pageData: unknown, url: string) => T,
  versionOf: (found: T) => string,
  version: string,
  answer?: Promise<unknown>,
): Promise<T> {
  const url = thisPageDataUrl();
  const first = await (answer ?? fetchJson(url));
  try {
    const found = read(first, url);
    if (versionOf(found) === version) return found;
  } catch {
    // Not this build's either: asked for once more below, where what read finds wanting is said.
  }
  const again = read(await fetchJson(`${url}?version=${encodeURIComponent(version)}`), url);
  if (versionOf(again) !== version) throw new Error(`${url}: ${what} is another build's than this page's (version ${version})`);
  return again;
}
