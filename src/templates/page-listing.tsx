import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ListingPage } from "../blocks/ListingPage";
import { listingBlocks } from "../blocks/registries/listing";
import { pageNode } from "./page-node";

/** Content pages whose blocks are all in the "listing" set: the programme itself, without the slideshow (src/blocks/template-kinds.ts). */
export default function ListingPageTemplate({ data, path }: PageProps<Queries.ListingPageByIdQuery>) {
  return <ListingPage page={pageNode(data.contentPage, path)} registry={listingBlocks} />;
}

export const query = graphql`
  query ListingPageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ListingFields
    }
  }
`;
