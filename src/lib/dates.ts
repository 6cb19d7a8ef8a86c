/** Dates as Norwegians read them, always in the venue's time zone whatever the visitor's device says. */
const TZ = "Europe/Oslo";

const dayFormat = new Intl.DateTimeFormat("nb-NO", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TZ,
});
const shortDayFormat = new Intl.DateTimeFormat("nb-NO", { weekday: "short", day: "numeric", month: "short", timeZone: TZ });
const timeFormat = new Intl.DateTimeFormat("nb-NO", { hour: "2-digit", minute: "2-digit", timeZone: TZ });
const monthFormat = new Intl.DateTimeFormat("nb-NO", { month: "long", year: "numeric", timeZone: TZ });
const monthKeyFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", timeZone: TZ });
const dayKeyFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TZ });
const dateFormat = new Intl.DateTimeFormat("nb-NO", { weekday: "long", day: "numeric", month: "long", timeZone: TZ });

/** "lørdag 5. desember 2026" */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
/** "lør. 5. des." */
export const formatShortDay = (iso: string) => shortDayFormat.format(new Date(iso));
/** "19:00" */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso)).replace(".", ":");
/** "desember 2026" */
export const formatMonth = (iso: string) => monthFormat.format(new Date(iso));
/** "2026-12", the month in Oslo, for filters and URLs. */
export const monthKey = (iso: string) => monthKeyFormat.format(new Date(iso)).slice(0, 7);
/** "2026-12-05", the day in Oslo, to tell whether two moments fall on the same day. */
export const dayKey = (iso: string) => dayKeyFormat.format(new Date(iso));
/** Whether `iso` falls on the same day in Oslo as the moment `now` (ms). */
export const isSameOsloDay = (iso: string, now: number) => dayKey(iso) === dayKey(new Date(now).toISOString());
/** "lørdag 5. desember": today's date as a lobby screen shows it beside the clock. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
