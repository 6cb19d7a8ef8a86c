import type { ProgrammeItem } from "./programme-item";

/** Events that have not started yet; productions with none left drop out. */
export function upcoming<T extends Pick<ProgrammeItem, "events">>(items: T[], now: number): T[] {
  return items
    .map((item) => ({ ...item, events: item.events.filter((e) => Date.parse(e.start) >= now) }))
    .filter((item) => item.events.length > 0);
}
