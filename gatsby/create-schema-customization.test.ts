/** @jest-environment node */
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { typeDefs } from "./create-schema-customization";
import { articleSchema, pageSchema, productionSchema, siteSchema } from "../content-model/content-validators";
import type { Check } from "../content-model/validate";

/**
 * The GraphQL types are written by hand (Gatsby needs them declared, so an empty content set still
 * builds); the content shape itself is written once, as validators. This holds the two together:
 * every field a validator knows must be a GraphQL field of the matching type and nullability, and
 * every GraphQL field must be a validator's, or one of the few the build adds to a node.
 */
const NODES: Record<string, Check<unknown>> = {
  SiteDefinition: siteSchema,
  ContentPage: pageSchema,
  Article: articleSchema,
  Production: productionSchema,
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

/** Validator objects GraphQL holds as JSON, unchecked inside. */
const AS_JSON = new Set(["ContentPage.template"]);

/** Whole numbers beyond GraphQL's 32-bit Int (epoch milliseconds). */
const AS_FLOAT = new Set(["Article.createdAt", "Article.updatedAt"]);

type Types = Map<string, ObjectTypeDefinitionNode>;

function scalarFor(check: Check<unknown>, at: string): string | null {
  const shape = check.shape;
  switch (shape?.kind) {
    case "text":
      return "String";
    case "boolean":
      return "Boolean";
    case "any-object":
      return "JSON";
    case "number":
      return shape.integer && !AS_FLOAT.has(at) ? "Int" : "Float";
    case "choice":
      return shape.choices.every((c) => typeof c === "number") ? "Int" : "String";
    default:
      return null;
  }
}

function compareType(
  check: Check<unknown>,
  type: TypeNode,
  at: string,
  types: Types,
  problems: string[],
  required = !check.optional,
): void {
  const nonNull = type.kind === Kind.NON_NULL_TYPE;
  if (nonNull !== required)
    problems.push(
      `${at}: the validator has it ${required ? "required" : "optional"}, GraphQL ${nonNull ? "non-null (!)" : "nullable"}`,
    );
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  const shape = check.shape;
  if (!shape) return void problems.push(`${at}: the validator does not say what it accepts (no shape)`);
  if (shape.kind === "list") {
    if (inner.kind !== Kind.LIST_TYPE) return void problems.push(`${at}: the validator has a list, GraphQL does not`);
    return compareType(shape.item, inner.type, `${at}[]`, types, problems, true);
  }
  if (inner.kind !== Kind.NAMED_TYPE) return void problems.push(`${at}: GraphQL has a list, the validator does not`);
  if (shape.kind === "object" && !AS_JSON.has(at)) {
    const named = types.get(inner.name.value);
    if (!named) return void problems.push(`${at}: the validator has an object, GraphQL the scalar ${inner.name.value}`);
    return compareObject(shape.fields, named, types, problems);
  }
  const wanted = shape.kind === "object" ? "JSON" : scalarFor(check, at);
  if (inner.name.value !== wanted)
    problems.push(`${at}: the validator wants GraphQL type ${wanted}, GraphQL has ${inner.name.value}`);
}

function compareObject(
  fields: Record<string, Check<unknown>>,
  type: ObjectTypeDefinitionNode,
  types: Types,
  problems: string[],
): void {
  const name = type.name.value;
  const gqlFields = new Map<string, FieldDefinitionNode>(
    (type.fields ?? []).map((f) => [RENAMED[`${name}.${f.name.value}`] ?? f.name.value, f]),
  );
  for (const [field, check] of Object.entries(fields)) {
    const gql = gqlFields.get(field);
    if (!gql) problems.push(`${name}.${field}: in the validators, not in the GraphQL types`);
    else compareType(check, gql.type, `${name}.${gql.name.value}`, types, problems);
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
    else if (check.shape?.kind === "object") compareObject(check.shape.fields, type, types, problems);
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
