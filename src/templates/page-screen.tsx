import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlockPage, BlockPageHead, type PageData } from "../blocks/BlockPage";
import { screenBlocks } from "../blocks/registries/screen";
import { ScreenFrame } from "../features/screens";

/** Content pages whose blocks are all in the "screen" set (gatsby/content/template-kinds.ts). */
export default function ScreenPageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <BlockPage page={data.contentPage} registry={screenBlocks} Frame={ScreenFrame} />;
}

export function Head({ data }: HeadProps<{ contentPage: PageData }>) {
  return <BlockPageHead page={data.contentPage} />;
}

export const query = graphql`
  query ScreenPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
