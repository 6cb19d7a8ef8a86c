/** Access features shown with icons and words (the keys and labels live in src/lib/access-features.ts). */
export { AccessList } from "./AccessList";
export { AccessIconSprite } from "./icon-sprite";
