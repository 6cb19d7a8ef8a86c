import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage, type PageData } from "../blocks/BlockPage";
import { programmeBlocks } from "../blocks/registries/programme";

/** Content pages whose blocks are all in the "programme" set (gatsby/content/template-kinds.ts). */
export default function ProgrammePageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <BlockPage page={data.contentPage} registry={programmeBlocks} />;
}

export const query = graphql`
  query ProgrammePageById($id: String!) {
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
    }
  }
`;
