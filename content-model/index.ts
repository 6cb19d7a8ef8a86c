/**
 * The content model's public face: what content/ and redirects.json may hold (one zod schema per
 * kind), the types inferred from it, and the checks the build, `npm run check-content` and the web
 * editor share. This folder imports nothing of the site (src/), the build (gatsby/) or the
 * scripts, and no Node module, so the editor can run it in the browser (scripts/deps.ts holds it
 * to that). docs/content-model.md describes it.
 *
 * Everything outside this folder imports the content model from here, never from its inner files
 * (lint holds it to that; only tests may reach the fixtures in __fixtures__/). What the outside
 * needs is exported below, grouped; a new need is a new export here.
 */

// One schema per kind of content, and one file's verdict.
export {
  contentSchemas,
  validateFile,
  formatErrors,
  type ContentKind,
  type ContentOf,
  type Validation,
  type ValidationContext,
  type ValidationError,
} from "./validate-file";
export { editorJsonSchemas, type JsonSchema } from "./editor-schemas";
// A dated performance as the content data API lists it, and the schemas' verdict and wording, so
// the build's API readers (gatsby/sources/) refuse an answer in the words a file would get.
export { apiEvent } from "./schemas";
export { check, describe } from "./schema-kit";

// The rules across files: ids, addresses, event ids.
export {
  acrossFilesProblems,
  addressProblems,
  duplicateIds,
  problemsOfSave,
  recordsOf,
  type AllContent,
  type FileToSave,
  type SourcedContent,
} from "./across-files";
export { acrossFilesLineNb, fileNamer, type NameFile } from "./across-files-nb";
export {
  ownerOf,
  ownersFromJson,
  ownersToJson,
  type Owners,
  type OwnersJson,
  type PathOwner,
  type PathPattern,
} from "./path-owners";
export { planPages, type PageTemplate, type PlannedPage } from "./plan-pages";

// Files as the build reads them: JSON, checked, HTML sanitized.
export { ContentError, kindOf, parseContentFile, parseContentRecord, parseJson, type ParsedContent } from "./parse-content";
export { sanitizeContentHtml } from "./sanitize";
export { parseRedirects } from "./redirects";
export { browserTitleOf, heroHeadingOf } from "./page-titles";
export { FOCAL_POINT_PATTERN } from "./focal-point";
export { MAX_PHOTO_PIXELS, photoDimensions, photoPixelProblem, type PhotoDimensions } from "./photo-pixels";
export { licenceRow, readLicenceTable } from "./licence-table";

// Scheduled publishing (publishAt, unpublishAt): whether an item is out at a given time.
export { hasSchedule, isPublished, scheduleState, type ScheduleState } from "./schedule";

// The types, inferred from the schemas. (What the site shows of them, its view models, is the
// site's own: src/features/programme/programme-item.ts and src/blocks/source-data.ts.)
export type {
  Article,
  BlockPlace,
  Breakpoint,
  ContentPage,
  FooterSection,
  ImageAsset,
  ImageLicence,
  Locale,
  Notice,
  MenuItem,
  PageBlock,
  PageMeta,
  PageSource,
  Production,
  ProductionAsset,
  ProductionEvent,
  Queried,
  Redirect,
  SiteDefinition,
  SocialLink,
  Spans,
  TemplateColumn,
  TemplateRow,
  Venue,
} from "./content-types";

// The vocabulary content may use, and where each kind of content is published.
export { ACCESS_FEATURES, ACCESS_KEYS, type AccessFeature } from "./access-features";
export { EVENT_STATUS_LABELS, NOTICE_SEVERITY_LABELS } from "./schemas";
export { BLOCK_NAMES, type BlockName } from "./block-names";
export { blockDataRules, type BlockData } from "./block-rules";
export { TEMPLATE_BLOCKS, templateKindFor, type TemplateKind } from "./template-kinds";
export { articlePath, culturePath, listingPagePath, programmePagePath, type ProgrammePageCandidate } from "./paths";
export { pathKey } from "./path-key";
// The links and picture addresses content may hold, as the build's headers name their origins.
export { imageUrlsInHtml, plainHttpsOrigin } from "./safe-values";
// Dates in Norwegian: why a date is refused, and the month names the site's dates use.
export { dateTimeNb } from "./dates";
export { MONTHS } from "./month-names";
