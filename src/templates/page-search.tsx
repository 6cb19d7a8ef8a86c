import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlockPage, BlockPageHead, type PageData } from "../blocks/BlockPage";
import { searchBlocks } from "../blocks/registries/search";

/** Content pages whose blocks are all in the "search" set (gatsby/content/template-kinds.ts). */
export default function SearchPageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <BlockPage page={data.contentPage} registry={searchBlocks} />;
}

export function Head({ data }: HeadProps<{ contentPage: PageData }>) {
  return <BlockPageHead page={data.contentPage} />;
}

export const query = graphql`
  query SearchPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
