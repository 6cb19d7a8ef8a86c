import React, { useMemo } from "react";
import { graphql } from "gatsby";
import { BlockPage, type PageData } from "./BlockPage";
import type { AnyRegistry } from "./types";
import { browserTitleOf } from "../../content-model";
import { ListingContext, listingPagePath, type ListingPage as Listing } from "../features/programme";

/** A content page with the listing page of each whole-programme block on it (ContentPageFields and ListingFields). */
type ListingPageData = QueryData<Queries.ContentPageFieldsFragment & Queries.ListingFieldsFragment>;

/** JSON to GraphQL: a block's listing page as the build's resolver made it (gatsby/create-resolvers.ts). */
const listingOf = (block: ListingPageData["listings"][number]) => block.listing as Listing | null | undefined;

/** The page as this listing page shows it: from page 2 on, its own address and a title that says which page it is. */
function asListingPage({ listings, ...page }: ListingPageData): PageData {
  const number = listings.map(listingOf).find((listing) => listing)?.page ?? 1;
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
export function ListingPage({ page, registry }: { page: ListingPageData; registry: AnyRegistry }) {
  const { listings, path } = page;
  const byBlock = useMemo(
    () =>
      Object.fromEntries(
        listings.flatMap((block) => {
          const listing = listingOf(block);
          return listing ? [[block.id, { ...listing, basePath: path }]] : [];
        }),
      ),
    [listings, path],
  );
  return (
    <ListingContext.Provider value={byBlock}>
      <BlockPage page={asListingPage(page)} registry={registry} />
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
