import React, { type ComponentType } from "react";
import { teaserData } from "../features/programme/contract";
import { ProgrammeTeaser, type ProgrammeItem } from "../features/programme";
import { blockInPageData, fromThisPageData, isRecord, isText } from "./from-page-data";
import { sourceItems } from "./source-items";

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;

/** What the teaser block `id` draws, from a page's data (at `url`): its items and their pictures, with their version. */
function teaserIn(pageData: unknown, url: string, id: string, limit: number) {
  const block = blockInPageData(pageData, id, "CultureProgram");
  if (!block) throw new Error(`${url}: no programme block ${id}`);
  const items: unknown[] = sourceItems(block.sourceData, block.dataIds);
  // What teaserData reads of each; the rest is the build's, as the version shows.
  if (!items.every((item) => isRecord(item) && isRecord(item.image) && isText(item.image.url) && Array.isArray(item.events)))
    throw new Error(`${url}: the programme block ${id} has an item that is not a production`);
  return teaserData({ items: items as ProgrammeItem[], limit, pictures: block.pictures });
}

/**
 * The programme teaser's part on a page built of islands. Its element carries its block's id, its
 * limit, its partner and the version of its items and pictures (ProgrammeTeaserIsland): the items
 * and pictures come from the page's data as it starts, taken only if they are the ones the build
 * rendered the HTML from (fromThisPageData). `pageData`: the answer for the page's data, asked for
 * beside this part's code (src/islands/parts.ts).
 */
export async function programmeTeaserPart(props: Record<string, unknown>, pageData?: Promise<unknown>): Promise<ComponentType> {
  const { blockId, limit, partner, version } = props;
  if (!isText(blockId) || !isCount(limit) || !isCount(partner) || !isText(version))
    throw new Error("the programme's teaser names no block it can load");
  const { items, pictures } = await fromThisPageData(
    `the programme's teaser ${blockId}`,
    (data, url) => teaserIn(data, url, blockId, limit),
    (found) => found.version,
    version,
    pageData,
  );
  return function TeaserFromPageData() {
    return <ProgrammeTeaser items={items} limit={limit} partner={partner} pictures={pictures} />;
  };
}
