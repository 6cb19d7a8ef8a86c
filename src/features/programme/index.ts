// The programme's public face: the views blocks and templates render, and the filtering screens share.
export { CultureView, type CultureData } from "./CultureView";
export { ProgrammeBrowser } from "./ProgrammeBrowser";
export { ProgrammeCard } from "./ProgrammeCard";
export { upcoming, applyFilter, filterFromSearch } from "./filter-programme";
export { ListingContext, useListing } from "./listing-context";
export { listingPagePath, makeListing, type ListingPage, type ProgrammeListing } from "./listing";
