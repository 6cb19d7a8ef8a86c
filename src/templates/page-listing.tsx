import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ListingPage, type ListingPageData } from "../blocks/ListingPage";
import { listingBlocks } from "../blocks/registries/listing";

/** Content pages whose blocks are all in the "listing" set: the programme itself, without the slideshow (src/blocks/template-kinds.ts). */
export default function ListingPageTemplate({ data }: PageProps<ListingPageData>) {
  return <ListingPage data={data} registry={listingBlocks} />;
}

export const query = graphql`
  query ListingPageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ListingFields
    }
  }
`;
