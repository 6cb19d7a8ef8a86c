// What the build shares with the programme (plain code, no React): its view of a production, its
// listing pages and the compact programme index, their shapes, addresses and makers.
export { toProgrammeItem, type ProgrammeItem, type ProgrammeSource } from "./programme-item";
export { LISTING_PAGE_SIZE, listingPageCount, makeListing } from "./listing";
export { encodeProgrammeIndex, PROGRAMME_INDEX_PATH, type ProgrammeIndexFile } from "./programme-index";
export { bucketCount, bucketPath, pictureBucket, PROGRAMME_PICTURES_DIR } from "./programme-pictures";
// What a page built of islands tells the tag manager without the culture page's React code (src/islands/boot.ts).
export { trackItemsInPage } from "./analytics";
// What a page built of islands asks of the address before the programme's code is there (src/islands/parts.ts).
export { asksFilter } from "./filter-params";
// What the programme's teaser draws of its block, and its version: its part finds them again in the page's data (src/blocks/programme-teaser-part.tsx).
export { teaserData } from "./teaser-data";
