/**
 * The shapes of the content in content/ (or from the content APIs), derived from the validators
 * the build checks it with (content-validators.ts): one shape, written once there. The site's code
 * imports them type-only (import type), so no validator code reaches the browser.
 */
import type * as V from "./content-validators";
import type { Infer } from "./validate";

export type Locale = Infer<typeof V.locale>;
export type ImageAsset = Infer<typeof V.imageAsset>;
export type MenuItem = Infer<typeof V.menuItem>;
export type FooterSection = Infer<typeof V.footerSection>;
export type SocialLink = Infer<typeof V.socialLink>;
export type Venue = Infer<typeof V.venue>;
export type SiteDefinition = Infer<typeof V.siteSchema>;

export type Spans = Infer<typeof V.spans>;
export type Breakpoint = keyof Spans;
export type TemplateRow = Infer<typeof V.templateRow>;
export type TemplateColumn = TemplateRow["columns"][number];
export type PageSource = Infer<typeof V.pageSource>;
export type BlockPlace = Infer<typeof V.blockPlace>;
export type PageBlock = Infer<typeof V.pageBlock>;
export type PageMeta = Infer<typeof V.pageMeta>;
export type ContentPage = Infer<typeof V.pageSchema>;

export type Article = Infer<typeof V.articleSchema>;

export type ProductionAsset = Infer<typeof V.productionAsset>;
export type ProductionEvent = Infer<typeof V.productionEvent>;
export type Production = Infer<typeof V.productionSchema>;

export type Redirect = Infer<typeof V.redirect>;
