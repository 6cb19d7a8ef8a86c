/** The part of JSON Schema (draft 2020-12, as zod 4's toJSONSchema writes it) the editor reads. */
export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: readonly (string | number)[];
  const?: string | number;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  /** What the editor shows this value with, where its type alone does not say (see decap-fields.ts). */
  "x-editor"?: EditorHint;
  /** The Norwegian label of each value of an enum, in the enum's order. */
  "x-enum-labels"?: readonly string[];
  /** A list's name for one of its items ("Legg til dato"), where the items' own title does not say it. */
  "x-label-singular"?: string;
  /** What a folded item of a list shows, as a Decap summary template ("{{fields.label}}"). */
  "x-list-summary"?: string;
}

export type EditorHint = "image" | "datetime" | "text" | "html" | "hidden" | "focal-point" | "hall" | "category";
