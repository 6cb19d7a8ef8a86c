import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ListingPage } from "../blocks/ListingPage";
import { programmeBlocks } from "../blocks/registries/programme";
import { pageNode } from "./page-node";

/** Content pages whose blocks are all in the "programme" set (src/blocks/template-kinds.ts). */
export default function ProgrammePageTemplate({ data, path }: PageProps<Queries.ProgrammePageByIdQuery>) {
  return <ListingPage page={pageNode(data.contentPage, path)} registry={programmeBlocks} />;
}

export const query = graphql`
  query ProgrammePageById($id: String!, $page: Int = 1) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ListingFields
    }
  }
`;
