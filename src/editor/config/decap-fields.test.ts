import { asksFor, decapFields, taggedVariants, type DecapField } from "./decap-fields";
import { collections, fieldsOf } from "./collections";
import { editorJsonSchemas, type ContentKind } from "./model";
import type { JsonSchema } from "./json-schema";

const options = { hints: { "events.start": "datetime" as const } };

describe("decapFields", () => {
  it("asks for a field only where the model refuses it empty: help and rule say the same", () => {
    const [production] = [editorJsonSchemas().production];
    const fields = fieldsOf("production", editorJsonSchemas());
    const assets = fields.find((f) => f.name === "assets")!;
    const alt = assets.fields!.find((f) => f.name === "alt")!;
    // "Tom bare for pynt": the model takes "", so the form does not mark it required.
    expect(alt.hint).toMatch(/Tom bare for pynt/);
    expect(alt.required).toBe(false);
    expect(fields.find((f) => f.name === "features")!.required).toBe(false);
    expect(fields.find((f) => f.name === "title")!.required).toBe(true);
    expect(assets.required).toBe(true);
    expect(production.properties?.assets?.minItems).toBe(1);
  });

  it("calls one item of a list by the model's name for it: «1 viktig melding», not «1 viktige meldinger»", () => {
    const site = fieldsOf("site", editorJsonSchemas());
    expect(site.find((f) => f.name === "notices")!.label_singular).toBe("viktig melding");
  });

  it("makes a field of each property, in Norwegian, required as the schema says", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        title: { type: "string", minLength: 1, title: "Tittel" },
        seats: { type: "integer", minimum: 0, title: "Seter" },
        status: { enum: ["cancelled", "soldOut"], "x-enum-labels": ["Avlyst"] },
        tags: { type: "array", items: { enum: ["a", "b"] }, "x-editor": undefined },
        events: {
          type: "array",
          minItems: 1,
          items: { type: "object", properties: { start: { type: "string", format: "date-time" } }, required: ["start"] },
        },
      },
      required: ["title", "events"],
    };
    const [title, seats, status, tags, events] = decapFields(schema, "", options);
    expect(title).toEqual({ name: "title", label: "Tittel", widget: "string", required: true });
    expect(seats).toMatchObject({ label: "Seter", widget: "number", value_type: "int", min: 0, required: false });
    expect(status.options).toEqual([
      { label: "Avlyst", value: "cancelled" },
      { label: "soldOut", value: "soldOut" },
    ]);
    expect(tags).toMatchObject({ widget: "select", multiple: true });
    expect(events).toMatchObject({
      widget: "list",
      min: 1,
      fields: [{ name: "start", widget: "oslo-datetime", required: true }],
    });
  });

  it("makes a list of block types from a union told apart by one constant field", () => {
    const block = (name: string, data: JsonSchema): JsonSchema => ({
      type: "object",
      properties: { component: { const: name }, id: { type: "string" }, data },
      required: ["component", "id", "data"],
    });
    const schema: JsonSchema = {
      type: "object",
      properties: {
        blocks: {
          type: "array",
          items: {
            oneOf: [
              { ...block("Hero", { type: "object", properties: { heading: { type: "string" } } }), title: "Toppbilde" },
              block("Search", { type: "object", properties: {} }),
            ],
          },
        },
      },
    };
    expect(taggedVariants(schema.properties!.blocks.items!)?.key).toBe("component");
    const [blocks] = decapFields(schema, "", {});
    expect(blocks.typeKey).toBe("component");
    expect(blocks.types?.map((t) => [t.name, t.label, t.fields.map((f) => f.name)])).toEqual([
      ["Hero", "Toppbilde", ["id", "data"]],
      ["Search", "Search", ["id", "data"]],
    ]);
  });

  it("refuses a schema it cannot make a form for, naming where", () => {
    expect(() => decapFields({ type: "object", properties: { x: {} } }, "", {})).toThrow(/^x: no editor field/);
  });
});

/** Walks the schema and the editor's fields side by side; any difference is a line. */
function disagreements(schema: JsonSchema, fields: DecapField[], at: string): string[] {
  const out: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const name of byName.keys()) if (!(name in properties)) out.push(`${at}${name}: in the editor, not in the schema`);
  for (const [name, property] of Object.entries(properties)) {
    const field = byName.get(name);
    if (!field) {
      out.push(`${at}${name}: in the schema, not in the editor`);
      continue;
    }
    if (Boolean(field.required) !== asksFor(property, required.has(name)))
      out.push(`${at}${name}: required ${required.has(name)} in the schema, ${field.required} in the editor`);
    out.push(...valueDisagreements(property, field, `${at}${name}`));
  }
  return out;
}

function valueDisagreements(schema: JsonSchema, field: DecapField, at: string): string[] {
  const enumValues = schema.enum ?? schema.items?.enum;
  if (enumValues) {
    const values = (field.options ?? []).map((o) => o.value);
    return JSON.stringify(values) === JSON.stringify(enumValues)
      ? []
      : [`${at}: choices ${JSON.stringify(enumValues)} in the schema, ${JSON.stringify(values)} in the editor`];
  }
  if (schema.type === "object" && field.widget === "object") return disagreements(schema, field.fields ?? [], `${at}.`);
  if (schema.type === "array") {
    const items = schema.items ?? {};
    const tagged = taggedVariants(items);
    if (tagged)
      return tagged.variants.flatMap(({ tag, schema: variant }) => {
        const type = field.types?.find((t) => t.name === tag);
        if (!type) return [`${at}: the type ${tag} is not in the editor`];
        const rest = {
          ...variant,
          properties: Object.fromEntries(Object.entries(variant.properties ?? {}).filter(([k]) => k !== tagged.key)),
        };
        return disagreements(rest, type.fields, `${at}[${tag}].`);
      });
    if (items.type === "object") return disagreements(items, field.fields ?? [], `${at}[].`);
    if ((schema.minItems ?? 0) !== (field.min ?? 0))
      return [`${at}: at least ${schema.minItems} in the schema, ${field.min} in the editor`];
    return [];
  }
  const widgets: Record<string, string[]> = {
    string: ["string", "text", "rich-html", "image", "oslo-datetime", "hidden", "focal-point", "known-hall", "known-category"],
    number: ["number", "hidden"],
    integer: ["number", "hidden"],
    boolean: ["boolean"],
  };
  return schema.type && !widgets[schema.type]?.includes(field.widget)
    ? [`${at}: a ${schema.type} in the schema, a ${field.widget} field in the editor`]
    : [];
}

describe("the editor's collections and the content model", () => {
  const schemas = editorJsonSchemas();
  const config = collections(schemas);
  const fieldsIn = (collection: string) => {
    const c = config.find((x) => x.name === collection)!;
    return c.fields ?? c.files![0].fields;
  };

  it.each<[string, ContentKind]>([
    ["produksjoner", "production"],
    ["artikler", "article"],
    ["sider", "page"],
    ["nettstedet", "site"],
    ["omdirigeringer", "redirects"],
  ])("%s has exactly the fields of the %s schema", (collection, kind) => {
    expect(disagreements(schemas[kind], fieldsIn(collection), "")).toEqual([]);
  });

  it("notices a field the schema gains that the editor lacks", () => {
    const grown = {
      ...schemas.production,
      properties: { ...schemas.production.properties, subtitle: { type: "string" as const } },
    };
    expect(disagreements(grown, fieldsOf("production", schemas), "")).toEqual(["subtitle: in the schema, not in the editor"]);
  });

  it("edits every date of a production with the Oslo date widget, and every block type of a page", () => {
    const events = fieldsIn("produksjoner").find((f) => f.name === "events")!;
    expect(events.fields?.find((f) => f.name === "start")?.widget).toBe("oslo-datetime");
    const blocks = fieldsIn("sider").find((f) => f.name === "blocks")!;
    expect(blocks.types?.map((t) => t.name)).toContain("Hero");
    expect(blocks.typeKey).toBe("component");
  });
});

describe("a folded item of a list", () => {
  const fieldOf = (collection: string, name: string) =>
    collections(editorJsonSchemas())
      .find((c) => c.name === collection)!
      .fields!.find((f) => f.name === name)!;
  it("says what it holds, not its id: a date by its time and hall, a picture by its file", () => {
    expect(fieldOf("produksjoner", "events").summary).toBe("{{fields.start | date('DD.MM.YYYY HH:mm')}} – {{fields.hall}}");
    expect(fieldOf("produksjoner", "assets").summary).toBe("{{fields.url}}");
  });
});
