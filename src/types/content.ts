/**
 * The shapes of the files in content/. The build validates every file against
 * gatsby/content-schema.ts, which mirrors these types; keep the two in step.
 */

export type Locale = "nb";

export interface ImageAsset {
  /** Site-relative ("/images/x.svg") or absolute URL. */
  url: string;
  /** Alternative text in Norwegian; "" only for decorative images. */
  alt: string;
  /** "fp-x=0.5&fp-y=0.3": the point a crop keeps in view (block images; productions always have one). */
  focalPointQuery?: string;
}

export interface MenuItem {
  /** Internal path ("/kulturprogram") or absolute URL. Omit when `external` is given. */
  path?: string;
  /** A link whose URL comes from configuration (GATSBY_GIFT_CARD_URL, GATSBY_TICKET_SHOP_URL). */
  external?: "giftCard" | "ticketShop";
  label: string;
  place: "header" | "footer";
  order: number;
  locale: Locale;
}

export interface FooterSection {
  title: string;
  /** Address or contact lines, shown one per line. */
  lines: string[];
}

export interface SocialLink {
  label: string;
  url: string;
  network: "facebook" | "instagram";
}

/** The building's postal address, for event data search engines read. */
export interface Venue {
  name: string;
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressRegion: string;
  addressCountry: string;
}

export interface SiteDefinition {
  id: string;
  name: string;
  description: string;
  host: string;
  aliases: string[];
  partners: number[];
  partnerId: number;
  locale: Locale;
  published: boolean;
  stage: "production";
  searchEnabled: boolean;
  languageSwitching: boolean;
  venue: Venue;
  theme: {
    logo: ImageAsset;
    favicon: string;
    menu: MenuItem[];
    footerSections: FooterSection[];
    social: SocialLink[];
  };
}

export type Breakpoint = "xs" | "md" | "lg";
export type Spans = Record<Breakpoint, number>;

export interface TemplateColumn {
  span: Spans;
}

export interface TemplateRow {
  columns: TemplateColumn[];
}

export interface PageSource {
  /** Referred to by blocks in `dataIds`. */
  name: string;
  model: "production" | "event" | "article";
  filter?: { property: string; value: string; operator: "eq" | "ne" };
  collection: boolean;
}

export interface BlockPlace {
  /** 1-based row of the template. */
  row: number;
  /** 1-based column within that row. */
  column: number;
  order: number;
}

export interface PageBlock {
  component: string;
  hide: boolean;
  id: string;
  place: BlockPlace;
  /** Names of the page's sources this block shows. */
  dataIds: string[];
  /** Block-specific settings; each block component documents its own. */
  data?: Record<string, unknown>;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  image: string;
}

export interface ContentPage {
  id: string;
  title: string;
  path: string;
  pageType: "ordinary" | "standard";
  /** "default": header and footer. "screen": full-screen lobby display, no chrome. */
  layout: "default" | "screen";
  template: { rows: TemplateRow[] };
  sources: PageSource[];
  blocks: PageBlock[];
  meta: Record<Locale, PageMeta>;
}

export interface Article {
  id: string;
  title: string;
  slug: string;
  /** HTML; sanitized at build time. */
  content: string;
  /** One or two sentences for lists, search and the meta description. */
  summary: string;
  image: ImageAsset;
  thumbnail: ImageAsset;
  author: string;
  category: "article";
  node_locale: Locale;
  order: number;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
}

export interface ProductionAsset extends ImageAsset {
  type: "first_image";
  /** "fp-x=0.5&fp-y=0.3": the point of interest, 0..1 from the left and top. */
  focalPointQuery: string;
}

export interface ProductionEvent {
  /** Stable id, used by the ticket shop and the cinema API's events/<partner>?keys=. */
  id: string;
  /** ISO 8601 with offset, "2026-12-05T19:00:00+01:00". */
  start: string;
  hall: string;
}

export interface Production {
  id: string;
  title: string;
  objectClass: "culture" | "movie";
  /** Path segment of the event page: /{pageReference}. */
  pageReference: string;
  fields: {
    category: string;
    organizer?: string;
    /** Minutes. */
    duration?: number;
    ageLimit?: string;
    /** Films only: the EDI number the cinema API knows the film by. */
    ediNumber?: string;
    priceFrom?: number;
    /** "Norsk tale", "Engelsk tale, norske tekster". */
    language?: string;
    /** What makes it accessible: "Teleslynge", "Rullestolplasser" ... */
    accessibility?: string[];
  };
  contents: { summary: string; body?: string }[];
  features: string[];
  assets: ProductionAsset[];
  events: ProductionEvent[];
}

export interface Redirect {
  fromPath: string;
  toPath: string;
}
