/** @jest-environment node */
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { typeDefs } from "./create-schema-customization";
import { editorJsonSchemas, type JsonSchema } from "../content-model";

/**
 * The GraphQL types are written by hand (Gatsby needs them declared, so an empty content set still
 * builds); the content shape itself is written once, as the content model's schemas. This holds
 * the two together, through the schemas' JSON Schema (what the web editor reads too): every field
 * a schema knows must be a GraphQL field of the matching type and nullability, and every GraphQL
 * field must be a schema's, or one of the few the build adds to a node.
 */
const schemas = editorJsonSchemas();
const NODES: Record<string, JsonSchema> = {
  SiteDefinition: schemas.site,
  ContentPage: schemas.page,
  Article: schemas.article,
  Production: schemas.production,
};

/** GraphQL fields that hold a validator field under another name ("Type.graphqlField": "validatorField"). */
const RENAMED: Record<string, string> = {
  "SiteDefinition.contentId": "id",
  "ContentPage.contentId": "id",
  "Article.contentId": "id",
  "Production.contentId": "id",
  // "fields" is reserved on Gatsby nodes (gatsby/content/content-node.ts).
  "Production.productionFields": "fields",
};

/** GraphQL fields the build adds, with no validator field behind them. */
const ADDED = new Set([
  "SiteDefinition.sourceFile",
  "ContentPage.sourceFile",
  "Article.sourceFile",
  "Production.sourceFile",
  "PageBlock.sourceDefs",
]);

/** Validator objects GraphQL holds as JSON, unchecked inside (a block's data has a shape per block type). */
const AS_JSON = new Set(["ContentPage.template", "PageBlock.data"]);

/** Whole numbers beyond GraphQL's 32-bit Int (epoch milliseconds). */
const AS_FLOAT = new Set(["Article.createdAt", "Article.updatedAt"]);

type Types = Map<string, ObjectTypeDefinitionNode>;

type Schema = JsonSchema & {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
};

/** A union of objects (the block types) as one object: each field as the first type that has it gives it. */
function merged(schema: Schema): Schema {
  if (!schema.oneOf) return schema;
  const properties: Record<string, Schema> = {};
  for (const variant of schema.oneOf)
    for (const [key, field] of Object.entries(variant.properties ?? {})) properties[key] ??= field;
  const required = Object.keys(properties).filter((key) => schema.oneOf!.every((v) => v.required?.includes(key)));
  return { type: "object", properties, required };
}

function scalarFor(schema: Schema, at: string): string | null {
  if (schema.enum || schema.const !== undefined) {
    const values = schema.enum ?? [schema.const];
    return values.every((c) => typeof c === "number") ? "Int" : "String";
  }
  switch (schema.type) {
    case "string":
      return "String";
    case "boolean":
      return "Boolean";
    case "integer":
      return AS_FLOAT.has(at) ? "Float" : "Int";
    case "number":
      return "Float";
    default:
      return null;
  }
}

function compareType(field: Schema, type: TypeNode, at: string, types: Types, problems: string[], required: boolean): void {
  const nonNull = type.kind === Kind.NON_NULL_TYPE;
  if (nonNull !== required)
    problems.push(
      `${at}: the validator has it ${required ? "required" : "optional"}, GraphQL ${nonNull ? "non-null (!)" : "nullable"}`,
    );
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  const schema = merged(field);
  if (schema.type === "array") {
    if (inner.kind !== Kind.LIST_TYPE) return void problems.push(`${at}: the validator has a list, GraphQL does not`);
    return compareType(schema.items ?? {}, inner.type, `${at}[]`, types, problems, true);
  }
  if (inner.kind !== Kind.NAMED_TYPE) return void problems.push(`${at}: GraphQL has a list, the validator does not`);
  if (schema.type === "object" && schema.properties && !AS_JSON.has(at)) {
    const named = types.get(inner.name.value);
    if (!named) return void problems.push(`${at}: the validator has an object, GraphQL the scalar ${inner.name.value}`);
    return compareObject(schema, named, types, problems);
  }
  const wanted = schema.type === "object" ? "JSON" : scalarFor(schema, at);
  if (!wanted) return void problems.push(`${at}: the validator does not say what it accepts`);
  if (inner.name.value !== wanted)
    problems.push(`${at}: the validator wants GraphQL type ${wanted}, GraphQL has ${inner.name.value}`);
}

function compareObject(schema: Schema, type: ObjectTypeDefinitionNode, types: Types, problems: string[]): void {
  const name = type.name.value;
  const fields = schema.properties ?? {};
  const gqlFields = new Map<string, FieldDefinitionNode>(
    (type.fields ?? []).map((f) => [RENAMED[`${name}.${f.name.value}`] ?? f.name.value, f]),
  );
  for (const [field, fieldSchema] of Object.entries(fields)) {
    const gql = gqlFields.get(field);
    if (!gql) problems.push(`${name}.${field}: in the validators, not in the GraphQL types`);
    else
      compareType(fieldSchema, gql.type, `${name}.${gql.name.value}`, types, problems, Boolean(schema.required?.includes(field)));
  }
  for (const [field, gql] of gqlFields) {
    if (!(field in fields) && !ADDED.has(`${name}.${gql.name.value}`))
      problems.push(`${name}.${gql.name.value}: in the GraphQL types, not in the validators`);
  }
}

function disagreements(sdl: string): string[] {
  const types: Types = new Map();
  for (const def of parse(sdl).definitions) if (def.kind === Kind.OBJECT_TYPE_DEFINITION) types.set(def.name.value, def);
  const problems: string[] = [];
  for (const [name, check] of Object.entries(NODES)) {
    const type = types.get(name);
    if (!type) problems.push(`${name}: no such GraphQL type`);
    else compareObject(check as Schema, type, types, problems);
  }
  return problems;
}

describe("the GraphQL types and the content validators", () => {
  it("have the same fields, types and nullability", () => {
    expect(disagreements(typeDefs)).toEqual([]);
  });

  it.each([
    [
      "a field only the GraphQL types have",
      typeDefs.replace("hall: String!", "hall: String! room: String"),
      "ProductionEvent.room: in the GraphQL types, not in the validators",
    ],
    [
      "a field only the validators have",
      typeDefs.replace(/ediNumber: String\b(?!!)/, ""),
      "ProductionFields.ediNumber: in the validators, not in the GraphQL types",
    ],
    [
      "an optional field made non-null",
      typeDefs.replace("organizer: String", "organizer: String!"),
      "ProductionFields.organizer: the validator has it optional, GraphQL non-null (!)",
    ],
    [
      "another scalar",
      typeDefs.replace("partnerId: Int!", "partnerId: String!"),
      "SiteDefinition.partnerId: the validator wants GraphQL type Int, GraphQL has String",
    ],
    [
      "a list made single",
      typeDefs.replace("keywords: [String!]!", "keywords: String!"),
      "PageMeta.keywords: the validator has a list, GraphQL does not",
    ],
  ])("notice %s", (_, sdl, problem) => {
    expect(disagreements(sdl)).toEqual([problem]);
  });
});
