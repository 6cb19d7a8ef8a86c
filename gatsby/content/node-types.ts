/** Gatsby node type names for each content model. */
export const NODE_TYPE = {
  site: "SiteDefinition",
  page: "ContentPage",
  article: "Article",
  production: "Production",
} as const;
