// What the RSS 2.0 and JSON Feed 1.1 specifications require of a feed, checked field by field. Each
// check answers a list of problems (empty: the feed keeps the spec), so a test shows all at once.
import { DOMParser } from "@xmldom/xmldom";

const RFC822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[A-IK-Z]|[+-]\d{4})$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);

type El = {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  childNodes: ArrayLike<unknown>;
};
const children = (el: El, name?: string): El[] =>
  Array.from(el.childNodes as ArrayLike<El>).filter(
    (n) => (n as { nodeType?: number }).nodeType === 1 && (!name || n.tagName === name),
  );

/** RSS 2.0 (rssboard.org/rss-specification): well-formed XML, the channel's three required elements, items with a title or description, RFC 822 dates. */
export function rssProblems(text: string): string[] {
  const problems: string[] = [];
  let doc: { documentElement: unknown };
  try {
    doc = new DOMParser({
      onError: (level, message) => problems.push(`XML ${level}: ${message.split("\n")[0]}`),
    }).parseFromString(text, "text/xml");
  } catch (error) {
    // A fatal error is thrown too, after it was reported.
    return problems.length ? problems : [`XML: ${(error as Error).message}`];
  }
  if (problems.length) return problems;
  const rss = doc.documentElement as unknown as El;
  if (rss?.tagName !== "rss") return [`root element: expected <rss>, got <${rss?.tagName}>`];
  if (rss.getAttribute("version") !== "2.0") problems.push(`rss@version: expected "2.0", got ${rss.getAttribute("version")}`);
  const channels = children(rss, "channel");
  if (channels.length !== 1) return [...problems, `expected one <channel>, got ${channels.length}`];
  const [channel] = channels;
  for (const name of ["title", "link", "description"])
    if (!children(channel, name)[0]?.textContent?.trim()) problems.push(`channel: <${name}> is required`);
  const date = (where: string, el: El | undefined) => {
    const value = el?.textContent ?? "";
    if (el && (!RFC822.test(value) || Number.isNaN(Date.parse(value))))
      problems.push(`${where}: not an RFC 822 date: ${JSON.stringify(value)}`);
  };
  date("channel <lastBuildDate>", children(channel, "lastBuildDate")[0]);
  date("channel <pubDate>", children(channel, "pubDate")[0]);
  children(channel, "item").forEach((item, i) => {
    if (!children(item, "title")[0]?.textContent && !children(item, "description")[0]?.textContent)
      problems.push(`item ${i}: a <title> or a <description> is required`);
    const link = children(item, "link")[0];
    if (link && !isUrl(link.textContent)) problems.push(`item ${i} <link>: not a URL: ${link.textContent}`);
    date(`item ${i} <pubDate>`, children(item, "pubDate")[0]);
  });
  return problems;
}

const FEED_KEYS = [
  "version",
  "title",
  "home_page_url",
  "feed_url",
  "description",
  "user_comment",
  "next_url",
  "icon",
  "favicon",
  "authors",
  "language",
  "expired",
  "hubs",
  "items",
];
const ITEM_KEYS = [
  "id",
  "url",
  "external_url",
  "title",
  "content_html",
  "content_text",
  "summary",
  "image",
  "banner_image",
  "date_published",
  "date_modified",
  "authors",
  "tags",
  "language",
  "attachments",
];

/** JSON Feed 1.1 (jsonfeed.org/version/1.1): its version URL, the required fields, types, RFC 3339 dates; other keys only as "_" extensions. */
export function jsonFeedProblems(text: string): string[] {
  let feed: Record<string, unknown>;
  try {
    feed = JSON.parse(text);
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (feed.version !== "https://jsonfeed.org/version/1.1")
    problems.push(`version: expected the 1.1 URL, got ${JSON.stringify(feed.version)}`);
  if (typeof feed.title !== "string" || !feed.title) problems.push("title: a text is required");
  for (const key of ["home_page_url", "feed_url"])
    if (feed[key] !== undefined && !isUrl(feed[key])) problems.push(`${key}: not a URL`);
  for (const key of Object.keys(feed))
    if (!FEED_KEYS.includes(key) && !key.startsWith("_"))
      problems.push(`${key}: not a JSON Feed field (extensions start with "_")`);
  const authors = feed.authors;
  if (
    authors !== undefined &&
    (!Array.isArray(authors) || authors.some((a) => !a || typeof a !== "object" || !("name" in a || "url" in a || "avatar" in a)))
  )
    problems.push("authors: each needs a name, url or avatar");
  if (!Array.isArray(feed.items)) return [...problems, "items: a list is required"];
  const ids = new Set<string>();
  (feed.items as Record<string, unknown>[]).forEach((item, i) => {
    if (typeof item.id !== "string" || !item.id) problems.push(`items[${i}].id: a text is required`);
    else if (ids.has(item.id)) problems.push(`items[${i}].id: used twice`);
    else ids.add(item.id);
    if (typeof item.content_html !== "string" && typeof item.content_text !== "string")
      problems.push(`items[${i}]: content_html or content_text is required`);
    if (item.url !== undefined && !isUrl(item.url)) problems.push(`items[${i}].url: not a URL`);
    for (const key of ["date_published", "date_modified"])
      if (item[key] !== undefined && (typeof item[key] !== "string" || !RFC3339.test(item[key] as string)))
        problems.push(`items[${i}].${key}: not an RFC 3339 date`);
    if (item.tags !== undefined && (!Array.isArray(item.tags) || item.tags.some((t) => typeof t !== "string")))
      problems.push(`items[${i}].tags: a list of texts`);
    for (const key of Object.keys(item))
      if (!ITEM_KEYS.includes(key) && !key.startsWith("_")) problems.push(`items[${i}].${key}: not a JSON Feed field`);
  });
  return problems;
}
