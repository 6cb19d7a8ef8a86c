import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ListingPage } from "../blocks/ListingPage";
import { listingBlocks } from "../blocks/registries/listing";

/** Content pages whose blocks are all in the "listing" set: the programme itself, without the slideshow (src/blocks/template-kinds.ts). */
export default function ListingPageTemplate({ data }: PageProps<Queries.ListingPageByIdQuery>) {
  // Made only for a page that is there (gatsby/create-pages.ts): never null.
  return data.contentPage && <ListingPage page={data.contentPage} registry={listingBlocks} />;
}

export const query = graphql`
  query ListingPageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ListingFields
    }
  }
`;
