import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ScreenBlockPage } from "../blocks/ScreenBlockPage";
import { screenBlocks } from "../blocks/registries/screen";
import { ScreenFrame } from "../features/screens";

/** Content pages whose blocks are all in the "screen" set (content-model/template-kinds.ts). */
export default function ScreenPageTemplate({ data }: PageProps<Queries.ScreenPageByIdQuery>) {
  // Made only for a page that is there (gatsby/create-pages.ts): never null.
  return data.contentPage && <ScreenBlockPage page={data.contentPage} registry={screenBlocks} Frame={ScreenFrame} />;
}

export const query = graphql`
  query ScreenPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
