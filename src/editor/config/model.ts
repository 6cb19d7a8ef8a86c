/**
 * The content model as the editor reads it: one JSON Schema per kind of file, and the build's own
 * check of a whole file. This is the one file that knows where the model lives.
 *
 * For now the model is the validators in gatsby/content (content-validators.ts and the block rules),
 * read through the `shape` each validator carries; when the content model moves into a room of its
 * own with zod schemas (its editorJsonSchemas() and validateFile()), this file reads those instead
 * and nothing else in the editor changes.
 */
import {
  articleSchema,
  blockDataRules,
  pageBlock,
  pageSchema,
  productionSchema,
  redirectsSchema,
  siteSchema,
  type Check,
} from "../../../gatsby/content/content-validators";
import { BLOCK_NAMES } from "../../../gatsby/content/block-names";
import type { Issue } from "../../../gatsby/content/validate";
import type { JsonSchema } from "./json-schema";

export type ContentKind = "production" | "article" | "page" | "site" | "redirects";

/** A problem with a file, as the build would report it: the field's path and what was wrong. */
export interface FileProblem {
  path: string;
  message: string;
}

function toJsonSchema(check: Check<unknown>): JsonSchema {
  const shape = check.shape;
  switch (shape?.kind) {
    case "text":
      return { type: "string" };
    case "number":
      return { type: shape.integer ? "integer" : "number" };
    case "boolean":
      return { type: "boolean" };
    case "choice":
      return { enum: shape.choices };
    case "list":
      return { type: "array", items: toJsonSchema(shape.item) };
    case "object": {
      const entries = Object.entries(shape.fields);
      return {
        type: "object",
        properties: Object.fromEntries(entries.map(([k, v]) => [k, toJsonSchema(v)])),
        required: entries.filter(([, v]) => !v.optional).map(([k]) => k),
        additionalProperties: false,
      };
    }
    default:
      return { type: "object" };
  }
}

/** Blocks as the list of block types they are: each with its component name and its own data. */
function blockSchema(): JsonSchema {
  const base = toJsonSchema(pageBlock as Check<unknown>);
  return {
    oneOf: BLOCK_NAMES.map((name) => ({
      ...base,
      properties: { ...base.properties, component: { const: name }, data: toJsonSchema(blockDataRules[name].data) },
      required: [...(base.required ?? []).filter((k) => k !== "data"), "data"],
    })),
  };
}

export function editorJsonSchemas(): Record<ContentKind, JsonSchema> {
  const page = toJsonSchema(pageSchema as Check<unknown>);
  page.properties = { ...page.properties, blocks: { type: "array", items: blockSchema() } };
  return {
    production: toJsonSchema(productionSchema as Check<unknown>),
    article: toJsonSchema(articleSchema as Check<unknown>),
    page,
    site: toJsonSchema(siteSchema as Check<unknown>),
    redirects: {
      type: "object",
      properties: { redirects: toJsonSchema(redirectsSchema as Check<unknown>) },
      required: ["redirects"],
    },
  };
}

const CHECKS: Record<ContentKind, Check<unknown>> = {
  production: productionSchema as Check<unknown>,
  article: articleSchema as Check<unknown>,
  page: pageSchema as Check<unknown>,
  site: siteSchema as Check<unknown>,
  redirects: redirectsSchema as Check<unknown>,
};

/** The build's check of one file's data (the redirects as the list the file holds). */
export function validateFile(kind: ContentKind, data: unknown): { ok: boolean; errors: FileProblem[] } {
  const issues: Issue[] = [];
  CHECKS[kind](data, "", issues);
  if (kind === "page" && issues.length === 0) {
    const blocks = (data as { blocks: { component: keyof typeof blockDataRules; data?: unknown }[] }).blocks;
    blocks.forEach((block, i) => blockDataRules[block.component].data(block.data, `blocks[${i}].data`, issues));
  }
  return {
    ok: issues.length === 0,
    errors: issues.map((i) => ({ path: i.path || "(hele filen)", message: `expected ${i.expected}, got ${i.got}` })),
  };
}
