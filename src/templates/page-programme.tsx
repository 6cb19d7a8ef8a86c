import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ListingPage, type ListingPageData } from "../blocks/ListingPage";
import { programmeBlocks } from "../blocks/registries/programme";

/** Content pages whose blocks are all in the "programme" set (src/blocks/template-kinds.ts). */
export default function ProgrammePageTemplate({ data }: PageProps<ListingPageData>) {
  return <ListingPage data={data} registry={programmeBlocks} />;
}

export const query = graphql`
  query ProgrammePageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ListingFields
    }
  }
`;
