/** Access features shown with icons and words (keys and labels: content-model; what a date offers: src/access-features/). */
export { AccessList } from "./AccessList";
export { AccessIconSprite } from "./icon-sprite";
