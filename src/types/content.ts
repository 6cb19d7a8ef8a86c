/**
 * The content's shapes for the site's code: derived from the build's validators
 * (gatsby/content/content-validators.ts) in gatsby/content/content-types.ts. Type-only, so no
 * validator code reaches the browser.
 */
export type * from "../../gatsby/content/content-types";
