import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlockPage, BlockPageHead, type PageData } from "../blocks/BlockPage";
import { contentBlocks } from "../blocks/registries/content";

/** Content pages whose blocks are all in the "content" set (gatsby/content/template-kinds.ts). */
export default function ContentPageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <BlockPage page={data.contentPage} registry={contentBlocks} />;
}

export function Head({ data }: HeadProps<{ contentPage: PageData }>) {
  return <BlockPageHead page={data.contentPage} />;
}

export const query = graphql`
  query ContentPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
