// What the build shares with the articles (plain code, no React): when an article is too old to be
// news, so the build's news lists leave out what the article page calls old.
export { isOld } from "./article-age";
