import type { EditorHint, JsonSchema } from "./json-schema";

/**
 * The editor's form, made from the content model's JSON Schema, so a field is declared once: in
 * the schema the build and `npm run check-content` use. decap-fields.test.ts holds the result to
 * the schema, field by field.
 */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: { label: string; value: string | number }[];
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapType[];
  typeKey?: string;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  default?: unknown;
  choose_url?: boolean;
}

export interface DecapType {
  name: string;
  label: string;
  widget: "object";
  fields: DecapField[];
}

/** Editor-only choices the schema leaves open, by dotted path ("events.start"); a schema's own x-editor wins. */
export type Hints = Record<string, EditorHint>;

const WIDGET_OF_HINT: Record<EditorHint, string> = {
  image: "image",
  datetime: "oslo-datetime",
  text: "text",
  // Rich text (widgets/rich-text): what it writes is HTML the build's sanitizer keeps.
  html: "rich-html",
  hidden: "hidden",
  "focal-point": "focal-point",
  // Chosen from the halls and categories the content uses, or a new one on purpose (widgets/KnownValue.tsx).
  hall: "known-hall",
  category: "known-category",
};

/** The variants of a union of objects told apart by one field with a constant value (blocks by "component"). */
export function taggedVariants(schema: JsonSchema): { key: string; variants: { tag: string; schema: JsonSchema }[] } | null {
  const variants = schema.oneOf ?? schema.anyOf;
  if (!variants?.length || !variants.every((v) => v.type === "object" && v.properties)) return null;
  const [first] = variants;
  for (const key of Object.keys(first.properties ?? {})) {
    const tags = variants.map((v) => tagOf(v.properties?.[key]));
    if (tags.every((t): t is string => typeof t === "string") && new Set(tags).size === tags.length)
      return { key, variants: variants.map((v, i) => ({ tag: tags[i], schema: v })) };
  }
  return null;
}

function tagOf(schema: JsonSchema | undefined): string | undefined {
  if (typeof schema?.const === "string") return schema.const;
  if (schema?.enum?.length === 1 && typeof schema.enum[0] === "string") return schema.enum[0];
  return undefined;
}

export interface Options {
  hints?: Hints;
  /** Filled with the paths of `hints` that named a field (a test holds the hints to the schema with it). */
  hintsFound?: Set<string>;
}

/** The schema's title; a field without one shows its key (config-labels.test.ts fails on that). */
function labelOf(name: string, schema: JsonSchema): string {
  return schema.title ?? name;
}

function hintOf(schema: JsonSchema, path: string, options: Options): EditorHint | undefined {
  if (options.hints && path in options.hints) options.hintsFound?.add(path);
  return schema["x-editor"] ?? options.hints?.[path];
}

function enumOptions(schema: JsonSchema): { label: string; value: string | number }[] {
  const labels = schema["x-enum-labels"];
  return (schema.enum ?? []).map((value, i) => ({ label: labels?.[i] ?? String(value), value }));
}

/**
 * Whether the form asks for the field: the model may need the key yet let it be empty (a picture's
 * alternative text, "" for decoration; a list of no items; no to a yes/no), and then the form does
 * not mark it required (the save writes the empty value, prepare-entry.ts), so its help and its
 * rule say the same.
 */
export function asksFor(schema: JsonSchema, requiredKey: boolean): boolean {
  if (!requiredKey) return false;
  if (schema.type === "string" && !schema.enum && !schema.minLength && !schema.pattern && !schema.format) return false;
  if (schema.type === "array" && !schema.minItems) return false;
  if (schema.type === "boolean") return false;
  return true;
}

/** One field of the form for one property of the schema. */
export function decapField(name: string, schema: JsonSchema, required: boolean, path: string, options: Options): DecapField {
  const base = {
    name,
    label: labelOf(name, schema),
    required: asksFor(schema, required),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const hint = hintOf(schema, path, options);
  if (hint) {
    const field: DecapField = { ...base, widget: WIDGET_OF_HINT[hint] };
    if (hint === "image") field.choose_url = false;
    return field;
  }
  if (schema.enum) return { ...base, widget: "select", options: enumOptions(schema) };
  switch (schema.type) {
    case "string":
      return {
        ...base,
        widget: "string",
        ...(schema.pattern
          ? { pattern: [schema.pattern, schema.description ?? `Må passe mønsteret ${schema.pattern}`] as [string, string] }
          : {}),
      };
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    case "boolean":
      return { ...base, widget: "boolean", default: false };
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: decapFields(schema, path, options) };
    case "array":
      return listField(base, schema, path, options);
  }
  const tagged = taggedVariants(schema);
  if (tagged) throw new Error(`${path}: a union of objects is only supported as the items of a list`);
  throw new Error(`${path}: no editor field for this schema (${JSON.stringify(schema).slice(0, 80)})`);
}

function listField(fieldBase: Omit<DecapField, "widget">, schema: JsonSchema, path: string, options: Options): DecapField {
  const items = schema.items ?? {};
  const min = schema.minItems ? { min: schema.minItems } : {};
  // What one item is called: as the list says, or the item's own title in the model ("Viktig melding").
  const singular = schema["x-label-singular"] ?? items.title?.toLocaleLowerCase("nb");
  const base = singular ? { ...fieldBase, label_singular: singular } : fieldBase;
  if (items.enum) return { ...base, widget: "select", multiple: true, options: enumOptions(items), ...min };
  const tagged = taggedVariants(items);
  if (tagged)
    return {
      ...base,
      widget: "list",
      typeKey: tagged.key,
      ...min,
      types: tagged.variants.map(({ tag, schema: variant }) => ({
        name: tag,
        label: variant.title ?? tag,
        widget: "object",
        fields: decapFields({ ...variant, properties: withoutKey(variant.properties ?? {}, tagged.key) }, path, options),
      })),
    };
  if (items.type === "object") {
    const summary = schema["x-list-summary"];
    return {
      ...base,
      widget: "list",
      collapsed: true,
      ...min,
      ...(summary ? { summary } : {}),
      fields: decapFields(items, path, options),
    };
  }
  // A list of plain values: each value under the items' own title, or the list's.
  const item = decapField(base.name, items.title ? items : { ...items, title: base.label }, true, path, options);
  return { ...base, widget: "list", ...min, field: item };
}

function withoutKey(properties: Record<string, JsonSchema>, key: string): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(properties).filter(([k]) => k !== key));
}

/** The fields of an object schema, in the schema's order. */
export function decapFields(schema: JsonSchema, path: string, options: Options): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    decapField(name, property, required.has(name), path ? `${path}.${name}` : name, options),
  );
}
