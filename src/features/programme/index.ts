// The programme's public face: the views blocks and templates render, the filtering screens share,
// and the links to subscribe to its calendar feeds.
export { CultureView } from "./CultureView";
export { ProgrammeBrowserIsland } from "./ProgrammeBrowser";
export { ProgrammeCard } from "./ProgrammeCard";
export { ProgrammeTeaser, ProgrammeTeaserIsland } from "./ProgrammeTeaser";
export { CalendarSubscribe } from "./CalendarSubscribe";
export { categoriesOf } from "./filter-programme";
export { toProgrammeItem, type ProgrammeItem } from "./programme-item";
// Modules of their own, so a page that shows coming events without filters carries no filter code.
export { upcoming } from "./upcoming";
export { ListingContext, useListing } from "./listing-context";
export { makeListing, type ListingPage } from "./listing";
export { listingPagePath } from "../../../content-model";
/** Every coming production as the programme index has it (loaded on demand, with its own chunk): for the saved list. */
export const loadProgramme = () =>
  import(/* webpackChunkName: "programme-loader" */ "./programme-loader").then((m) => m.loadProgrammeIndex());
