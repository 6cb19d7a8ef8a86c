import { ACCESS_FEATURES, type AccessFeature, type Production, type Queried } from "../../content-model";
import { accessOf } from "../../src/access-features/access-features";

/** A production as the feeds and the embed read it: its coming dates only (upcomingEvents). */
export type FeedProduction = Queried<
  Pick<Production, "title" | "pageReference" | "events"> & {
    fields: Pick<Production["fields"], "category" | "accessibility">;
    contents: Pick<Production["contents"][number], "summary">[];
  }
>;

/** One coming date of a production, with what a feed item or an embed row says about it. */
export interface ComingDate {
  id: string;
  start: string;
  title: string;
  category: string;
  hall: string;
  status?: "cancelled" | "soldOut";
  access: AccessFeature[];
  summary: string;
  /** Site path of the production's page. */
  path: string;
}

export const accessLabel = (key: AccessFeature) => ACCESS_FEATURES.find((f) => f.key === key)?.label ?? key;

/** Every coming date of the programme, soonest first (two at the same moment by title, then id: a stable order). */
export function comingDates(productions: readonly FeedProduction[]): ComingDate[] {
  return productions
    .flatMap((p) =>
      p.events.map((e) => ({
        id: e.id,
        start: e.start,
        title: p.title,
        category: p.fields.category,
        hall: e.hall,
        ...(e.status ? { status: e.status } : {}),
        access: accessOf(p.fields, e),
        summary: p.contents[0]?.summary ?? "",
        path: `/${p.pageReference}`,
      })),
    )
    .sort(
      (a, b) => Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title, "nb") || a.id.localeCompare(b.id),
    );
}
