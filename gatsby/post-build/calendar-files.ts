import { culturePath, type Production, type Queried, type Venue } from "../../content-model";
import {
  categoryFeedPath,
  filteredFeedPath,
  icsEventBlock,
  icsFeed,
  icsFor,
  icsPath,
  isCalendarId,
  MAX_FEED_FEATURES,
  PROGRAMME_FEED_PATH,
  ticketSalePath,
  venueLocation,
  type CalendarEvent,
} from "../../src/features/calendar";
import { accessOf, ACCESS_FEATURES, type AccessFeature } from "../../src/access-features/access-features";
import { factsOf, fingerprint, saleFactsOf, sequenceFor, ticketSaleKey, type SequenceRecord } from "./calendar-sequence";
import { writeIfChangedAsync } from "./write-if-changed";
import { limiter } from "../images/decoded-photos";

/** A production as onPostBuild's query gives it (or as the model holds it), with its content id (GraphQL's contentId). */
type CalendarProduction = Queried<Pick<Production, "title" | "pageReference" | "contents" | "events" | "fields">> & {
  readonly contentId: string;
};

type DatedEvent = CalendarEvent & { id: string; access: AccessFeature[] };

const DTSTAMP = /^DTSTAMP:.*$/gm;
const WRITES_AT_ONCE = 8;

export interface CalendarSite {
  venue: Venue;
  siteUrl: string;
  host: string;
  name: string;
}

/** Every date as a calendar event, with its sequence from the record; `behind` lists the dates the record does not know as they are. */
export function calendarEvents(
  productions: readonly CalendarProduction[],
  site: CalendarSite,
  record: SequenceRecord,
): { events: DatedEvent[]; behind: string[] } {
  const behind: string[] = [];
  const events = productions.flatMap((p) =>
    p.events.map((event): DatedEvent => {
      const facts = factsOf(p, event);
      const { cancelled } = facts;
      const print = fingerprint(facts);
      const { sequence, behind: isBehind } = sequenceFor(record, event.id, print);
      if (isBehind) behind.push(event.id);
      return {
        id: event.id,
        uid: `${event.id}@${site.host}`,
        title: p.title,
        start: event.start,
        durationMinutes: p.fields.duration ?? undefined,
        location: venueLocation(site.venue, event.hall),
        description: p.contents[0]?.summary ?? "",
        url: `${site.siteUrl}${culturePath(p.pageReference)}`,
        sequence,
        cancelled,
        category: p.fields.category,
        access: accessOf(p.fields, event),
      };
    }),
  );
  events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.uid.localeCompare(b.uid));
  return { events, behind };
}

/** The non-empty sets of at most MAX_FEED_FEATURES of a date's access features, in ACCESS_FEATURES' order. */
export function featureSets(features: readonly AccessFeature[]): AccessFeature[][] {
  const sorted = ACCESS_FEATURES.map((f) => f.key).filter((k) => features.includes(k));
  const sets: AccessFeature[][] = [];
  const grow = (from: number, set: AccessFeature[]) => {
    for (let i = from; i < sorted.length; i += 1) {
      const next = [...set, sorted[i]];
      sets.push(next);
      if (next.length < MAX_FEED_FEATURES) grow(i + 1, next);
    }
  };
  grow(0, []);
  return sets;
}

/**
 * The feeds that follow the programme's filters: the whole programme, each category, each access
 * feature and pair of them, and those within each category; each as far as a coming date is in it,
 * so every address the programme page offers has a file and no file is empty.
 */
export function programmeFeeds(events: DatedEvent[], siteName: string): { path: string; name: string; events: DatedEvent[] }[] {
  const feeds = new Map<string, { name: string; events: DatedEvent[] }>();
  const add = (path: string | null, name: string, event: DatedEvent) => {
    if (!path) return;
    const feed = feeds.get(path) ?? { name, events: [] };
    feed.events.push(event);
    feeds.set(path, feed);
  };
  const label = (set: AccessFeature[]) => set.map((k) => ACCESS_FEATURES.find((f) => f.key === k)?.label ?? k).join(" og ");
  for (const event of events) {
    const category = event.category as string;
    add(PROGRAMME_FEED_PATH, `${siteName}: program`, event);
    add(categoryFeedPath(category), `${siteName}: ${category}`, event);
    for (const set of featureSets(event.access)) {
      add(filteredFeedPath(null, set), `${siteName}: ${label(set)}`, event);
      add(filteredFeedPath(category, set), `${siteName}: ${category}, ${label(set)}`, event);
    }
  }
  return [...feeds].map(([path, feed]) => ({ path, ...feed }));
}

/** A production's ticket sale start as a calendar entry of its own, where the content has one. */
export function ticketSaleEvents(
  productions: readonly CalendarProduction[],
  site: CalendarSite,
  record: SequenceRecord,
): { events: (CalendarEvent & { productionId: string })[]; behind: string[] } {
  const behind: string[] = [];
  const events = productions.flatMap((p) => {
    const facts = saleFactsOf(p);
    if (!facts) return [];
    if (!isCalendarId(p.contentId))
      throw new Error(`Calendar file: the production id ${JSON.stringify(p.contentId)} is not a plain file name`);
    const key = ticketSaleKey(p.contentId);
    const { sequence, behind: isBehind } = sequenceFor(record, key, fingerprint(facts));
    if (isBehind) behind.push(key);
    const url = `${site.siteUrl}${culturePath(p.pageReference)}`;
    return [
      {
        productionId: p.contentId,
        uid: `billettsalg-${p.contentId}@${site.host}`,
        title: facts.title,
        start: facts.start,
        durationMinutes: facts.durationMinutes,
        location: url,
        description: `Billettene til ${p.title} legges ut for salg.\n\n${url}`,
        url,
        sequence,
      },
    ];
  });
  return { events, behind };
}

/**
 * One .ics file per coming date, so "Legg i kalender" works on any static host and without
 * JavaScript; one per ticket sale start; and feeds to subscribe to (programmeFeeds). Answers, with
 * the counts, every file's path (written or left as it was), so the build can remove the others.
 */
export async function writeCalendarFiles(
  publicDir: string,
  productions: readonly CalendarProduction[],
  site: CalendarSite,
  record: SequenceRecord,
  now = Date.now(),
) {
  const { events, behind } = calendarEvents(productions, site, record);
  const sales = ticketSaleEvents(productions, site, record);
  // DTSTAMP is the build's time: a file that differs only there is not written again, so a rebuild
  // after one edit leaves the other calendar files as they were.
  const files: [string, string][] = [
    ...events.map((event): [string, string] => [icsPath(event.id), icsFor(event, now)]),
    ...sales.events.map((sale): [string, string] => [ticketSalePath(sale.productionId), icsFor(sale, now)]),
  ];
  const feeds = programmeFeeds(events, site.name);
  // The whole programme's feed is there even with nothing coming, so its link always works.
  if (!feeds.some((f) => f.path === PROGRAMME_FEED_PATH))
    feeds.push({ path: PROGRAMME_FEED_PATH, name: `${site.name}: program`, events: [] });
  // A date is in up to a dozen feeds (the programme, its category, its access features): made once.
  const blocks = new Map<CalendarEvent, string>();
  const blockOf = (event: CalendarEvent) => {
    let block = blocks.get(event);
    if (block === undefined) {
      block = icsEventBlock(event, now);
      blocks.set(event, block);
    }
    return block;
  };
  for (const feed of feeds) files.push([feed.path, icsFeed(feed, now, blockOf)]);
  // A few at a time: at 2,000 productions there are some 4,000 files, and made one after the other
  // their creation alone took seconds of the build.
  const inTurn = limiter(WRITES_AT_ONCE);
  await Promise.all(files.map(([relative, ics]) => inTurn(() => writeIfChangedAsync(publicDir, relative, ics, DTSTAMP))));
  return {
    files: events.length + sales.events.length,
    feeds: feeds.length,
    behind: [...behind, ...sales.behind],
    paths: files.map(([relative]) => relative),
  };
}
