/**
 * Where the programme is published for other sites and readers: the RSS and JSON feeds (written by
 * gatsby/post-build/programme-feeds.ts, linked from the programme's <head>) and the embeddable
 * programme (gatsby/post-build/embed-page.ts, written into a host page by static/embed/program.js;
 * docs/embedding.md shows the snippet).
 */
export const RSS_FEED_PATH = "/feed/program.rss";
export const JSON_FEED_PATH = "/feed/program.json";
export const EMBED_PAGE_PATH = "/embed/program";
