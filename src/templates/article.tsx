import React from "react";
import { graphql, type PageProps } from "gatsby";
import { ArticleView } from "../features/articles";

export default function ArticleTemplate({ data }: PageProps<Queries.ArticleByIdQuery>) {
  // Made only for an article that is there (gatsby/create-pages.ts): never null.
  return data.article && <ArticleView article={data.article} />;
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
