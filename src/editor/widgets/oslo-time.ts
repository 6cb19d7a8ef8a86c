/**
 * Dates as an editor writes them ("14.05.2027 19:00", Norwegian order, Oslo's clock) and as the
 * content holds them (ISO 8601 with Oslo's offset that day: "2027-05-14T19:00:00+02:00").
 */
import { MONTHS, osloOffset } from "../../time/dates";

const NORWEGIAN = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(?:kl\.?\s*)?(\d{1,2})[:.](\d{2})\s*$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?([+-]\d{2}:\d{2}|Z)$/;
const pad = (n: number) => String(n).padStart(2, "0");

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Minutes Oslo is ahead of UTC at a moment. */
const osloOffsetAt = (utcMs: number) => osloOffset(utcMs) * 60;

export type Parsed = { ok: true; iso: string } | { ok: false; message: string };

/** An editor's "DD.MM.ÅÅÅÅ TT:MM" as the content's ISO text, or why it is not a time that exists. */
export function parseNorwegian(text: string): Parsed {
  const m = NORWEGIAN.exec(text);
  if (!m)
    return {
      ok: false,
      message: `Skriv tidspunktet som dag.måned.år time:minutt, for eksempel 14.05.2027 19:00 (fikk «${text.trim()}»).`,
    };
  const [day, month, year, hour, minute] = m.slice(1).map(Number);
  if (month < 1 || month > 12) return { ok: false, message: `Måned ${month} finnes ikke: skriv en måned fra 1 til 12.` };
  if (day < 1 || day > daysIn(year, month))
    return {
      ok: false,
      message: `Datoen finnes ikke: ${MONTHS[month - 1]} ${year} har ${daysIn(year, month)} dager, ikke ${day}.`,
    };
  if (hour > 23 || minute > 59)
    return { ok: false, message: `Klokkeslettet ${pad(hour)}:${pad(minute)} finnes ikke: timer 00–23, minutter 00–59.` };
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let offset = osloOffsetAt(wall - 60 * 60000);
  offset = osloOffsetAt(wall - offset * 60000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return {
    ok: true,
    iso: `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
  };
}

/** The content's ISO text as the editor reads it (the clock time as written, which is Oslo's). */
export function toNorwegian(iso: string): string | null {
  const m = ISO.exec(iso);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1, 6);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** Whether a stored value is a date the build takes: an ISO text whose clock time is Oslo's. */
export function checkStored(value: unknown): Parsed {
  if (typeof value !== "string" || value.trim() === "") return { ok: false, message: "Fyll inn tidspunktet." };
  const shown = toNorwegian(value);
  if (!shown) return parseNorwegian(value);
  const again = parseNorwegian(shown);
  if (!again.ok) return again;
  if (again.iso !== value)
    return { ok: false, message: `Tidspunktet ${shown} har ikke Oslo-tid (${again.iso.slice(-6)} den dagen).` };
  return again;
}
