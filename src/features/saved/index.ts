// Saved events ("Husk"), kept in the visitor's browser: the button every card and date has, the
// list's own page (/husket, its code only there) and the overview beside a member's watch list.
export { HuskButton } from "./HuskButton";
export { HuskIsland } from "./HuskIsland";
export { SavedLink } from "./SavedLink";
export { dateEntry, productionEntry } from "./entries";
export { SavedList } from "./SavedList";
