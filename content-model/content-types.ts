/**
 * The shapes of the content in content/ (or from the content APIs), inferred from the schemas the
 * build checks it with (schemas.ts): one shape, written once there. The site's code imports them
 * type-only (import type), so no schema code reaches a visitor's browser.
 */
import type { z } from "zod";
import type * as S from "./schemas";
import type { AccessFeature } from "./access-features";

export type SiteDefinition = z.infer<typeof S.site>;
export type Locale = SiteDefinition["locale"];
export type ImageAsset = SiteDefinition["theme"]["logo"];
export type MenuItem = SiteDefinition["theme"]["menu"][number];
export type FooterSection = SiteDefinition["theme"]["footerSections"][number];
export type SocialLink = SiteDefinition["theme"]["social"][number];
export type Venue = SiteDefinition["venue"];
export type Notice = NonNullable<SiteDefinition["notices"]>[number];

export type ContentPage = z.infer<typeof S.page>;
export type TemplateRow = ContentPage["template"]["rows"][number];
export type TemplateColumn = TemplateRow["columns"][number];
export type Spans = TemplateColumn["span"];
export type Breakpoint = keyof Spans;
export type PageSource = ContentPage["sources"][number];
/** A block, whichever component it is. */
export type PageBlock = ContentPage["blocks"][number];
export type BlockPlace = PageBlock["place"];
export type PageMeta = ContentPage["meta"]["nb"];

export type Article = z.infer<typeof S.article>;

export type Production = z.infer<typeof S.production>;
export type ProductionAsset = Production["assets"][number];
export type ProductionEvent = Production["events"][number];

export type Redirect = z.infer<typeof S.redirect>;
export type ImageLicence = z.infer<typeof S.imageLicence>;

/**
 * A model type as a GraphQL query of the build answers it (Gatsby's query types): read-only, an
 * optional field null where the file leaves it out, and the access features plain texts (their
 * values are no GraphQL names, so GraphQL holds them as String: gatsby/content/graphql-types.ts).
 * What takes a query's answer takes its `Queried` type, which the model's own records also fit.
 */
export type Queried<T> = T extends string | number | boolean
  ? T
  : T extends readonly AccessFeature[]
    ? readonly string[]
    : T extends readonly (infer I)[]
      ? readonly Queried<I>[]
      : { readonly [K in keyof T]: undefined extends T[K] ? Queried<Exclude<T[K], undefined>> | null : Queried<T[K]> };
