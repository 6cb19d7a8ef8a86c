import React from "react";
import { graphql, type PageProps } from "gatsby";
import { CultureView } from "../features/programme";

export default function CultureTemplate({ data }: PageProps<Queries.ProductionByIdQuery>) {
  // Made only for a production that is there (gatsby/create-pages.ts): never null.
  return data.production && <CultureView production={data.production} />;
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
