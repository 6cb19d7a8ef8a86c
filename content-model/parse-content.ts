import type { Article, ContentPage, Production, SiteDefinition } from "./content-types";
import { sanitizeContentHtml } from "./sanitize";
import { formatErrors, validateFile } from "./validate-file";

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
 * Checks one record of a model, from a file or an API answer, by the same rules (validate-file.ts).
 * `source` names where it came from in every message ("content/pages/x.json", "content data API
 * GET /sites/1/events[3]").
 */
export function parseContentRecord(source: string, kind: ParsedContent["kind"], raw: unknown): ParsedContent {
  const result = validateFile(kind, raw);
  if (!result.ok) throw new ContentError(formatErrors(source, result.errors));
  switch (kind) {
    case "site":
      return { kind, data: result.data as SiteDefinition };
    case "page":
      return { kind, data: sanitizePage(result.data as ContentPage) };
    case "article": {
      const data = result.data as Article;
      return { kind, data: { ...data, content: sanitizeContentHtml(data.content) } };
    }
    case "production": {
      const data = result.data as Production;
      return {
        kind,
        data: { ...data, contents: data.contents.map((c) => (c.body ? { ...c, body: sanitizeContentHtml(c.body) } : c)) },
      };
    }
  }
}
