import React, { useMemo } from "react";
import { graphql } from "gatsby";
import { BlockPage, type PageData } from "./BlockPage";
import type { AnyRegistry } from "./types";
import { browserTitleOf } from "../../content-model";
import { ListingContext, listingPagePath, type ListingPage as Listing } from "../features/programme";

/** A content page's data with the listing page of each whole-programme block on it (ListingFields). */
export type ListingPageData = { contentPage: PageData & { listings: { id: string; listing: Listing | null }[] } };

/** The page as this listing page shows it: from page 2 on, its own address and a title that says which page it is. */
function asListingPage({ contentPage: { listings, ...page } }: ListingPageData): PageData {
  const number = listings.find((l) => l.listing)?.listing?.page ?? 1;
  if (number <= 1) return page;
  return {
    ...page,
    title: `${page.title}, side ${number}`,
    path: listingPagePath(page.path, number),
    meta: { nb: { ...page.meta.nb, title: `Side ${number} – ${browserTitleOf(page)}` } },
  };
}

/**
 * A content page that may hold the whole programme. Such a page is also published once per further
 * listing page (/kulturprogram/side/2): the same page, with that listing page in its blocks' context.
 */
export function ListingPage({ data, registry }: { data: ListingPageData; registry: AnyRegistry }) {
  const { listings, path } = data.contentPage;
  const byBlock = useMemo(
    () => Object.fromEntries(listings.flatMap(({ id, listing }) => (listing ? [[id, { ...listing, basePath: path }]] : []))),
    [listings, path],
  );
  return (
    <ListingContext.Provider value={byBlock}>
      <BlockPage page={asListingPage(data)} registry={registry} />
    </ListingContext.Provider>
  );
}

/**
 * The listing pages of the page's whole-programme blocks; the query must define $page (1 for the first page).
 * Used by name (`...ListingFields`) in page queries, so nothing imports it.
 * @public
 */
export const listingFields = graphql`
  fragment ListingFields on ContentPage {
    listings: blocks {
      id
      listing(page: $page)
    }
  }
`;
