import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./content/graphql-types";

/**
 * Every content type is declared here, so an empty or partial content set still builds and
 * queries never depend on what Gatsby happens to infer. The types are made from the content
 * model's schemas (content/graphql-types.ts); the resolvers add their computed fields.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};
