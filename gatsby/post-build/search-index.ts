import type { Article, Production } from "../../src/types/content";
import { fold } from "../../src/features/search/contract";
import type { SearchDocument } from "../../src/features/search/contract";
import { articlePath, culturePath } from "../../src/lib/paths";

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");

/** The search index: articles and events, with their text folded once here instead of in every browser. */
export function buildSearchIndex(articles: Article[], productions: Production[]): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const a of articles) {
    docs.push({
      type: "article",
      title: a.title,
      path: articlePath(a.slug),
      summary: a.summary,
      label: "Artikkel",
      t: fold(a.title),
      x: fold([a.title, a.summary, stripHtml(a.content), a.author].join(" ")),
    });
  }
  for (const p of productions) {
    const starts = p.events.map((e) => e.start).sort((x, y) => Date.parse(x) - Date.parse(y));
    docs.push({
      type: "event",
      title: p.title,
      path: culturePath(p.pageReference),
      summary: p.contents[0]?.summary ?? "",
      label: p.fields.category,
      ...(starts.length ? { dates: starts } : {}),
      t: fold(p.title),
      x: fold(
        [
          p.title,
          p.fields.category,
          p.fields.organizer ?? "",
          ...p.contents.map((c) => `${c.summary} ${stripHtml(c.body ?? "")}`),
          ...p.events.map((e) => e.hall),
        ].join(" "),
      ),
    });
  }
  return docs;
}
