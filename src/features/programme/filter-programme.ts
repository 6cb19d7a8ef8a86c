import { formatMonth, monthKey } from "../../time/dates";
import type { ProgrammeItem } from "./programme-item";
import { FILTER_PARAM } from "./filter-params";
import { isQuickDate, type QuickDate } from "./quick-dates";
import { isAccessFeature, type AccessFeature } from "../../access-features/access-features";

export interface ProgrammeFilter {
  category: string | null;
  /** "2026-12" */
  month: string | null;
  /** "I dag", "I morgen" ...: counted in Oslo from the time the page is looked at. */
  when?: QuickDate | null;
  /** Dates that offer every one of these access features. */
  access?: AccessFeature[];
}

export const NO_FILTER: ProgrammeFilter = { category: null, month: null };

/** Sent on window when the programme's filter (in the address) changes, for the parts that follow it (CalendarLinks). */
export const FILTER_CHANGED = "rk-programfilter";

const PARAM = FILTER_PARAM;

export function categoriesOf(items: Pick<ProgrammeItem, "category">[]): string[] {
  return [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b, "nb"));
}

export function monthsOf(items: Pick<ProgrammeItem, "events">[]): { key: string; label: string }[] {
  const byKey = new Map<string, string>();
  for (const item of items)
    for (const e of item.events) if (!byKey.has(monthKey(e.start))) byKey.set(monthKey(e.start), formatMonth(e.start));
  return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, label]) => ({ key, label }));
}

export function filterFromSearch(search: string): ProgrammeFilter {
  const params = new URLSearchParams(search);
  const month = params.get(PARAM.month);
  const when = params.get(PARAM.when);
  // Each feature once, as the visitor can tick it once (an address written by hand may repeat one).
  const access = [...new Set((params.get(PARAM.access) ?? "").split(",").filter(isAccessFeature))];
  return {
    category: params.get(PARAM.category) || null,
    month: month && /^\d{4}-\d{2}$/.test(month) ? month : null,
    ...(isQuickDate(when) ? { when } : {}),
    ...(access.length ? { access } : {}),
  };
}

/** The query string for a filter, other parameters kept; "" when nothing is chosen. */
export function searchForFilter(filter: ProgrammeFilter, current = ""): string {
  const params = new URLSearchParams(current);
  params.delete(PARAM.category);
  params.delete(PARAM.month);
  params.delete(PARAM.when);
  params.delete(PARAM.access);
  if (filter.when) params.set(PARAM.when, filter.when);
  if (filter.category) params.set(PARAM.category, filter.category);
  if (filter.month) params.set(PARAM.month, filter.month);
  if (filter.access?.length) params.set(PARAM.access, filter.access.join(","));
  const query = params.toString();
  return query ? `?${query}` : "";
}
