import { alarmLines, icsCalendar, icsEventLines, icsPath, type AlarmBefore, type CalendarEvent } from "../calendar";

/** One date of the saved list, as the calendar file needs it. */
export interface SavedCalendarDate {
  id: string;
  title: string;
  start: string;
  hall: string;
  /** The production's page, absolute. */
  url: string;
}

/**
 * The VEVENT of one date out of the build's own calendar file for it (/kalender/<id>.ics), lines
 * unfolded; null for anything else (an error page, an old file without that date).
 */
export function veventOf(ics: string, id: string): string[] | null {
  if (!ics.startsWith("BEGIN:VCALENDAR")) return null;
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const begin = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  if (begin < 0 || end < begin || lines.lastIndexOf("BEGIN:VEVENT") !== begin) return null;
  const block = lines.slice(begin, end + 1);
  return block.some((l) => l.startsWith(`UID:${id}@`)) && !block.includes("BEGIN:VALARM") ? block : null;
}

/**
 * One calendar file with every saved coming date, each with the reminder the visitor chose. Each
 * date is the build's own entry for it (its UID and SEQUENCE, so a calendar that has it already
 * takes this as the same event); where that file cannot be had (offline), the entry is written
 * from what the list holds.
 */
export async function savedCalendar(
  dates: SavedCalendarDate[],
  alarm: AlarmBefore | null,
  site: { host: string; location: (hall: string) => string },
  fetchText: (path: string) => Promise<string | null>,
  now = Date.now(),
): Promise<string> {
  const blocks = await Promise.all(
    dates.map(async (d) => {
      const text = await fetchText(icsPath(d.id)).catch(() => null);
      const built = text === null ? null : veventOf(text, d.id);
      const event: CalendarEvent = {
        uid: `${d.id}@${site.host}`,
        title: d.title,
        start: d.start,
        location: site.location(d.hall),
        description: "",
        url: d.url,
      };
      const lines = built ?? icsEventLines(event, now);
      return alarm ? [...lines.slice(0, -1), ...alarmLines(alarm, d.title), lines[lines.length - 1]] : lines;
    }),
  );
  return icsCalendar(blocks);
}
