import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage } from "../blocks/BlockPage";
import { contentBlocks } from "../blocks/registries/content";
import { pageNode } from "./page-node";

/** Content pages whose blocks are all in the "content" set (content-model/template-kinds.ts). */
export default function ContentPageTemplate({ data, path }: PageProps<Queries.ContentPageByIdQuery>) {
  return <BlockPage page={pageNode(data.contentPage, path)} registry={contentBlocks} />;
}

export const query = graphql`
  query ContentPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
