import type { Redirect } from "../../src/types/content";
import { articlePath, culturePath } from "../../src/lib/paths";
import { listingPagePath } from "../../src/features/programme/contract";

import { templateKindFor, type TemplateKind } from "../content/template-kinds";
import { isSitePath, normalisePath, SITE_PATH_TEXT } from "../content/safe-values";

export type PageTemplate = TemplateKind | "article" | "culture" | "redirect";
export interface PlannedPage {
  path: string;
  template: PageTemplate;
  context: Record<string, string | number>;
  /** The file the page comes from, for error messages. */
  from: string;
}

interface Sourced {
  id: string;
  sourceFile: string;
}

/**
 * Decides every page the build makes. Two things may never share a path (a page, an article,
 * a production or a redirect), compared as a browser and a file system would take them; two dates
 * in the programme may never share an event id (it names their calendar file). Every path is a
 * plain site path, so no page can be written outside public/. The build fails naming the files.
 */
export function planPages(input: {
  /** `listingPages`: how many pages the page's whole-programme listing has; pages 2 and on are published under its path. */
  pages: (Sourced & { path: string; layout: "default" | "screen"; blocks: { component: string }[]; listingPages?: number })[];
  articles: (Sourced & { slug: string })[];
  productions: (Sourced & { pageReference: string; events?: { id: string }[] })[];
  redirects: Redirect[];
  redirectsFile: string;
}): PlannedPage[] {
  const planned: PlannedPage[] = [
    ...input.pages.flatMap((p) => {
      const template = templateOf(p);
      const further = Array.from({ length: Math.max(0, (p.listingPages ?? 1) - 1) }, (_, i) => i + 2);
      return [
        { path: p.path, template, context: { id: p.id }, from: p.sourceFile },
        ...further.map((page) => ({
          path: listingPagePath(p.path, page),
          template,
          context: { id: p.id, page },
          from: `${p.sourceFile} (programme page ${page})`,
        })),
      ];
    }),
    ...input.articles.map((a) => ({
      path: articlePath(a.slug),
      template: "article" as const,
      context: { id: a.id },
      from: a.sourceFile,
    })),
    ...input.productions.map((p) => ({
      path: culturePath(p.pageReference),
      template: "culture" as const,
      context: { id: p.id },
      from: p.sourceFile,
    })),
    ...input.redirects.map((r, i) => ({
      path: r.fromPath,
      template: "redirect" as const,
      context: { redirectTo: r.toPath },
      from: `${input.redirectsFile} [${i}]`,
    })),
  ];
  const byPath = new Map<string, PlannedPage>();
  const clashes: string[] = [];
  for (const page of planned) {
    if (!isSitePath(page.path)) {
      clashes.push(`${page.from}: path: expected ${SITE_PATH_TEXT}, got ${JSON.stringify(page.path)}`);
      continue;
    }
    const key = normalisePath(page.path);
    const earlier = byPath.get(key);
    if (earlier)
      clashes.push(
        `Duplicate path ${page.path}: ${earlier.from} and ${page.from} both want it; give one of them another path, slug or pageReference.`,
      );
    else byPath.set(key, page);
  }
  const eventIds = new Map<string, string>();
  for (const production of input.productions) {
    (production.events ?? []).forEach((event, i) => {
      const here = `${production.sourceFile} events[${i}]`;
      const earlier = eventIds.get(event.id);
      if (earlier)
        clashes.push(
          `${production.sourceFile}: events[${i}].id: expected an event id no other date in the programme has (it names the date's calendar file), got ${JSON.stringify(event.id)} (also used by ${earlier})`,
        );
      else eventIds.set(event.id, here);
    });
  }
  if (clashes.length) throw new Error(clashes.join("\n"));
  return planned;
}

function templateOf(page: { layout: "default" | "screen"; blocks: { component: string }[]; sourceFile: string }): TemplateKind {
  const kind = templateKindFor(
    page.layout,
    page.blocks.map((b) => b.component),
  );
  if (!kind)
    throw new Error(`${page.sourceFile}: blocks: no page template has all of ${page.blocks.map((b) => b.component).join(", ")}`);
  return kind;
}
