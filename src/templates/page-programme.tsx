import React, { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage, type PageData } from "../blocks/BlockPage";
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
  const number = Object.values(byBlock)[0]?.page ?? 1;
  const shown: PageData =
    number > 1
      ? { ...page, title: `${page.title}, side ${number}`, path: listingPagePath(page.path, number), meta: { nb: { ...page.meta.nb, title: `Side ${number} – ${page.meta.nb.title}` } } }
      : page;
  return (
    <ListingContext.Provider value={byBlock}>
      <BlockPage page={shown} registry={programmeBlocks} />
    </ListingContext.Provider>
  );
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
