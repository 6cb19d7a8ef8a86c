import { dayKey } from "../../time/dates";
import type { QuickDate } from "./quick-dates";

/*
 * The date ranges of the quick dates, counted in Oslo, where the venue is, whatever time zone the
 * visitor's device is set to. Days are compared as Oslo calendar dates ("2026-12-05"), so summer
 * time and midnight never shift an event into the wrong day.
 */

/** The Oslo calendar date of an instant, "2026-12-05". */
export const osloDay = dayKey;

/** A calendar date `days` later, by calendar arithmetic alone. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday, of a calendar date. */
function isoWeekday(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/**
 * The Oslo days [from, to) a quick date covers at `now`. The weekend is Friday to Sunday: this
 * one from Monday to Thursday, the one we are in from Friday to Sunday. Next week is Monday to Sunday.
 */
export function quickDateRange(quick: QuickDate, now: number): { from: string; to: string } {
  const today = osloDay(now);
  const weekday = isoWeekday(today);
  switch (quick) {
    case "i-dag":
      return { from: today, to: addDays(today, 1) };
    case "i-morgen":
      return { from: addDays(today, 1), to: addDays(today, 2) };
    case "denne-helgen": {
      const friday = addDays(today, 5 - weekday);
      return { from: weekday >= 5 ? today : friday, to: addDays(friday, 3) };
    }
    case "neste-uke": {
      const monday = addDays(today, 8 - weekday);
      return { from: monday, to: addDays(monday, 7) };
    }
  }
}

export function inQuickDate(start: string, quick: QuickDate, now: number): boolean {
  const { from, to } = quickDateRange(quick, now);
  const day = osloDay(start);
  return day >= from && day < to;
}
