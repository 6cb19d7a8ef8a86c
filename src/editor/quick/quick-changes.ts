/**
 * What Hurtigvalg (QuickPanel.tsx) changes in the files, as plain data: a date's status in its
 * production, a new urgent notice in site.json. The rest of the file stays as it was; the editor's
 * own format (formats.ts) writes it, so a save from the phone reads like one from the desk.
 */
import { dayKey, formatShortDay, formatTime, osloOffset } from "../../time/dates";
import { parseNorwegian } from "../widgets/oslo-time";
import type { RepoFile } from "../save/other-files";

export type DateStatus = "cancelled" | "soldOut";

export interface ComingDate {
  file: string;
  production: string;
  eventId: string;
  start: string;
  hall: string;
  status: DateStatus | null;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === "object" && !Array.isArray(v);

/** A date as Hurtigvalg names it, in its list and its messages: short day and time. */
export const whenOf = (date: Pick<ComingDate, "start">) => `${formatShortDay(date.start)} kl. ${formatTime(date.start)}`;

/** Every date of every production from `now` on, the soonest first. */
export function comingDates(files: RepoFile[], now: number): ComingDate[] {
  const dates: ComingDate[] = [];
  for (const { file, text } of files) {
    if (!file.startsWith("content/productions/")) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    if (!isObject(data) || !Array.isArray(data.events)) continue;
    for (const event of data.events) {
      if (!isObject(event) || typeof event.id !== "string" || typeof event.start !== "string") continue;
      const at = Date.parse(event.start);
      if (Number.isNaN(at) || at < now) continue;
      dates.push({
        file,
        production: typeof data.title === "string" ? data.title : file,
        eventId: event.id,
        start: event.start,
        hall: typeof event.hall === "string" ? event.hall : "",
        status: event.status === "cancelled" || event.status === "soldOut" ? event.status : null,
      });
    }
  }
  return dates.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.production.localeCompare(b.production, "nb"));
}

/** The production with one date's status set, or taken away (null); the date's other fields untouched. */
export function withDateStatus(production: unknown, eventId: string, status: DateStatus | null): Json {
  if (!isObject(production) || !Array.isArray(production.events)) throw new Error("Filen har ingen datoer.");
  let found = false;
  const events = production.events.map((event) => {
    if (!isObject(event) || event.id !== eventId) return event;
    found = true;
    const { status: _old, ...rest } = event;
    return status ? { ...rest, status } : rest;
  });
  if (!found) throw new Error("Datoen finnes ikke lenger i filen. Last inn Hurtigvalg på nytt.");
  return { ...production, events };
}

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** The Oslo wall clock at `ms` as "DD.MM.ÅÅÅÅ TT:MM", a whole number of days later when asked. */
function osloWall(ms: number, { addDays = 0, time }: { addDays?: number; time?: string } = {}): string {
  const wall = new Date(ms + osloOffset(ms) * HOUR + addDays * 24 * HOUR);
  const clock = time ?? `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ${clock}`;
}

/** A time as the content holds it (Oslo's offset that day), from the editor's own parser. */
function isoOf(norwegian: string): string {
  const parsed = parseNorwegian(norwegian);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.iso;
}

export const UNTIL_CHOICES = [
  { value: "today", label: "Resten av dagen" },
  { value: "tomorrow", label: "Til og med i morgen" },
  { value: "week", label: "En uke" },
] as const;
export type Until = (typeof UNTIL_CHOICES)[number]["value"];

/** When a notice put up at `now` stops showing: the end of today (23:59 Oslo time), of tomorrow, or in a week. */
export function untilOf(until: Until, now: number): string {
  if (until === "week") return isoOf(osloWall(now, { addDays: 7 }));
  const end = isoOf(osloWall(now, { addDays: until === "tomorrow" ? 1 : 0, time: "23:59" }));
  // Put up in the day's last minute: it still shows for an hour.
  return Date.parse(end) > now + 60_000 ? end : isoOf(osloWall(now + HOUR));
}

export type Severity = "info" | "warning" | "critical";

export interface NewNotice {
  text: string;
  severity: Severity;
  until: Until;
}

/** One line: what the screens show (the model checks the length, 160 at most). */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** site.json with the notice added last, shown from this minute; its id is the day and time, unique in the file. */
export function withNotice(site: unknown, notice: NewNotice, now: number): Json {
  if (!isObject(site)) throw new Error("site.json kunne ikke leses.");
  const notices = Array.isArray(site.notices) ? site.notices : [];
  const taken = new Set(notices.map((n) => (isObject(n) ? n.id : undefined)));
  const from = isoOf(osloWall(now));
  const base = `melding-${dayKey(now)}-${from.slice(11, 16).replace(":", "")}`;
  let id = base;
  for (let i = 2; taken.has(id); i += 1) id = `${base}-${i}`;
  return {
    ...site,
    notices: [...notices, { id, text: oneLine(notice.text), severity: notice.severity, from, to: untilOf(notice.until, now) }],
  };
}
