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

export function icsFor(event: CalendarEvent, now = Date.now()): string {
  const start = Date.parse(event.start);
  const end = start + (event.durationMinutes ?? 120) * 60_000;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Rissa kulturhus//Program//NB",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Where the build puts the calendar file of one event. */
export const icsPath = (eventId: string) => `/kalender/${encodeURIComponent(eventId)}.ics`;
