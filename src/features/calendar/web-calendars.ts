/**
 * "Legg i kalender" on the web: links that open Google Calendar's and Outlook's own form for a new
 * event, filled in. Only the event's public facts go into the address; nothing else is sent.
 */
export interface WebCalendarEvent {
  title: string;
  start: string;
  /** Minutes; two hours when the production does not say (null from a page's query). */
  durationMinutes?: number | null;
  location: string;
  description: string;
}

const utcCompact = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const utcIso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}/, "");

function times(event: WebCalendarEvent): [number, number] | null {
  const start = Date.parse(event.start);
  if (Number.isNaN(start)) return null;
  return [start, start + (event.durationMinutes ?? 120) * 60_000];
}

/** Google Calendar's "create event" template, or null for a start that is not a time. */
export function googleCalendarUrl(event: WebCalendarEvent): string | null {
  const span = times(event);
  if (!span) return null;
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcCompact(span[0])}/${utcCompact(span[1])}`,
    details: event.description,
    location: event.location,
    ctz: "Europe/Oslo",
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook on the web's compose deep link (outlook.live.com also takes work and school accounts on to their own). */
export function outlookCalendarUrl(event: WebCalendarEvent): string | null {
  const span = times(event);
  if (!span) return null;
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: utcIso(span[0]),
    enddt: utcIso(span[1]),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
