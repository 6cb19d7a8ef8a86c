import { type Article, articlePath, culturePath, type Production, type Queried } from "../../content-model";
import { encodeSearchIndex, type SearchDocument, type SearchIndexFile } from "../../src/features/search/contract";

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");

/**
 * The search index: articles, and productions with all their dates (the browser tells coming from
 * past). Their words are folded here once, not in every browser, and kept once each.
 */
export function buildSearchIndex(
  articles: readonly Queried<Pick<Article, "title" | "slug" | "summary" | "content" | "author">>[],
  productions: readonly Queried<Pick<Production, "title" | "pageReference" | "fields" | "contents" | "events">>[],
): SearchIndexFile {
  const entries: { doc: SearchDocument; text: string }[] = [];
  for (const a of articles) {
    entries.push({
      doc: { type: "article", title: a.title, path: articlePath(a.slug), summary: a.summary, label: "Artikkel" },
      text: [stripHtml(a.content), a.author].join(" "),
    });
  }
  for (const p of productions) {
    const starts = p.events.map((e) => e.start).sort((x, y) => Date.parse(x) - Date.parse(y));
    entries.push({
      doc: {
        type: "event",
        title: p.title,
        path: culturePath(p.pageReference),
        summary: p.contents[0]?.summary ?? "",
        label: p.fields.category,
        ...(starts.length ? { dates: starts } : {}),
      },
      text: [
        p.fields.organizer ?? "",
        ...p.contents.map((c) => `${c.summary} ${stripHtml(c.body ?? "")}`),
        ...p.events.map((e) => e.hall),
      ].join(" "),
    });
  }
  return encodeSearchIndex(entries);
}
