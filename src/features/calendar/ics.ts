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
  /** Given: STATUS:CANCELLED or CONFIRMED. A cancelled date stays in the feeds, so calendars that had it drop it. */
  cancelled?: boolean;
  /** The production's category. */
  category?: string;
  /** A reminder this long before the start (VALARM), where the visitor asked for one. */
  alarm?: AlarmBefore;
}

/** Reminders the saved list offers: a day, or two hours, before. */
export const ALARMS = {
  "1d": { trigger: "-P1D", label: "En dag før" },
  "2h": { trigger: "-PT2H", label: "To timer før" },
} as const;
export type AlarmBefore = keyof typeof ALARMS;

/** A VALARM that shows the event's title (RFC 5545 3.6.6: DISPLAY needs a DESCRIPTION). */
export const alarmLines = (alarm: AlarmBefore, title: string) => [
  "BEGIN:VALARM",
  "ACTION:DISPLAY",
  `DESCRIPTION:${escapeText(title)}`,
  `TRIGGER:${ALARMS[alarm].trigger}`,
  "END:VALARM",
];

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
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, every line break (CR LF,
 * a lone CR or a lone LF) written as \n, other control characters left out, so no text can end
 * a line and start a property of its own.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .split("")
    .filter((ch) => ch === "\t" || (ch >= " " && ch !== "\u007f"))
    .join("");
}

/** Ids that may name a calendar file and begin its UID; the content check lets no other through. */
export const isCalendarId = (id: string) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(id);

function refuse(what: string, value: string): never {
  throw new Error(
    `Calendar file: ${what} must not hold line breaks, spaces or other characters a calendar line cannot carry, got ${JSON.stringify(value)}`,
  );
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

/** The VEVENT of one date, its values checked: times in UTC, so no VTIMEZONE is needed. */
export function icsEventLines(event: CalendarEvent, now: number): string[] {
  const [id, host, ...rest] = event.uid.split("@");
  if (!isCalendarId(id) || !/^[a-z0-9.-]+$/.test(host ?? "") || rest.length) refuse("the UID (event id @ site host)", event.uid);
  if (!/^https?:\/\/[\u0021-\u007e]+$/.test(event.url)) refuse("the URL", event.url);
  const start = Date.parse(event.start);
  if (Number.isNaN(start)) throw new Error(`Calendar file: the start ${JSON.stringify(event.start)} is not a date and time`);
  if (event.sequence !== undefined && !(Number.isInteger(event.sequence) && event.sequence >= 0))
    throw new Error(`Calendar file: the sequence of ${event.uid} must be a whole number of at least 0, got ${event.sequence}`);
  const end = start + (event.durationMinutes ?? 120) * 60_000;
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    ...(event.cancelled !== undefined ? [`STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`] : []),
    `SUMMARY:${escapeText(event.cancelled ? `AVLYST: ${event.title}` : event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.category ? [`CATEGORIES:${escapeText(event.category)}`] : []),
    `URL:${event.url}`,
    ...(event.alarm && ALARMS[event.alarm] ? alarmLines(event.alarm, event.title) : []),
    "END:VEVENT",
  ];
}

const HEAD = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Rissa kulturhus//Program//NB", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
const calendar = (lines: string[]) => `${[...lines, "END:VCALENDAR"].map(foldLine).join("\r\n")}\r\n`;

export function icsFor(event: CalendarEvent, now = Date.now()): string {
  return calendar([...HEAD, ...icsEventLines(event, now)]);
}

/** A file to import once (not a feed): the given VEVENTs, unfolded lines each, in one calendar. */
export const icsCalendar = (events: string[][]) => calendar([...HEAD, ...events.flat()]);

/** One date's VEVENT as a feed holds it: its lines folded, joined by CRLF. */
export const icsEventBlock = (event: CalendarEvent, now: number): string => icsEventLines(event, now).map(foldLine).join("\r\n");

/**
 * A subscribable feed: every date in one calendar, refreshed by calendar programs twice a day.
 * `blockOf` gives a date's VEVENT (icsEventBlock): the build, which writes a date into a dozen
 * feeds, passes one that makes each date's once.
 */
export function icsFeed(
  feed: CalendarFeed,
  now = Date.now(),
  blockOf: (event: CalendarEvent) => string = (event) => icsEventBlock(event, now),
): string {
  const head = [
    ...HEAD,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    "X-WR-TIMEZONE:Europe/Oslo",
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
  ].map(foldLine);
  return `${[...head, ...feed.events.map(blockOf), "END:VCALENDAR"].join("\r\n")}\r\n`;
}

/** Where the build puts the calendar file of one event. An id that is not a plain file name is refused. */
export function icsPath(eventId: string): string {
  if (!isCalendarId(eventId))
    throw new Error(
      `Calendar file: the event id ${JSON.stringify(eventId)} is not a plain file name (letters, digits, "-" and "_")`,
    );
  return `/kalender/${eventId}.ics`;
}
