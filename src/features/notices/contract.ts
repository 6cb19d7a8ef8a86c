// What a page built of islands decides with before any of the notices' code (src/islands/parts.ts):
// plain functions over the notices' times, no React.
export { activeNotices, untilNextChange } from "./active-notices";

/**
 * The class of the urgent notices' bar on every page (NoticeBanner): the site's own notices keep
 * clear of it (src/features/offline/notice.ts).
 */
export const URGENT_NOTICES_CLASS = "urgent-notices";
