import type { Article, ContentPage, Production, Redirect } from "./content-types";
import { articlePath, culturePath } from "./paths";
import { listingPagePath } from "./paths";

import { templateKindFor, type TemplateKind } from "./template-kinds";
import { isSitePath, SITE_PATH_TEXT } from "./safe-values";
import { pathKey } from "./path-key";
import { ownerOf, type Owners } from "./path-owners";

export type PageTemplate = TemplateKind | "article" | "culture" | "redirect";
export interface PlannedPage {
  path: string;
  template: PageTemplate;
  context: Record<string, string | number>;
  /** The file the page comes from, for error messages. */
  from: string;
  /** The file and field that gives the page its path ("content/pages/x.json: path"), for error messages. */
  field?: string;
}

interface Sourced {
  readonly id: string;
  readonly sourceFile: string;
}

/**
 * Every record that takes an address, as the build and the editor hand them in: of each, the fields
 * that decide its pages (read-only: the build passes GraphQL's answer as it is).
 */
export interface AllContent {
  /** `listingPages`: how many pages the page's whole-programme listing has; pages 2 and on are published under its path. */
  pages: readonly (Sourced &
    Readonly<Pick<ContentPage, "path" | "layout">> & {
      // Any text: a block the model does not know is refused here, by name (templateOf).
      readonly blocks: readonly { readonly component: string }[];
      readonly listingPages?: number;
    })[];
  articles: readonly (Sourced & Readonly<Pick<Article, "slug">>)[];
  productions: readonly (Sourced &
    Readonly<Pick<Production, "pageReference">> & {
      readonly events?: readonly Readonly<Pick<Production["events"][number], "id">>[];
    })[];
  redirects: readonly Redirect[];
  /** How redirects.json is named in messages. */
  redirectsFile: string;
  /** The addresses the code's pages and the build's own files have (gatsby/pages/path-owners.ts siteOwners()). */
  owners?: Owners;
}

/**
 * Decides every page the build makes. Two things may never share a path (a page, an article,
 * a production or a redirect), compared as a browser and a file system would take them; nor may
 * any of them take a path a page of the code or a file the build writes owns (`owners`,
 * path-owners.ts). Two dates in the programme may never share an event id (it names their calendar
 * file). Every path is a plain site path, so no page can be written outside public/. The build
 * fails naming the files, and for a redirect or page over another owner, that owner.
 */
export function planPages(input: AllContent): PlannedPage[] {
  const planned: PlannedPage[] = [
    ...input.pages.flatMap((p) => {
      const template = templateOf(p);
      const further = Array.from({ length: Math.max(0, (p.listingPages ?? 1) - 1) }, (_, i) => i + 2);
      return [
        { path: p.path, template, context: { id: p.id }, from: p.sourceFile, field: `${p.sourceFile}: path` },
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
      field: `${a.sourceFile}: slug`,
    })),
    ...input.productions.map((p) => ({
      path: culturePath(p.pageReference),
      template: "culture" as const,
      context: { id: p.id },
      from: p.sourceFile,
      field: `${p.sourceFile}: pageReference`,
    })),
    ...input.redirects.map((r, i) => ({
      path: r.fromPath,
      template: "redirect" as const,
      context: { redirectTo: r.toPath },
      from: `${input.redirectsFile} [${i}]`,
      field: `${input.redirectsFile}: [${i}].fromPath`,
    })),
  ];
  // A whole programme is published a page at a time under its page's path: however many pages it
  // has in this build, the next build may have more, so the folder is the page's.
  const listingFolders = input.pages
    .filter((p) => p.blocks.some((b) => b.component === "CultureProgram"))
    .map((p) => {
      const second = listingPagePath(p.path, 2);
      return {
        key: pathKey(second.slice(0, second.lastIndexOf("/"))),
        folder: true,
        owner: `${p.sourceFile} (its programme's further pages, ${second} ...)`,
      };
    });
  const owners: Owners = { owners: [...(input.owners?.owners ?? []), ...listingFolders], patterns: input.owners?.patterns ?? [] };
  const byPath = new Map<string, PlannedPage>();
  const clashes: string[] = [];
  for (const page of planned) {
    if (!isSitePath(page.path)) {
      clashes.push(`${page.from}: path: expected ${SITE_PATH_TEXT}, got ${JSON.stringify(page.path)}`);
      continue;
    }
    const key = pathKey(page.path);
    const earlier = byPath.get(key);
    // A redirect comes last: whatever page or file has its address is that address's owner.
    const listingPage = page.template !== "redirect" && typeof page.context.page === "number";
    const owner =
      (!listingPage && ownerOf(page.path, owners)) ||
      (earlier && page.template === "redirect" ? `${earlier.from} (${earlier.path})` : null);
    if (owner) {
      const expected =
        page.template === "redirect"
          ? "an address no page or file of the site owns"
          : "a path no other page or file of the site owns";
      clashes.push(`${page.field ?? page.from}: expected ${expected}, got ${JSON.stringify(page.path)} (${owner} owns it)`);
    } else if (earlier)
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

function templateOf(page: AllContent["pages"][number]): TemplateKind {
  const kind = templateKindFor(
    page.layout,
    page.blocks.map((b) => b.component),
  );
  if (!kind)
    throw new Error(`${page.sourceFile}: blocks: no page template has all of ${page.blocks.map((b) => b.component).join(", ")}`);
  return kind;
}
