/**
 * Scheduled publishing: a production or an article may carry `publishAt` and `unpublishAt`
 * (ISO date-times with offset). The build decides by its clock (BUILD_NOW, else the time it runs):
 * before `publishAt`, or from `unpublishAt` on, the item is not built at all: no page, and not in
 * the programme, search, sitemap, feeds or calendars. The nightly build moves it in and out.
 */
import { instant } from "./dates";

export interface Schedule {
  publishAt?: string;
  unpublishAt?: string;
}

/** "scheduled": not yet published; "published": built; "unpublished": its time is over. */
export type ScheduleState = "scheduled" | "published" | "unpublished";

/** Where an item stands at `now` (milliseconds): published from `publishAt` (inclusive) until `unpublishAt` (exclusive). */
export function scheduleState(item: Schedule, now: number): ScheduleState {
  if (item.unpublishAt !== undefined && now >= instant(item.unpublishAt)) return "unpublished";
  if (item.publishAt !== undefined && now < instant(item.publishAt)) return "scheduled";
  return "published";
}

export const isPublished = (item: Schedule, now: number) => scheduleState(item, now) === "published";

/** Whether an item has a schedule at all (check-content lists those). */
export const hasSchedule = (item: Schedule) => item.publishAt !== undefined || item.unpublishAt !== undefined;
