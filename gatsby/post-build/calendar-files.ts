import type { Production, Venue } from "../../content-model/content-types";
import { categoryFeedPath, icsFeed, icsFor, icsPath, PROGRAMME_FEED_PATH, type CalendarEvent } from "../../src/features/calendar";
import { culturePath } from "../../content-model/paths";
import { factsOf, fingerprint, sequenceFor, type SequenceRecord } from "./calendar-sequence";
import { writeIfChanged } from "./write-if-changed";

type CalendarProduction = Pick<Production, "title" | "pageReference" | "contents" | "events"> & {
  fields: Pick<Production["fields"], "duration" | "category">;
};

const DTSTAMP = /^DTSTAMP:.*$/gm;

export interface CalendarSite {
  venue: Venue;
  siteUrl: string;
  host: string;
  name: string;
}

/** Every date as a calendar event, with its sequence from the record; `behind` lists the dates the record does not know as they are. */
export function calendarEvents(
  productions: CalendarProduction[],
  site: CalendarSite,
  record: SequenceRecord,
): { events: (CalendarEvent & { id: string })[]; behind: string[] } {
  const behind: string[] = [];
  const events = productions.flatMap((p) =>
    p.events.map((event): CalendarEvent & { id: string } => {
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
        durationMinutes: p.fields.duration,
        location: `${site.venue.name}, ${event.hall}, ${site.venue.streetAddress}, ${site.venue.postalCode} ${site.venue.addressLocality}`,
        description: p.contents[0]?.summary ?? "",
        url: `${site.siteUrl}${culturePath(p.pageReference)}`,
        sequence,
        cancelled,
        category: p.fields.category,
      };
    }),
  );
  events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.uid.localeCompare(b.uid));
  return { events, behind };
}

/**
 * One .ics file per coming date, so "Legg i kalender" works on any static host and without
 * JavaScript; and feeds to subscribe to: the whole programme and one per category.
 */
export function writeCalendarFiles(
  publicDir: string,
  productions: CalendarProduction[],
  site: CalendarSite,
  record: SequenceRecord,
  now = Date.now(),
) {
  const { events, behind } = calendarEvents(productions, site, record);
  // DTSTAMP is the build's time: a file that differs only there is not written again, so a rebuild
  // after one edit leaves the other calendar files as they were.
  const write = (relative: string, ics: string) => writeIfChanged(publicDir, relative, ics, DTSTAMP);
  for (const event of events) write(icsPath(event.id), icsFor(event, now));
  write(PROGRAMME_FEED_PATH, icsFeed({ name: `${site.name}: program`, events }, now));
  const categories = [...new Set(events.map((e) => e.category as string))];
  for (const category of categories) {
    write(
      categoryFeedPath(category),
      icsFeed({ name: `${site.name}: ${category}`, events: events.filter((e) => e.category === category) }, now),
    );
  }
  return { files: events.length, feeds: categories.length + 1, behind };
}
