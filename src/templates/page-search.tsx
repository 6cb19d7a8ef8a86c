import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage } from "../blocks/BlockPage";
import { searchBlocks } from "../blocks/registries/search";
import { pageNode } from "./page-node";

/** Content pages whose blocks are all in the "search" set (content-model/template-kinds.ts). */
export default function SearchPageTemplate({ data, path }: PageProps<Queries.SearchPageByIdQuery>) {
  return <BlockPage page={pageNode(data.contentPage, path)} registry={searchBlocks} />;
}

export const query = graphql`
  query SearchPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
