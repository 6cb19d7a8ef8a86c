import { editorJsonSchemas, type ContentKind, type JsonSchema } from "../../content-model";
import { NODE_TYPE, nodeFieldName, type NodeKind } from "./node-types";
import { ADDED_NODE_FIELDS } from "./content-node";

/**
 * The GraphQL type definitions of the content nodes, made from the content model's schemas (through
 * the JSON Schema the web editor reads too), so a field added to a schema is a GraphQL field with
 * nothing else to edit. Each object is a type: required fields non-null, lists of non-null items,
 * `integer` Int, `number` Float, texts String, and choices an enum of their own where GraphQL's names
 * can hold every value (`layout`, a block's `component`, a date's `status`), String where they cannot
 * (an access feature such as "avslappet-visning"): so the query types Gatsby writes (typegen) have
 * the model's choices, not any text. Field names are the files' own but for
 * the few Gatsby keeps on a node (node-types.ts). Fields the resolvers compute are declared beside
 * them (create-resolvers.ts); what the build adds to a node beside it (content-node.ts).
 */

/** Names of the object types that had theirs before the types were made; any other is its parent's name and its field's. */
const TYPE_NAMES: Record<string, string> = {
  "Article.node_locale": "ArticleLocale",
  "SiteDefinition.theme": "SiteTheme",
  "SiteDefinition.venue": "Venue",
  "SiteDefinition.notices": "SiteNotice",
  "SiteTheme.logo": "ImageAsset",
  "SiteTheme.menu": "MenuItem",
  "SiteTheme.footerSections": "FooterSection",
  "SiteTheme.social": "SocialLink",
  "ContentPage.sources": "PageSource",
  "PageSource.filter": "PageSourceFilter",
  "ContentPage.blocks": "PageBlock",
  "PageBlock.place": "BlockPlace",
  "ContentPage.meta": "PageMetaByLocale",
  "PageMetaByLocale.nb": "PageMeta",
  "Article.image": "ImageAsset",
  "Article.thumbnail": "ImageAsset",
  "Production.fields": "ProductionFields",
  "Production.contents": "ProductionContent",
  "Production.assets": "ProductionAsset",
  "Production.events": "ProductionEvent",
};

/**
 * Objects GraphQL holds whole, as JSON: a block's `data` has a shape per block type (the blocks take
 * it as BlockData<Name>), and the page's template is read whole by the grid.
 */
const AS_JSON = new Set(["ContentPage.template", "PageBlock.data"]);

/** Whole numbers beyond GraphQL's 32-bit Int: epoch milliseconds. */
const AS_FLOAT = new Set(["Article.createdAt", "Article.updatedAt"]);

/** The part of JSON Schema the content model's schemas use for their fields' kinds. */
export type Schema = JsonSchema & {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
};

/** The values a field may take, when the model lists them (an enum, or one constant). */
export const choicesOf = (schema: Schema): unknown[] | undefined =>
  schema.enum ?? (schema.const !== undefined ? [schema.const] : undefined);

/** GraphQL's rule for an enum value's name, less the three names it keeps. */
const ENUM_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
export const enumNamesHold = (values: unknown[]): values is string[] =>
  values.every((v) => typeof v === "string" && ENUM_NAME.test(v) && !["true", "false", "null"].includes(v));

/**
 * A union of objects (the block types) as one object: each field as the first variant that has it,
 * required where all have it. A field that is a choice in every variant that has it is a choice of
 * all their values (each block type's `component` is one of them); where one variant lets it be any
 * text, it is text, whichever variant comes first.
 */
function merged(schema: Schema): Schema {
  if (!schema.oneOf) return schema;
  const properties: Record<string, Schema> = {};
  const fields = (key: string) => schema.oneOf!.flatMap((v) => (v.properties?.[key] ? [v.properties[key]] : []));
  for (const variant of schema.oneOf)
    for (const [key, field] of Object.entries(variant.properties ?? {})) {
      if (properties[key]) continue;
      const all = fields(key);
      const choices = all.map(choicesOf);
      const free = all.find((_, i) => !choices[i]);
      properties[key] = choices.every(Boolean) && all.length > 1 ? { type: field.type, enum: [...new Set(choices.flat())] } : (free ?? field);
    }
  const required = Object.keys(properties).filter((key) => schema.oneOf!.every((v) => v.required?.includes(key)));
  return { type: "object", properties, required };
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

class TypeWriter {
  private readonly types = new Map<string, string>();

  /** Declares the object type `name` (once; two different shapes under one name are refused) and gives its name. */
  object(name: string, schema: Schema, node?: NodeKind): string {
    const lines = Object.entries(schema.properties ?? {}).map(([key, field]) => {
      const fieldName = node ? nodeFieldName(node, key) : key;
      return `  ${fieldName}: ${this.fieldType(field, name, key, Boolean(schema.required?.includes(key)))}`;
    });
    const added = node ? ADDED_NODE_FIELDS.node : (ADDED_NODE_FIELDS as Record<string, Record<string, string>>)[name];
    lines.push(...Object.entries(added ?? {}).map(([key, type]) => `  ${key}: ${type}`));
    const head = node ? `type ${name} implements Node @dontInfer` : `type ${name}`;
    return this.declare(name, `${head} {\n${lines.join("\n")}\n}`);
  }

  /** Declares the enum type `name` (once, as `object` does) and gives its name. */
  private enumeration(name: string, values: string[]): string {
    return this.declare(name, `enum ${name} {\n${values.map((v) => `  ${v}`).join("\n")}\n}`);
  }

  private declare(name: string, definition: string): string {
    const earlier = this.types.get(name);
    if (earlier !== undefined && earlier !== definition)
      throw new Error(`Two shapes would be the GraphQL type ${name}:\n${earlier}\n${definition}`);
    this.types.set(name, definition);
    return name;
  }

  private fieldType(field: Schema, parent: string, key: string, required: boolean): string {
    return this.typeOf(merged(field), parent, key) + (required ? "!" : "");
  }

  private typeOf(schema: Schema, parent: string, key: string): string {
    const at = `${parent}.${key}`;
    if (schema.type === "array") return `[${this.fieldType(schema.items ?? {}, parent, key, true)}]`;
    if (schema.type === "object" && schema.properties && !AS_JSON.has(at))
      return this.object(TYPE_NAMES[at] ?? parent + pascal(key), schema);
    if (schema.type === "object") return "JSON";
    const values = choicesOf(schema);
    if (values?.every((v) => typeof v === "number")) return "Int";
    if (values && enumNamesHold(values)) return this.enumeration(TYPE_NAMES[at] ?? parent + pascal(key), values);
    if (values) return "String";
    if (schema.type === "string") return "String";
    if (schema.type === "boolean") return "Boolean";
    if (schema.type === "integer") return AS_FLOAT.has(at) ? "Float" : "Int";
    if (schema.type === "number") return "Float";
    throw new Error(`${at}: the content model does not say what it holds, so it has no GraphQL type`);
  }

  sdl(): string {
    return [...this.types.values()].join("\n\n") + "\n";
  }
}

/** The content nodes' GraphQL type definitions, made from `schemas` (the content model's own unless given). */
export function contentTypeDefs(schemas: Record<ContentKind, JsonSchema> = editorJsonSchemas()): string {
  const writer = new TypeWriter();
  for (const [kind, name] of Object.entries(NODE_TYPE) as [NodeKind, string][]) writer.object(name, schemas[kind] as Schema, kind);
  return writer.sdl();
}
