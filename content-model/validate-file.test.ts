/** @jest-environment node */
import { contentSchemas, editorJsonSchemas, validateFile } from "./index";
import { validArticle, validPage, validProduction } from "./__fixtures__/content";

describe("validateFile, as the web editor calls it", () => {
  it("gives back the content when it is right", () => {
    const result = validateFile("production", validProduction());
    expect(result).toEqual({ ok: true, data: validProduction(), errors: [] });
  });

  it("refuses 31 February in the build's words and in Norwegian", () => {
    const production = validProduction();
    production.events[0].start = "2026-02-31T19:00:00+01:00";
    expect(validateFile("production", production)).toEqual({
      ok: false,
      errors: [
        {
          path: "events[0].start",
          expected: expect.stringMatching(/^a real date and time with offset/),
          got: '"2026-02-31T19:00:00+01:00"',
          message: expect.stringMatching(/^expected a real date and time with offset, .*, got "2026-02-31T19:00:00\+01:00"$/),
          nb: "Datoen finnes ikke: februar 2026 har 28 dager.",
        },
      ],
    });
  });

  it.each([
    ["2026-13-01T19:00:00+01:00", "Måneden 13 finnes ikke: skriv 01–12."],
    ["2028-02-30T19:00:00+01:00", "Datoen finnes ikke: februar 2028 har 29 dager."],
    ["2026-12-05T25:00:00+01:00", "Klokkeslettet finnes ikke: timen må være 00–23, ikke 25."],
    ["2026-12-05T19:60:00+01:00", "Klokkeslettet finnes ikke: minutter og sekunder må være 00–59."],
    ["2026-12-05T19:00:00+25:00", "Tidssonen +25:00 finnes ikke: bruk +01:00 (norsk vintertid) eller +02:00 (sommertid)."],
    [
      "5. desember kl. 19",
      expect.stringMatching(/^Skriv dato og klokkeslett med tidssone, for eksempel 2026-12-05T19:00:00\+01:00/),
    ],
  ])("tells the editor why %s is no date", (start, nb) => {
    const production = validProduction();
    production.events[0].start = start;
    const result = validateFile("production", production);
    expect(!result.ok && result.errors.map((e) => e.nb)).toEqual([nb]);
  });

  it("refuses an empty or missing title, telling the editor the field is needed", () => {
    const empty = validateFile("article", { ...validArticle(), title: "  " });
    expect(!empty.ok && empty.errors).toEqual([
      {
        path: "title",
        expected: "a non-empty text",
        got: '"  "',
        message: 'expected a non-empty text, got "  "',
        nb: "Feltet kan ikke være tomt.",
      },
    ]);
    const { title: _title, ...untitled } = validArticle();
    const missing = validateFile("article", untitled);
    expect(!missing.ok && missing.errors.map((e) => [e.path, e.message, e.nb])).toEqual([
      ["title", "expected a text, got nothing (the field is missing)", "Feltet må fylles ut."],
    ]);
  });

  it("checks a block's data by its component, and names an unknown component", () => {
    const page = validPage();
    page.blocks[1].data = { heading: "" };
    page.blocks[0].component = "Herro";
    const result = validateFile("page", page);
    expect(!result.ok && result.errors.map((e) => `${e.path}: ${e.message} | ${e.nb}`)).toEqual([
      expect.stringMatching(
        /^blocks\[0\]\.component: expected one of "Hero", "RichText", .*, got "Herro" \| Velg en blokktype\.$/,
      ),
      'blocks[1].data.heading: expected a non-empty text, got "" | Feltet kan ikke være tomt.',
    ]);
  });

  it("checks redirects.json with the hosts it is given, and none when it is given none", () => {
    const list = [{ fromPath: "/gammel", toPath: "https://billett.example.no/x" }];
    expect(validateFile("redirects", list, { allowedHosts: ["billett.example.no"] }).ok).toBe(true);
    const refused = validateFile("redirects", list);
    expect(!refused.ok && refused.errors.map((e) => e.path)).toEqual(["[0].toPath"]);
  });

  it("refuses a control character before anything else", () => {
    const result = validateFile("site", { name: "Rissa\u202Ekulturhus" });
    expect(!result.ok && result.errors.map((e) => [e.path, e.nb])).toEqual([
      ["name", "Teksten har et usynlig kontroll- eller retningstegn; skriv den inn på nytt uten det."],
    ]);
  });
});

type Node = { type?: string; title?: string; properties?: Record<string, Node>; items?: Node; oneOf?: Node[] };

/** Every field of a JSON Schema, with its path: the editor shows each with its title as the label. */
function fields(node: Node, at: string): [string, Node][] {
  const own: [string, Node][] = Object.entries(node.properties ?? {}).flatMap(([key, field]) => [
    [`${at}.${key}`, field] as [string, Node],
    ...fields(field, `${at}.${key}`),
  ]);
  return [
    ...own,
    ...(node.items ? fields(node.items, `${at}[]`) : []),
    ...(node.oneOf ?? []).flatMap((variant, i) => fields(variant, `${at}<${i}>`)),
  ];
}

describe("the editor's JSON Schemas", () => {
  const schemas = editorJsonSchemas();

  it("has one for every kind of content", () => {
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(contentSchemas).sort());
  });

  it("gives every field a Norwegian title, the editor's label", () => {
    const untitled = Object.entries(schemas).flatMap(([kind, schema]) =>
      fields(schema as Node, kind)
        .filter(([, field]) => !field.title)
        .map(([at]) => at),
    );
    // The block's component is chosen by its type's title ("Toppbilde"), not a field of its own.
    expect(untitled.filter((at) => !at.endsWith(".component"))).toEqual([]);
  });

  it("describes a block as one of the block types, each with its own data", () => {
    const blocks = (
      schemas.page as {
        properties: { blocks: { items: { oneOf: { title: string; properties: { component: { const: string } } }[] } } };
      }
    ).properties.blocks.items.oneOf;
    expect(blocks.map((b) => [b.properties.component.const, b.title])).toEqual(
      expect.arrayContaining([
        ["Hero", "Toppbilde"],
        ["HallAccess", "Tilgjengelighet i salen"],
      ]),
    );
  });

  it("marks a date as a date-time and a required field as required", () => {
    const production = schemas.production as {
      required: string[];
      properties: { events: { items: { properties: { start: { format: string; title: string } } } } };
    };
    expect(production.required).toEqual(expect.arrayContaining(["id", "title", "events"]));
    expect(production.properties.events.items.properties.start).toEqual(
      expect.objectContaining({ format: "date-time", title: "Starter" }),
    );
  });
});
