import { formatDay, formatTime } from "../../src/time/dates";
import { JSON_FEED_PATH, RSS_FEED_PATH } from "../../src/links/programme-elsewhere";
import { accessLabel, type ComingDate } from "./coming-dates";

/** What both feeds say about the site: its name, public URL and the programme page they stand for. */
export interface FeedSite {
  name: string;
  siteUrl: string;
  /** Site path of the page with the whole programme. */
  programmePath: string;
}

/** The JSON Feed version this feed follows (jsonfeed.org). */
export const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

const STATUS_TEXT = { cancelled: "Avlyst", soldOut: "Utsolgt" } as const;

/** "Julekonsert – lørdag 5. desember 2026 kl. 19:00", with "(Avlyst)" or "(Utsolgt)" after. */
function itemTitle(d: ComingDate): string {
  return `${d.title} – ${formatDay(d.start)} kl. ${formatTime(d.start)}${d.status ? ` (${STATUS_TEXT[d.status]})` : ""}`;
}

/** The date's facts in one paragraph: where, what kind, access, and the production's summary. */
function itemText(d: ComingDate): string {
  const facts = [`${d.category}, ${d.hall}.`];
  if (d.status) facts.push(`${STATUS_TEXT[d.status]}.`);
  if (d.access.length) facts.push(`${d.access.map(accessLabel).join(", ")}.`);
  return [facts.join(" "), d.summary].filter(Boolean).join("\n\n");
}

const itemUrl = (site: FeedSite, d: ComingDate) => `${site.siteUrl}${d.path}`;
/** Unique per date and stable from build to build, so a reader shows each date once. */
const itemId = (site: FeedSite, d: ComingDate) => `${site.siteUrl}${d.path}#${d.id}`;

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** RFC 822 (as RSS 2.0 asks, with a four-digit year): "Sat, 05 Dec 2026 18:00:00 GMT". */
export const rfc822 = (instant: string | number) => new Date(instant).toUTCString();

/** The line the build date is on: a rebuild that changes nothing else leaves the file as it was (writeIfChanged). */
export const RSS_BUILD_DATE_LINE = /^\s*<lastBuildDate>.*<\/lastBuildDate>$/gm;

/**
 * The programme as RSS 2.0: one item per coming date, soonest first. An item's pubDate is the
 * date's start, which is what a reader sorting by date should sort the programme by.
 */
export function rssFeed(dates: readonly ComingDate[], site: FeedSite, builtAt: number): string {
  const items = dates.map((d) =>
    [
      "    <item>",
      `      <title>${xml(itemTitle(d))}</title>`,
      `      <link>${xml(itemUrl(site, d))}</link>`,
      `      <guid isPermaLink="false">${xml(itemId(site, d))}</guid>`,
      `      <pubDate>${rfc822(d.start)}</pubDate>`,
      `      <category>${xml(d.category)}</category>`,
      `      <description>${xml(itemText(d))}</description>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(`${site.name} – program`)}</title>`,
    `    <link>${xml(site.siteUrl + site.programmePath)}</link>`,
    `    <description>${xml(`Alle kommende arrangementer på ${site.name}.`)}</description>`,
    "    <language>nb</language>",
    `    <lastBuildDate>${rfc822(builtAt)}</lastBuildDate>`,
    `    <atom:link href="${xml(site.siteUrl + RSS_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/**
 * The programme as a JSON Feed 1.1: one item per coming date, soonest first; what a calendar needs
 * that the format has no field for (start, hall, status, access) is in the item's `_event` extension.
 */
export function jsonFeed(dates: readonly ComingDate[], site: FeedSite): string {
  return JSON.stringify(
    {
      version: JSON_FEED_VERSION,
      title: `${site.name} – program`,
      home_page_url: site.siteUrl + site.programmePath,
      feed_url: site.siteUrl + JSON_FEED_PATH,
      description: `Alle kommende arrangementer på ${site.name}.`,
      language: "nb",
      authors: [{ name: site.name, url: site.siteUrl }],
      items: dates.map((d) => ({
        id: itemId(site, d),
        url: itemUrl(site, d),
        title: itemTitle(d),
        content_text: itemText(d),
        ...(d.summary ? { summary: d.summary } : {}),
        date_published: new Date(d.start).toISOString(),
        tags: [d.category, ...d.access.map(accessLabel)],
        _event: { start: d.start, hall: d.hall, ...(d.status ? { status: d.status } : {}), access: d.access },
      })),
    },
    null,
    1,
  );
}
