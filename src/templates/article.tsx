import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ArticleView, type ArticleData } from "../features/articles";

export default function ArticleTemplate({ data }: PageProps<{ article: ArticleData }>) {
  return <ArticleView article={data.article} />;
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
