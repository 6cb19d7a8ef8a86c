import type { Production, Venue } from "../../src/types/content";
import { icsFor, icsPath } from "../../src/features/calendar";
import { culturePath } from "../../src/lib/paths";
import { writeIfChanged } from "./write-if-changed";

type CalendarProduction = Pick<Production, "title" | "pageReference" | "contents" | "events"> & {
  fields: Pick<Production["fields"], "duration">;
};

/** One .ics file per coming date, so "Legg i kalender" works on any static host and without JavaScript; an unchanged file is not written again. */
export function writeCalendarFiles(
  publicDir: string,
  productions: CalendarProduction[],
  venue: Venue,
  siteUrl: string,
  host: string,
): number {
  let count = 0;
  for (const p of productions) {
    for (const event of p.events) {
      const ics = icsFor({
        uid: `${event.id}@${host}`,
        title: p.title,
        start: event.start,
        durationMinutes: p.fields.duration,
        location: `${venue.name}, ${event.hall}, ${venue.streetAddress}, ${venue.postalCode} ${venue.addressLocality}`,
        description: p.contents[0]?.summary ?? "",
        url: `${siteUrl}${culturePath(p.pageReference)}`,
      });
      // DTSTAMP is the build's time: a file that differs only there stays as it was.
      writeIfChanged(publicDir, icsPath(event.id), ics, /^DTSTAMP:.*$/gm);
      count += 1;
    }
  }
  return count;
}
