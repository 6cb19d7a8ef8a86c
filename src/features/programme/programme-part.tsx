import React, { type ComponentType } from "react";
import { ProgrammeBrowser, type ProgrammeIslandData } from "./ProgrammeBrowser";
import { listingPagePath } from "./listing";

const isData = (data: Record<string, unknown>): data is Record<string, unknown> & ProgrammeIslandData =>
  typeof data.blockId === "string" &&
  (data.headingLevel === "h2" || data.headingLevel === "h3") &&
  typeof data.partner === "number" &&
  typeof data.basePath === "string" &&
  typeof data.page === "number";

/**
 * The programme's part on a page built of islands: its listing page comes from the page's data
 * (what Gatsby's runtime would have given the template), fetched as the island starts, and the
 * browser hydrates over the HTML the build made of the same listing.
 */
export async function programmePart(data: Record<string, unknown>): Promise<ComponentType> {
  if (!isData(data)) throw new Error("the programme's island carries no listing page it can load");
  const { blockId, basePath, page, headingLevel, partner } = data;
  const { loadListingPage } = await import(/* webpackChunkName: "programme-loader" */ "./programme-loader");
  const listing = await loadListingPage(listingPagePath(basePath, page), blockId);
  return function ProgrammePart() {
    return (
      <ProgrammeBrowser listing={{ ...listing, basePath }} blockId={blockId} headingLevel={headingLevel} partner={partner} />
    );
  };
}
