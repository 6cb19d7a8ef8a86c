import { monthKey } from "../../time/dates";
import type { ProgrammeItem } from "./programme-item";
import { inQuickDate } from "./quick-date-range";
import { accessOf, type AccessFeature } from "../../access-features/access-features";
import type { ProgrammeFilter } from "./filter-programme";

// Filtering works over the programme index, so it loads with it (programme-loader.ts), not with the page.

const hasAll = (offered: AccessFeature[], wanted: AccessFeature[]) => wanted.every((f) => offered.includes(f));

/**
 * The productions matching the filter, each keeping only its dates in the chosen month and quick date
 * (counted from `now`; no quick date applies without it), in date order. Works on full programme items
 * and on the programme index's entries alike.
 */
export function applyFilter<T extends Pick<ProgrammeItem, "category" | "events" | "accessibility">>(
  items: T[],
  filter: ProgrammeFilter,
  now: number | null = null,
): T[] {
  const { when } = filter;
  return items
    .filter((item) => !filter.category || item.category === filter.category)
    .map((item) => (filter.month ? { ...item, events: item.events.filter((e) => monthKey(e.start) === filter.month) } : item))
    .map((item) =>
      when && now !== null ? { ...item, events: item.events.filter((e) => inQuickDate(e.start, when, now)) } : item,
    )
    .map((item) =>
      filter.access?.length
        ? { ...item, events: item.events.filter((e) => hasAll(accessOf(item, e), filter.access as AccessFeature[])) }
        : item,
    )
    .filter((item) => item.events.length > 0)
    .sort((a, b) => Date.parse(a.events[0].start) - Date.parse(b.events[0].start));
}
