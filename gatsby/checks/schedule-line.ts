import type { ScheduledItem } from "./check-content";
import { formatDay, formatTime } from "../../src/time/dates";

const when = (iso: string) => `${formatDay(iso)} kl. ${formatTime(iso)}`;

/** One line per scheduled production or article: where it stands in a build now, and what comes next. */
export function scheduleLine(item: ScheduledItem): string {
  const what = `${item.file} (${JSON.stringify(item.title)})`;
  if (item.state === "scheduled")
    return `${what}: publiseres ${when(item.publishAt!)}${item.unpublishAt ? `, avpubliseres ${when(item.unpublishAt)}` : ""}; ikke med i bygg før da`;
  if (item.state === "unpublished") return `${what}: avpublisert ${when(item.unpublishAt!)}; ikke med i bygg`;
  return `${what}: publisert${item.publishAt ? ` fra ${when(item.publishAt)}` : ""}${item.unpublishAt ? `, avpubliseres ${when(item.unpublishAt)}` : ""}`;
}
