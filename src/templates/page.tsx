import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage } from "../blocks/BlockPage";
import { contentBlocks } from "../blocks/registries/content";

/** Content pages whose blocks are all in the "content" set (content-model/template-kinds.ts). */
export default function ContentPageTemplate({ data }: PageProps<Queries.ContentPageByIdQuery>) {
  // Made only for a page that is there (gatsby/create-pages.ts): never null.
  return data.contentPage && <BlockPage page={data.contentPage} registry={contentBlocks} />;
}

export const query = graphql`
  query ContentPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
