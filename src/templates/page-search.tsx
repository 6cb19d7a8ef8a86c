import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage } from "../blocks/BlockPage";
import { searchBlocks } from "../blocks/registries/search";

/** Content pages whose blocks are all in the "search" set (content-model/template-kinds.ts). */
export default function SearchPageTemplate({ data }: PageProps<Queries.SearchPageByIdQuery>) {
  // Made only for a page that is there (gatsby/create-pages.ts): never null.
  return data.contentPage && <BlockPage page={data.contentPage} registry={searchBlocks} />;
}

export const query = graphql`
  query SearchPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
