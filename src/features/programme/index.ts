// The programme's public face: the views blocks and templates render, the filtering screens share,
// and the links to subscribe to its calendar feeds.
export { CultureView, type CultureData } from "./CultureView";
export { ProgrammeBrowser } from "./ProgrammeBrowser";
export { ProgrammeCard } from "./ProgrammeCard";
export { CalendarSubscribe } from "./CalendarSubscribe";
export { upcoming, applyFilter, filterFromSearch, categoriesOf } from "./filter-programme";
export { ListingContext, useListing } from "./listing-context";
export { listingPagePath, makeListing, type ListingPage, type ProgrammeListing } from "./listing";
