/** @jest-environment node */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  validateSchema,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from "graphql";
import { z } from "zod";
import { choicesOf, contentTypeDefs, enumNamesHold, type Schema } from "./graphql-types";
import { NODE_TYPE, nodeFieldName, type NodeKind } from "./node-types";
import { ADDED_NODE_FIELDS } from "./content-node";
import { contentSchemas, editorJsonSchemas, type ContentKind, type JsonSchema } from "../../content-model";

/**
 * The GraphQL types are made from the content model's schemas (graphql-types.ts). These tests hold
 * what is made to what it is made from: it builds as a GraphQL schema, every field a schema knows is
 * a field of the matching kind and nullability, and a field added to a zod schema is in GraphQL
 * with nothing else edited.
 */

/** What Gatsby declares itself (the root, JSON, Node, @dontInfer); it adds `id` (and its bookkeeping) to every node type. */
const GATSBY = `type Query { node(id: ID!): Node }\nscalar JSON\ndirective @dontInfer on OBJECT\ninterface Node { id: ID! }\n`;

function built(sdl: string): GraphQLSchema {
  return buildSchema(GATSBY + sdl.replace(/implements Node @dontInfer \{/g, "implements Node @dontInfer {\n  id: ID!"));
}

/** The GraphQL scalars a JSON Schema leaf may be (a choice whose values GraphQL can name is an enum instead). */
function scalarsFor(schema: Schema): string[] {
  const values = choicesOf(schema);
  if (values) return [values.every((v) => typeof v === "number") ? "Int" : "String"];
  const byType: Record<string, string[]> = {
    string: ["String"],
    boolean: ["Boolean"],
    integer: ["Int", "Float"],
    number: ["Float"],
    object: ["JSON"],
  };
  return byType[schema.type ?? ""] ?? [];
}

/** Every field of `schema` that `type` lacks or has of another kind, and every field `type` has that the schema does not. */
function uncovered(schema: Schema, type: GraphQLObjectType, node?: NodeKind): string[] {
  const problems: string[] = [];
  const fields = type.getFields();
  const variants = schema.oneOf ?? [schema];
  const known = new Set<string>(node ? ["id", ...Object.keys(ADDED_NODE_FIELDS.node)] : []);
  Object.keys((ADDED_NODE_FIELDS as Record<string, object>)[type.name] ?? {}).forEach((f) => known.add(f));
  for (const variant of variants)
    for (const [key, field] of Object.entries(variant.properties ?? {})) {
      const name = node ? nodeFieldName(node, key) : key;
      known.add(name);
      const at = `${type.name}.${name}`;
      const gql = fields[name];
      if (!gql) {
        problems.push(`${at}: in the content model, not in GraphQL`);
        continue;
      }
      const required = variants.every((v) => v.required?.includes(key));
      if (required !== isNonNullType(gql.type)) problems.push(`${at}: ${required ? "required" : "optional"}, GraphQL disagrees`);
      problems.push(...sameKind(field, gql.type, at));
    }
  for (const name of Object.keys(fields)) if (!known.has(name)) problems.push(`${type.name}.${name}: in GraphQL, not in the content model`);
  return problems;
}

function sameKind(field: Schema, type: GraphQLOutputType, at: string): string[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (field.type === "array") {
    if (!isListType(inner)) return [`${at}: a list in the content model, not in GraphQL`];
    return isNonNullType(inner.ofType) ? sameKind(field.items ?? {}, inner.ofType, `${at}[]`) : [`${at}[]: items nullable`];
  }
  if (isListType(inner)) return [`${at}: a list in GraphQL, not in the content model`];
  const named = getNamedType(inner);
  if (isObjectType(named)) return field.type === "object" || field.oneOf ? uncovered(field, named) : [`${at}: an object in GraphQL only`];
  const values = choicesOf(field);
  if (values && enumNamesHold(values)) {
    if (!isEnumType(named)) return [`${at}: ${named.name} in GraphQL, a choice of ${values.join(", ")} in the content model`];
    const names = named.getValues().map((v) => v.name);
    return values.filter((v) => !names.includes(v)).map((v) => `${at}: ${v} is a choice in the content model, not in GraphQL`);
  }
  return scalarsFor(field).includes(named.name) ? [] : [`${at}: ${named.name} in GraphQL, ${field.type ?? "?"} in the content model`];
}

function problemsOf(schemas: Record<ContentKind, JsonSchema>): string[] {
  const schema = built(contentTypeDefs(schemas));
  const problems = validateSchema(schema).map((e) => e.message);
  for (const [kind, name] of Object.entries(NODE_TYPE) as [NodeKind, string][]) {
    const type = schema.getType(name);
    if (!isObjectType(type)) problems.push(`${name}: no such GraphQL type`);
    else problems.push(...uncovered(schemas[kind] as Schema, type, kind));
  }
  return problems;
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", reused: "inline" });

describe("the GraphQL types made from the content model", () => {
  it("build, and have every field of every schema, of its kind and nullability", () => {
    expect(problemsOf(editorJsonSchemas())).toEqual([]);
  });

  it("have a field added to a zod schema, with nothing else edited", () => {
    const { production } = contentSchemas;
    const grown = production.extend({
      subtitle: z.string().optional(),
      fields: production.shape.fields.extend({ rating: z.number().int(), jury: z.object({ members: z.array(z.string()) }) }),
    });
    const schemas = { ...editorJsonSchemas(), production: jsonSchemaOf(grown) };
    const schema = built(contentTypeDefs(schemas));
    const field = (type: string, name: string) => String((schema.getType(type) as GraphQLObjectType).getFields()[name]?.type);
    expect(field("Production", "subtitle")).toBe("String");
    expect(field("ProductionFields", "rating")).toBe("Int!");
    expect(field("ProductionFields", "jury")).toBe("ProductionFieldsJury!");
    expect(field("ProductionFieldsJury", "members")).toBe("[String!]!");
    expect(problemsOf(schemas)).toEqual([]);
  });

  it("notice a GraphQL field the content model lacks, or one it has of another kind", () => {
    const sdl = contentTypeDefs();
    const broken = (from: string, to: string) => {
      expect(sdl).toContain(from);
      return sdl.replace(from, to);
    };
    expect(uncoveredIn(broken("hall: String!", "hall: String!\n  room: String"))).toEqual([
      "ProductionEvent.room: in GraphQL, not in the content model",
    ]);
    expect(uncoveredIn(broken("organizer: String\n", "organizer: String!\n"))).toEqual([
      "ProductionFields.organizer: optional, GraphQL disagrees",
    ]);
    expect(uncoveredIn(broken("partnerId: Int!", "partnerId: String!"))).toEqual([
      "SiteDefinition.partnerId: String in GraphQL, integer in the content model",
    ]);
    expect(uncoveredIn(broken("keywords: [String!]!", "keywords: String!"))).toEqual([
      "PageMeta.keywords: a list in the content model, not in GraphQL",
    ]);
    expect(uncoveredIn(broken("  cancelled\n  soldOut\n", "  cancelled\n"))).toEqual([
      "ProductionEvent.status: soldOut is a choice in the content model, not in GraphQL",
    ]);
    expect(uncoveredIn(broken("layout: ContentPageLayout!", "layout: String!"))).toEqual([
      "ContentPage.layout: String in GraphQL, a choice of default, screen in the content model",
    ]);
  });

  it("make a choice an enum where GraphQL can name every value, so the query types have the model's choices", () => {
    const schema = built(contentTypeDefs());
    const field = (type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name].type;
    const values = (type: GraphQLOutputType) => {
      const named = getNamedType(type);
      return isEnumType(named) ? named.getValues().map((v) => v.name) : named.name;
    };
    expect(values(field("ContentPage", "layout"))).toEqual(["default", "screen"]);
    expect(values(field("ProductionEvent", "status"))).toEqual(["cancelled", "soldOut"]);
    // Every block type's own name: the blocks are one GraphQL type.
    expect(values(field("PageBlock", "component"))).toEqual(expect.arrayContaining(["Hero", "RichText", "ScreenSlideshow", "Search"]));
    expect(values(field("PageBlock", "component"))).toHaveLength(13);
    // "avslappet-visning" is no GraphQL name: the access features stay texts.
    expect(String(field("ProductionEvent", "accessibility"))).toBe("[String!]");
    expect(values(field("Article", "node_locale"))).toEqual(["nb"]);
    expect(enumNamesHold(["eq", "ne"])).toBe(true);
    expect(enumNamesHold(["avslappet-visning"])).toBe(false);
    expect(enumNamesHold(["true"])).toBe(false);
    expect(enumNamesHold(["1a"])).toBe(false);
  });

  it("rename only the content fields whose names Gatsby keeps on a node", () => {
    expect(nodeFieldName("production", "id")).toBe("contentId");
    expect(nodeFieldName("production", "fields")).toBe("productionFields");
    expect(nodeFieldName("production", "events")).toBe("events");
    expect(() => nodeFieldName("article", "internal")).toThrow(/Gatsby keeps for itself/);
  });
});

/** The coverage problems of a hand-broken SDL against the content model's own schemas. */
function uncoveredIn(sdl: string): string[] {
  const schema = built(sdl);
  const schemas = editorJsonSchemas();
  return (Object.entries(NODE_TYPE) as [NodeKind, string][]).flatMap(([kind, name]) =>
    uncovered(schemas[kind] as Schema, schema.getType(name) as GraphQLObjectType, kind),
  );
}

describe("a field the block types share", () => {
  /** The page schema with `x` added to the first and the last block type, as given. */
  function withBlockField(first: Schema, last: Schema): string {
    const schemas = editorJsonSchemas();
    const page = structuredClone(schemas.page) as Schema;
    const variants = page.properties!.blocks.items!.oneOf!;
    variants[0].properties!.x = first;
    variants[variants.length - 1].properties!.x = last;
    const sdl = contentTypeDefs({ ...schemas, page });
    return String((built(sdl).getType("PageBlock") as GraphQLObjectType).getFields().x.type);
  }

  it("is a choice of every value where each block type that has it gives a choice", () => {
    const sdl = withBlockField({ type: "string", enum: ["liten"] }, { type: "string", const: "stor" });
    expect(sdl).toBe("PageBlockX");
  });

  it("is text where one block type lets it be any text, whichever comes first", () => {
    expect(withBlockField({ type: "string", enum: ["liten"] }, { type: "string" })).toBe("String");
    expect(withBlockField({ type: "string" }, { type: "string", enum: ["liten"] })).toBe("String");
  });
});
