// What the build shares with the offline feature (plain code, no React): the page code table.
export { PAGE_CODE_PATH, readPageCode, type PageCode } from "./page-code";
// What a page built of islands starts of the feature (src/islands/boot.ts), without Gatsby's hooks.
export { startOfflineOnIslandsPage } from "./islands-page";
// Gatsby's app data, which Gatsby's runtime started late on such a page reads (src/islands/gatsby-runtime.ts).
export { APP_DATA_PATH } from "./saved-offline";
