import { type Article, articlePath, type PageSource, type Production, type ProductionEvent } from "../../content-model";
import { toProgrammeItem, type ProgrammeItem } from "../../src/features/programme/contract";
import type { ArticleSummary, SourceData } from "../../src/blocks/source-data";
import { isOld } from "../../src/features/articles/contract";

export function toArticleSummary(a: Article & { contentId: string }): ArticleSummary {
  return {
    id: a.contentId,
    title: a.title,
    path: articlePath(a.slug),
    summary: a.summary,
    thumbnail: a.thumbnail,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** Dates that have not started by `now`, in date order. */
export function upcomingEvents(events: ProductionEvent[], now: number): ProductionEvent[] {
  return events.filter((e) => Date.parse(e.start) >= now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

function matches(node: Record<string, unknown>, filter: PageSource["filter"]): boolean {
  if (!filter) return true;
  const value = filter.property
    .split(".")
    .reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined), node);
  const equal = String(value) === filter.value;
  return filter.operator === "eq" ? equal : !equal;
}

const firstStart = (item: ProgrammeItem) => (item.events[0] ? Date.parse(item.events[0].start) : Number.POSITIVE_INFINITY);

/**
 * Resolves a block's sources from the content nodes: coming productions in date order (dates
 * before `now` left out), articles by `order`, leaving out those more than a year old: article
 * lists are news, and an old notice is not.
 */
export function resolveSources(
  defs: PageSource[],
  nodes: { productions: (Production & { contentId: string })[]; articles: (Article & { contentId: string })[] },
  now: number,
): SourceData {
  const out: SourceData = {};
  for (const def of defs) {
    let items: ProgrammeItem[] | ArticleSummary[];
    if (def.model === "article") {
      items = nodes.articles
        .filter((a) => matches(a as never, def.filter) && !isOld(a, now))
        .sort((a, b) => a.order - b.order)
        .map(toArticleSummary);
    } else {
      items = nodes.productions
        .filter((p) => matches(p as never, def.filter))
        .map(toProgrammeItem)
        .map((item) => ({ ...item, events: upcomingEvents(item.events, now) }))
        .filter((item) => item.events.length > 0)
        .sort((a, b) => firstStart(a) - firstStart(b));
    }
    out[def.name] = def.collection ? items : (items[0] ?? null);
  }
  return out;
}
