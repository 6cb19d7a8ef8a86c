import React, { useMemo } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlockPage, BlockPageHead, type PageData } from "../blocks/BlockPage";
import { programmeBlocks } from "../blocks/registries/programme";
import { listingPagePath, type ListingPage } from "../features/programme/listing";
import { ListingContext } from "../features/programme/listing-context";

type Data = { contentPage: PageData & { listings: { id: string; listing: ListingPage | null }[] } };

/**
 * Content pages whose blocks are all in the "programme" set (src/blocks/template-kinds.ts). A page
 * with the whole programme is also published once per further listing page (/kulturprogram/side/2):
 * the same page, with that listing page, its own address and a title that says which page it is.
 */
export default function ProgrammePageTemplate({ data }: PageProps<Data>) {
  const { listings, ...page } = data.contentPage;
  const byBlock = useMemo(() => Object.fromEntries(listings.flatMap(({ id, listing }) => (listing ? [[id, { ...listing, basePath: page.path }]] : []))), [listings, page.path]);
  const shown = asListingPage(data);
  return (
    <ListingContext.Provider value={byBlock}>
      <BlockPage page={shown} registry={programmeBlocks} />
    </ListingContext.Provider>
  );
}

/** The page as this listing page shows it: from page 2 on, its own address and a title that says which page it is. */
function asListingPage({ contentPage: { listings, ...page } }: Data): PageData {
  const number = listings.find((l) => l.listing)?.listing?.page ?? 1;
  if (number <= 1) return page;
  return { ...page, title: `${page.title}, side ${number}`, path: listingPagePath(page.path, number), meta: { nb: { ...page.meta.nb, title: `Side ${number} – ${page.meta.nb.title}` } } };
}

export function Head({ data }: HeadProps<Data>) {
  return <BlockPageHead page={asListingPage(data)} />;
}

export const query = graphql`
  query ProgrammePageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      listings: blocks {
        id
        listing(page: $page)
      }
    }
  }
`;
