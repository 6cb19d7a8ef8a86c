import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ListingPage } from "../blocks/ListingPage";
import { programmeBlocks } from "../blocks/registries/programme";

/** Content pages whose blocks are all in the "programme" set (src/blocks/template-kinds.ts). */
export default function ProgrammePageTemplate({ data }: PageProps<Queries.ProgrammePageByIdQuery>) {
  // Made only for a page that is there (gatsby/create-pages.ts): never null.
  return data.contentPage && <ListingPage page={data.contentPage} registry={programmeBlocks} />;
}

export const query = graphql`
  query ProgrammePageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ListingFields
    }
  }
`;
