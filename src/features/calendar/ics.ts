/**
 * iCalendar (RFC 5545) files for "Legg i kalender": one event per file, times in UTC,
 * text escaped and lines folded at 75 octets so every calendar program reads them.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  start: string;
  /** Minutes; two hours when the production does not say. */
  durationMinutes?: number;
  location: string;
  description: string;
  url: string;
  /** Raised each time the date changes, so subscribed calendars take the new version (RFC 5545 3.8.7.4). */
  sequence?: number;
  /** A cancelled date stays in the feed as STATUS:CANCELLED, so calendars that had it drop it. */
  cancelled?: boolean;
  /** The production's category. */
  category?: string;
}

/** A feed of many dates that calendar programs subscribe to. */
export interface CalendarFeed {
  /** Shown as the calendar's name when subscribed. */
  name: string;
  events: CalendarEvent[];
}

/** Octets of one character in UTF-8. */
const utf8Length = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};
const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line so no line is longer than 75 octets (UTF-8), never splitting a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** The VEVENT of one date: times in UTC, so no VTIMEZONE is needed. */
function eventLines(event: CalendarEvent, now: number): string[] {
  const start = Date.parse(event.start);
  const end = start + (event.durationMinutes ?? 120) * 60_000;
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(event.cancelled ? `AVLYST: ${event.title}` : event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.category ? [`CATEGORIES:${escapeText(event.category)}`] : []),
    `URL:${event.url}`,
    "END:VEVENT",
  ];
}

const HEAD = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Rissa kulturhus//Program//NB", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
const calendar = (lines: string[]) => `${[...lines, "END:VCALENDAR"].map(foldLine).join("\r\n")}\r\n`;

export function icsFor(event: CalendarEvent, now = Date.now()): string {
  return calendar([...HEAD, ...eventLines(event, now)]);
}

/** A subscribable feed: every date in one calendar, refreshed by calendar programs twice a day. */
export function icsFeed(feed: CalendarFeed, now = Date.now()): string {
  return calendar([
    ...HEAD,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    "X-WR-TIMEZONE:Europe/Oslo",
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...feed.events.flatMap((event) => eventLines(event, now)),
  ]);
}

/** Where the build puts the calendar file of one event. */
export const icsPath = (eventId: string) => `/kalender/${encodeURIComponent(eventId)}.ics`;
