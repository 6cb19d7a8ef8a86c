import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlockPage, type PageData } from "../blocks/BlockPage";

export default function PageTemplate({ data }: PageProps<{ contentPage: PageData }>) {
  return <BlockPage page={data.contentPage} />;
}

export const query = graphql`
  query ContentPageById($id: String!) {
    contentPage(id: { eq: $id }) {
      title
      path
      layout
      template
      meta { nb { title description keywords image } }
      blocks {
        component
        hide
        id
        place { row column order }
        dataIds
        data
        sourceData
        qrSvg
      }
    }
  }
`;
