/**
 * The content model's public face: what content/ and redirects.json may hold, the types derived
 * from it, and the checks the build, `npm run check-content` and the web editor share. This folder
 * imports nothing of the site (src/), the build (gatsby/) or the scripts, and no Node module, so
 * the editor can run it in the browser (scripts/deps.ts holds it to that).
 */
export type * from "./content-types";
export type { ArticleSummary, ProgrammeItem, SourceData } from "./programme";
export { ACCESS_FEATURES, ACCESS_KEYS, type AccessFeature } from "./access-features";
export { BLOCK_NAMES, type BlockName } from "./block-names";
export { TEMPLATE_BLOCKS, templateKindFor, type TemplateKind } from "./template-kinds";
export { articlePath, culturePath, listingPagePath } from "./paths";
export { pathKey } from "./path-key";
export { ContentError, kindOf, parseContentFile, parseContentRecord, parseJson, type ParsedContent } from "./parse-content";
export { parseRedirects } from "./redirects";
export { planPages, type PageTemplate, type PlannedPage } from "./plan-pages";
export { ownerOf, type Owners, type PathOwner, type PathPattern } from "./path-owners";
