import type { Article, ContentPage, Production, SiteDefinition } from "./content-types";
import { articleSchema, blockDataRules, pageSchema, productionSchema, siteSchema } from "./content-validators";
import { sanitizeContentHtml } from "./sanitize";
import { formatIssues, type Issue } from "./validate";
import { htmlUrlProblems } from "./safe-values";
import { honestTextIssues } from "./honest-text";
import type { BlockName } from "./block-names";
import { TEMPLATE_BLOCKS, templateKindFor } from "./template-kinds";

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentError";
  }
}

export type ParsedContent =
  | { kind: "site"; data: SiteDefinition }
  | { kind: "page"; data: ContentPage }
  | { kind: "article"; data: Article }
  | { kind: "production"; data: Production };

/** Which model a file under content/ holds, from where it lies. */
export function kindOf(relativePath: string): ParsedContent["kind"] | null {
  const p = relativePath.split("\\").join("/");
  if (p === "site.json") return "site";
  if (/^pages\/[^/]+\.json$/.test(p)) return "page";
  if (/^articles\/[^/]+\.json$/.test(p)) return "article";
  if (/^productions\/[^/]+\.json$/.test(p)) return "production";
  return null;
}

export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file}: (the whole file): expected valid JSON, got a parse error: ${(error as Error).message}`);
  }
}

function pageIssues(page: ContentPage): Issue[] {
  const issues: Issue[] = [];
  const sources = new Map(page.sources.map((s) => [s.name, s]));
  const blockIds = new Set<string>();
  page.blocks.forEach((block, i) => {
    const at = `blocks[${i}]`;
    if (blockIds.has(block.id))
      issues.push({ path: `${at}.id`, expected: "an id no other block on this page has", got: JSON.stringify(block.id) });
    blockIds.add(block.id);
    const row = page.template.rows[block.place.row - 1];
    if (!row)
      issues.push({
        path: `${at}.place.row`,
        expected: `a row from 1 to ${page.template.rows.length} of template.rows`,
        got: String(block.place.row),
      });
    else if (!row.columns[block.place.column - 1])
      issues.push({
        path: `${at}.place.column`,
        expected: `a column from 1 to ${row.columns.length} of template.rows[${block.place.row - 1}]`,
        got: String(block.place.column),
      });
    block.dataIds.forEach((name, j) => {
      if (!sources.has(name))
        issues.push({
          path: `${at}.dataIds[${j}]`,
          expected: `the name of one of this page's sources (${[...sources.keys()].join(", ") || "the page has none"})`,
          got: JSON.stringify(name),
        });
    });
    const rule = blockDataRules[block.component as BlockName];
    rule.data(block.data, `${at}.data`, issues);
    if (block.component === "RichText") issues.push(...htmlIssues(block.data?.html, `${at}.data.html`));
    const wanted = rule.needsSource ?? (block.component === "Slideshow" && !block.data?.slides ? "production" : undefined);
    if (wanted && !block.dataIds.some((name) => sources.get(name)?.model === wanted))
      issues.push({
        path: `${at}.dataIds`,
        expected: `the name of a source with model "${wanted}" (a ${block.component} block shows them)`,
        got: JSON.stringify(block.dataIds),
      });
  });
  if (
    !templateKindFor(
      page.layout,
      page.blocks.map((b) => b.component),
    )
  ) {
    const allowed =
      page.layout === "screen" ? TEMPLATE_BLOCKS.screen : [...new Set([...TEMPLATE_BLOCKS.programme, ...TEMPLATE_BLOCKS.search])];
    const together = page.layout === "screen" ? "" : " (Search cannot share a page with CultureProgram or Slideshow)";
    issues.push({
      path: "blocks",
      expected: `blocks a "${page.layout}" page can show: ${allowed.join(", ")}${together}`,
      got: JSON.stringify(page.blocks.map((b) => b.component)),
    });
  }
  return issues;
}

/** Links and images in an HTML field: the sanitizer would drop a protocol-relative one silently; the editor is told instead. */
function htmlIssues(html: unknown, at: string): Issue[] {
  return typeof html === "string" ? htmlUrlProblems(html).map((p) => ({ path: at, ...p })) : [];
}

function sanitizePage(page: ContentPage): ContentPage {
  return {
    ...page,
    blocks: page.blocks.map((b) =>
      b.component === "RichText" && typeof b.data?.html === "string"
        ? { ...b, data: { ...b.data, html: sanitizeContentHtml(b.data.html) } }
        : b,
    ),
  };
}

/**
 * Reads one content file: JSON, then its model's rules. Throws a ContentError naming the file,
 * every wrong field's path and what was expected. HTML comes back sanitized.
 */
export function parseContentFile(file: string, relativePath: string, text: string): ParsedContent | null {
  const kind = kindOf(relativePath);
  if (!kind) return null;
  return parseContentRecord(file, kind, parseJson(file, text));
}

/**
 * Checks one record of a model, from a file or an API answer, by the same rules. `source` names
 * where it came from in every message ("content/pages/x.json", "content data API GET /sites/1/events[3]").
 */
export function parseContentRecord(source: string, kind: ParsedContent["kind"], raw: unknown): ParsedContent {
  const file = source;
  const issues: Issue[] = [];
  const fail = () => {
    throw new ContentError(formatIssues(file, issues));
  };
  // Every text and key first, whatever field holds it (block data included): then the model.
  issues.push(...honestTextIssues(raw));
  if (issues.length) fail();
  switch (kind) {
    case "site": {
      const data = siteSchema(raw, "", issues);
      if (issues.length) fail();
      data.theme.menu.forEach((item, i) => {
        if (Boolean(item.path) === Boolean(item.external))
          issues.push({
            path: `theme.menu[${i}]`,
            expected: 'either "path" or "external", not both and not neither',
            got: JSON.stringify({ path: item.path, external: item.external }),
          });
      });
      if (issues.length) fail();
      return { kind, data };
    }
    case "page": {
      const data = pageSchema(raw, "", issues);
      if (issues.length) fail();
      issues.push(...pageIssues(data));
      if (issues.length) fail();
      return { kind, data: sanitizePage(data) };
    }
    case "article": {
      const data = articleSchema(raw, "", issues);
      if (issues.length) fail();
      issues.push(...htmlIssues(data.content, "content"));
      if (issues.length) fail();
      return { kind, data: { ...data, content: sanitizeContentHtml(data.content) } };
    }
    case "production": {
      const data = productionSchema(raw, "", issues);
      if (issues.length) fail();
      data.contents.forEach((c, i) => issues.push(...htmlIssues(c.body, `contents[${i}].body`)));
      if (issues.length) fail();
      return {
        kind,
        data: { ...data, contents: data.contents.map((c) => (c.body ? { ...c, body: sanitizeContentHtml(c.body) } : c)) },
      };
    }
  }
}
