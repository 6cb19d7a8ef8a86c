import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage, type PageData } from "../blocks/BlockPage";
import { screenBlocks } from "../blocks/registries/screen";
import { ScreenFrame } from "../features/screens";

/** Content pages whose blocks are all in the "screen" set (gatsby/content/template-kinds.ts). */
export default function ScreenPageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <BlockPage page={data.contentPage} registry={screenBlocks} Frame={ScreenFrame} />;
}

export const query = graphql`
  query ScreenPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
