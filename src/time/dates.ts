/**
 * Dates as Norwegians read them, always in the venue's time zone whatever the visitor's device says.
 *
 * Why not `Intl.DateTimeFormat`: building one formatter with a time zone loads the browser's time
 * zone and locale data, and that cost 55 ms on this machine's Chromium before the first card
 * rendered (over 200 ms on Lighthouse's slowed-down phone), inside the page's one long hydration
 * task. The venue's clock follows one rule that has not changed since 1996 (EU summer time: from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+2, else
 * UTC+1), and the Norwegian names are twelve months and seven days, so a few lines of arithmetic do
 * the same job with no data to load, and give the build and the browser the very same text.
 * `dates.test.ts` checks every hour of several years against Intl, which stays the oracle.
 */

import { MONTHS } from "../../content-model";

export { MONTHS };

/** Norwegian abbreviates only the months whose names are longer than four letters. */
const SHORT_MONTHS = MONTHS.map((m) => (m.length > 4 ? `${m.slice(0, 3)}.` : m));
const WEEKDAYS = ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"];
const SHORT_WEEKDAYS = WEEKDAYS.map((d) => `${d.slice(0, 3)}.`);

const HOUR = 3_600_000;

/** The instant (ms, UTC) of 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Oslo's offset from UTC, in hours, at an instant. */
export function osloOffset(ms: number): 1 | 2 {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9) ? 2 : 1;
}

interface OsloParts {
  year: number;
  /** 0-based, as Date has it */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
}

/** The wall clock in Oslo at an instant. */
function osloParts(instant: string | number): OsloParts {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Ikke et tidspunkt: ${String(instant)}`);
  const wall = new Date(ms + osloOffset(ms) * HOUR);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "lørdag 5. desember 2026" */
export const formatDay = (iso: string) => {
  const p = osloParts(iso);
  return `${WEEKDAYS[p.weekday]} ${p.day}. ${MONTHS[p.month]} ${p.year}`;
};
/** "lør. 5. des." */
export const formatShortDay = (iso: string) => {
  const p = osloParts(iso);
  return `${SHORT_WEEKDAYS[p.weekday]} ${p.day}. ${SHORT_MONTHS[p.month]}`;
};
/** "19:00" */
export const formatTime = (iso: string) => {
  const p = osloParts(iso);
  return `${pad(p.hour)}:${pad(p.minute)}`;
};
/** "desember 2026" */
export const formatMonth = (iso: string) => {
  const p = osloParts(iso);
  return `${MONTHS[p.month]} ${p.year}`;
};
/** "2026-12", the month in Oslo, for filters and URLs. */
export const monthKey = (iso: string) => dayKey(iso).slice(0, 7);
/** "2026-12-05", the day in Oslo, to tell whether two moments fall on the same day. */
export const dayKey = (instant: string | number) => {
  const p = osloParts(instant);
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}`;
};
/** Whether `iso` falls on the same day in Oslo as the moment `now` (ms). */
export const isSameOsloDay = (iso: string, now: number) => dayKey(iso) === dayKey(now);
/** "lørdag 5. desember": today's date as a lobby screen shows it beside the clock. */
export const formatDate = (iso: string) => {
  const p = osloParts(iso);
  return `${WEEKDAYS[p.weekday]} ${p.day}. ${MONTHS[p.month]}`;
};
