// What the build shares with the offline feature (plain code, no React): the page code table.
export { PAGE_CODE_PATH, readPageCode, type PageCode } from "./page-code";
