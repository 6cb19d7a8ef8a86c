import { z } from "zod";
import { contentSchemas, type ContentKind } from "./validate-file";

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of each kind of content, for the web editor's forms: every field with its
 * Norwegian `title` (the label) and `description` (the hint), `required`, `enum`, `pattern`,
 * `minimum`, `format: "date-time"` and so on. A block is a `oneOf` of the block types, told apart
 * by `component` (`const`). Running text carries `"x-running-text": true` (a text area), HTML
 * `contentMediaType: "text/html"`. What a JSON Schema cannot say (a real date, a URL's host, a
 * path taken by another file) the editor learns from validateFile and the cross-file checks.
 */
export function editorJsonSchemas(): Record<ContentKind, JsonSchema> {
  return Object.fromEntries(
    Object.entries(contentSchemas).map(([kind, schema]) => [
      kind,
      z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", reused: "inline" }),
    ]),
  ) as unknown as Record<ContentKind, JsonSchema>;
}
