import React from "react";
import { graphql, type PageProps } from "gatsby";
import type { PageData } from "../blocks/BlockPage";
import { ScreenBlockPage } from "../blocks/ScreenBlockPage";
import { screenBlocks } from "../blocks/registries/screen";
import { ScreenFrame } from "../features/screens";

/** Content pages whose blocks are all in the "screen" set (content-model/template-kinds.ts). */
export default function ScreenPageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <ScreenBlockPage page={data.contentPage} registry={screenBlocks} Frame={ScreenFrame} />;
}

export const query = graphql`
  query ScreenPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
