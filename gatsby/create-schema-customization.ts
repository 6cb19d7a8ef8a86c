import type { GatsbyNode } from "gatsby";

/**
 * Every content type is declared here, so an empty or partial content set still builds and
 * queries never depend on what Gatsby happens to infer. The fields are the content model's
 * (content-model/schemas.ts); create-schema-customization.test.ts fails when the two differ.
 */
export const typeDefs = /* GraphQL */ `
  type ImageAsset {
    url: String!
    alt: String!
  }

  type MenuItem {
    path: String
    external: String
    label: String!
    place: String!
    order: Int!
    locale: String!
  }
  type FooterSection {
    title: String!
    lines: [String!]!
  }
  type SocialLink {
    label: String!
    url: String!
    network: String!
  }
  type SiteTheme {
    logo: ImageAsset!
    favicon: String!
    menu: [MenuItem!]!
    footerSections: [FooterSection!]!
    social: [SocialLink!]!
  }

  type Venue {
    name: String!
    streetAddress: String!
    postalCode: String!
    addressLocality: String!
    addressRegion: String!
    addressCountry: String!
  }

  type SiteNotice {
    id: String!
    text: String!
    severity: String!
    from: String!
    to: String!
  }

  type SiteDefinition implements Node @dontInfer {
    contentId: String!
    name: String!
    description: String!
    host: String!
    aliases: [String!]!
    partners: [Int!]!
    partnerId: Int!
    locale: String!
    published: Boolean!
    stage: String!
    searchEnabled: Boolean!
    languageSwitching: Boolean!
    venue: Venue!
    notices: [SiteNotice!]
    theme: SiteTheme!
    sourceFile: String!
  }

  type BlockPlace {
    row: Int!
    column: Int!
    order: Int!
  }
  type PageSourceFilter {
    property: String!
    value: String!
    operator: String!
  }
  type PageSource {
    name: String!
    model: String!
    filter: PageSourceFilter
    collection: Boolean!
  }
  type PageBlock {
    component: String!
    hide: Boolean!
    id: String!
    place: BlockPlace!
    dataIds: [String!]!
    data: JSON!
    sourceDefs: [PageSource!]!
  }
  type PageMeta {
    title: String
    description: String!
    keywords: [String!]!
    image: String!
  }
  type PageMetaByLocale {
    nb: PageMeta!
  }

  type ContentPage implements Node @dontInfer {
    contentId: String!
    title: String!
    path: String!
    pageType: String!
    layout: String!
    noindex: Boolean
    template: JSON!
    sources: [PageSource!]!
    blocks: [PageBlock!]!
    meta: PageMetaByLocale!
    sourceFile: String!
  }

  type Article implements Node @dontInfer {
    contentId: String!
    title: String!
    slug: String!
    content: String!
    summary: String!
    image: ImageAsset!
    thumbnail: ImageAsset!
    author: String!
    category: String!
    node_locale: String!
    order: Int!
    createdAt: Float!
    updatedAt: Float!
    publishAt: String
    unpublishAt: String
    sourceFile: String!
  }

  type ProductionFields {
    category: String!
    organizer: String
    duration: Int
    ageLimit: String
    ediNumber: String
    priceFrom: Float
    language: String
    languageCode: String
    accessibility: [String!]
    ticketSaleStart: String
  }
  type ProductionContent {
    summary: String!
    body: String
  }
  type ProductionAsset {
    type: String!
    url: String!
    alt: String!
    focalPointQuery: String!
  }
  type ProductionEvent {
    id: String!
    start: String!
    hall: String!
    status: String
    accessibility: [String!]
  }

  type Production implements Node @dontInfer {
    contentId: String!
    title: String!
    objectClass: String!
    pageReference: String!
    productionFields: ProductionFields!
    contents: [ProductionContent!]!
    features: [String!]!
    assets: [ProductionAsset!]!
    events: [ProductionEvent!]!
    publishAt: String
    unpublishAt: String
    sourceFile: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
