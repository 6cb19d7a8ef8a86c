// What a page built of islands decides with before any of the notices' code (src/islands/parts.ts):
// plain functions over the notices' times, no React.
export { activeNotices, untilNextChange } from "./active-notices";
