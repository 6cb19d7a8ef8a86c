import type { Redirect } from "../../src/types/content";
import { articlePath, culturePath } from "../../src/lib/paths";

import { templateKindFor, type TemplateKind } from "../../src/blocks/template-kinds";

export type PageTemplate = TemplateKind | "article" | "culture" | "redirect";
export interface PlannedPage {
  path: string;
  template: PageTemplate;
  context: Record<string, string>;
  /** The file the page comes from, for error messages. */
  from: string;
}

interface Sourced {
  id: string;
  sourceFile: string;
}

/**
 * Decides every page the build makes. Two things may never share a path (a page, an article,
 * a production or a redirect): the build fails naming both files.
 */
export function planPages(input: {
  pages: (Sourced & { path: string; layout: "default" | "screen"; blocks: { component: string }[] })[];
  articles: (Sourced & { slug: string })[];
  productions: (Sourced & { pageReference: string })[];
  redirects: Redirect[];
  redirectsFile: string;
}): PlannedPage[] {
  const planned: PlannedPage[] = [
    ...input.pages.map((p) => ({ path: p.path, template: templateOf(p), context: { id: p.id }, from: p.sourceFile })),
    ...input.articles.map((a) => ({ path: articlePath(a.slug), template: "article" as const, context: { id: a.id }, from: a.sourceFile })),
    ...input.productions.map((p) => ({ path: culturePath(p.pageReference), template: "culture" as const, context: { id: p.id }, from: p.sourceFile })),
    ...input.redirects.map((r, i) => ({ path: r.fromPath, template: "redirect" as const, context: { redirectTo: r.toPath }, from: `${input.redirectsFile} [${i}]` })),
  ];
  const byPath = new Map<string, PlannedPage>();
  const clashes: string[] = [];
  for (const page of planned) {
    const key = page.path.toLowerCase().replace(/\/+$/, "") || "/";
    const earlier = byPath.get(key);
    if (earlier) clashes.push(`Duplicate path ${page.path}: ${earlier.from} and ${page.from} both want it; give one of them another path, slug or pageReference.`);
    else byPath.set(key, page);
  }
  if (clashes.length) throw new Error(clashes.join("\n"));
  return planned;
}

function templateOf(page: { layout: "default" | "screen"; blocks: { component: string }[]; sourceFile: string }): TemplateKind {
  const kind = templateKindFor(page.layout, page.blocks.map((b) => b.component));
  if (!kind) throw new Error(`${page.sourceFile}: blocks: no page template has all of ${page.blocks.map((b) => b.component).join(", ")}`);
  return kind;
}
