import type { ProgrammeItem } from "../programme";
import type { ProductionEvent } from "../../../content-model";

export interface ScreenRow {
  item: ProgrammeItem;
  event: ProductionEvent;
}

/** Every coming performance as its own row, in time order; rows that have started are gone. */
export function screenRows(items: ProgrammeItem[], now: number | null): ScreenRow[] {
  return items
    .flatMap((item) => item.events.map((event) => ({ item, event })))
    .filter((row) => now === null || Date.parse(row.event.start) >= now)
    .sort((a, b) => Date.parse(a.event.start) - Date.parse(b.event.start));
}

/** Splits rows into screenfuls. */
export function paginate<T>(rows: T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
  return pages;
}
