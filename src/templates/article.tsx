import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ArticleView } from "../features/articles";
import { pageNode } from "./page-node";

export default function ArticleTemplate({ data, path }: PageProps<Queries.ArticleByIdQuery>) {
  return <ArticleView article={pageNode(data.article, path)} />;
}

export const query = graphql`
  query ArticleById($id: String!) {
    article(id: { eq: $id }) {
      title
      slug
      content
      summary
      author
      createdAt
      updatedAt
      image {
        url
        alt
      }
      cover(preset: "cover")
      socialImage
    }
  }
`;
