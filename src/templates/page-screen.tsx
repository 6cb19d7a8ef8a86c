import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ScreenBlockPage } from "../blocks/ScreenBlockPage";
import { screenBlocks } from "../blocks/registries/screen";
import { ScreenFrame } from "../features/screens";
import { pageNode } from "./page-node";

/** Content pages whose blocks are all in the "screen" set (content-model/template-kinds.ts). */
export default function ScreenPageTemplate({ data, path }: PageProps<Queries.ScreenPageByIdQuery>) {
  return <ScreenBlockPage page={pageNode(data.contentPage, path)} registry={screenBlocks} Frame={ScreenFrame} />;
}

export const query = graphql`
  query ScreenPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
