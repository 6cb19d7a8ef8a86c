import React from "react";
import {
  CalendarSubscribe,
  categoriesOf,
  makeListing,
  ProgrammeBrowserIsland,
  useListing,
  type ProgrammeItem,
} from "../features/programme";
import { sourceItems } from "./source-items";
import { useFirstPartner } from "../features/cinema";
import { ProgrammeSection, ProgrammeTeaserSection } from "./programme-teaser";
import type { BlockData } from "../../content-model";
import type { BlockProps } from "./types";

export type CultureProgramProps = BlockProps<BlockData<"CultureProgram">>;

/**
 * The coming productions in date order: with `limit`, the first few and a link to the rest;
 * without, the whole programme with filters, a listing page at a time (the page's data carries
 * this page of it; without one, as in a test, the block's own items make a one-page listing).
 * First on its page, its heading is the page's h1.
 */
export function CultureProgram({ id, data, sourceData, dataIds, first }: CultureProgramProps) {
  const items = sourceItems<ProgrammeItem>(sourceData, dataIds);
  const listing = useListing(id);
  const partner = useFirstPartner();
  if (data.limit) return <ProgrammeTeaserSection id={id} heading={data.heading} first={first} items={items} limit={data.limit} />;
  return (
    <ProgrammeSection id={id} heading={data.heading} first={first} limited={false}>
      <ProgrammeBrowserIsland
        blockId={id}
        partner={partner}
        listing={listing ?? { ...makeListing(items, 1, Math.max(items.length, 1)), basePath: "" }}
        headingLevel={first ? "h2" : "h3"}
      />
      {/* The listing names every category of the whole programme; the block's items may be one page of it. */}
      <CalendarSubscribe categories={listing?.categories ?? categoriesOf(items)} />
    </ProgrammeSection>
  );
}
