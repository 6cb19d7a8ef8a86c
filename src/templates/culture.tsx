import React from "react";
import { graphql, type PageProps } from "gatsby";
import { CultureView } from "../features/programme";
import { pageNode } from "./page-node";

export default function CultureTemplate({ data, path }: PageProps<Queries.ProductionByIdQuery>) {
  return <CultureView production={pageNode(data.production, path)} />;
}

export const query = graphql`
  query ProductionById($id: String!) {
    production(id: { eq: $id }) {
      id: contentId
      title
      pageReference
      objectClass
      fields: productionFields {
        category
        organizer
        duration
        ageLimit
        ediNumber
        priceFrom
        language
        languageCode
        accessibility
        ticketSaleStart
      }
      contents {
        summary
        body
      }
      features
      assets {
        type
        url
        alt
        focalPointQuery
      }
      cover(preset: "cover")
      socialImage
      events: upcomingEvents {
        id
        start
        hall
        status
        accessibility
      }
    }
  }
`;
