/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { acrossFilesLineNb, fileNamer } from "../../../content-model";
import { acrossFilesProblems, validateFile, type ContentKind, type OwnersJson } from "../config/model";
import { refusal } from "./prepare-entry";

/**
 * Every message the content model can give an editor, walked: each field of the real content
 * broken in every way a form can break it, and every rule across files, through the same functions
 * the editor's save check uses. None may speak the code's language.
 */
const ROOT = path.join(__dirname, "../../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const folder = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => `${dir}/${f}`);

/** What no message for an editor may hold. */
const CODE_LANGUAGE: [string, RegExp][] = [
  [
    "an English word",
    /\b(expected|got|the|and|of|is|field|path|must|should|owns|Duplicate|missing|nothing|object|true|false|null|undefined|one|none|with|or)\b/,
  ],
  ["a file path", /\bcontent\/|\.json\b|\bsrc\//],
  ["a camelCase key", /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ["an index in brackets", /\[\d+\]/],
  [
    "a value the code uses",
    /\b(culture|movie|cancelled|soldOut|first_image|header|footer|giftCard|ticketShop|info|warning|critical|default|screen|eq|ne|production|event|article|RichText|CultureProgram|Hero)\b/,
  ],
];

function speaksCode(message: string): string | null {
  for (const [what, pattern] of CODE_LANGUAGE) if (pattern.test(message)) return `${what} (${pattern.exec(message)?.[0]})`;
  return null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every way a form can break a value, and a few only a file can. */
const BREAKS: ((value: Json) => Json | undefined)[] = [
  () => undefined,
  () => "",
  () => " ",
  () => 12.5,
  () => -1,
  () => "kaffe og kaker",
  () => "31.02.2027 19:00",
  () => "2027-02-31T19:00:00+01:00",
  () => "Tekst\u202Emed retningstegn",
  () => "to\nlinjer",
  () => [],
  () => ({}),
  () => true,
  (value) => (Array.isArray(value) ? [...value, ...value] : value),
  (value) => (value && typeof value === "object" && !Array.isArray(value) ? { ...value, ukjentFelt: "x" } : value),
];

/** Every value in `data` with its path, leaves and containers alike. */
function places(data: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(data)) return [...here, ...data.flatMap((item, i) => places(item, [...at, i]))];
  if (data && typeof data === "object") return [...here, ...Object.entries(data).flatMap(([k, v]) => places(v, [...at, k]))];
  return here;
}

function setAt(data: Json, at: (string | number)[], make: (value: Json) => Json | undefined): Json | undefined {
  if (!at.length) return make(data);
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, Json>;
  const [key, ...rest] = at;
  const next = setAt(copy[key], rest, make);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy as Json;
}

const SAMPLES: [ContentKind, string[]][] = [
  ["production", folder("content/productions")],
  ["article", folder("content/articles")],
  ["page", folder("content/pages")],
  ["site", ["content/site.json"]],
  ["redirects", ["redirects.json"]],
];

describe("every message the content model gives an editor", () => {
  it.each(SAMPLES)("is Norwegian, by label, for every broken field of every %s", (kind, files) => {
    const seen = new Map<string, string>();
    for (const file of files) {
      const data = JSON.parse(read(file)) as Json;
      for (const at of places(data))
        for (const brk of BREAKS) {
          const broken = setAt(data, at, brk);
          const result = validateFile(kind, broken, []);
          if (!result.ok) for (const line of refusal(result.errors).split("\n")) seen.set(line, `${file} ${at.join(".")}`);
        }
    }
    if (process.env.SHOW_MESSAGES) console.log([...seen.keys()].join("\n"));
    expect(seen.size).toBeGreaterThan(10);
    const wrong = [...seen].map(([line, where]) => [line, speaksCode(line), where]).filter(([, why]) => why);
    expect(wrong).toEqual([]);
  });

  it("names the field by its label, in the order of the form, all at once", () => {
    const production = JSON.parse(read("content/productions/jazz-i-smia-fosen-kvartett-2027.json")) as Record<string, unknown>;
    const { features: _f, assets: _a, title: _t, ...rest } = production;
    const result = validateFile("production", { ...rest, title: "" });
    expect(refusal(result.errors)).toBe(
      [
        "Ikke lagret. Rett dette først:",
        "• Tittel: Feltet kan ikke være tomt.",
        "• Kjennetegn: Feltet må fylles ut.",
        "• Bilder: Feltet må fylles ut.",
      ].join("\n"),
    );
  });

  it("says what the rules across files find in words an editor knows", () => {
    const owners: OwnersJson = {
      owners: [
        { key: "/min-side/logg-inn", owner: "the page src/pages/min-side/logg-inn.tsx" },
        { key: "/sitemap-index.xml", owner: "the file the build writes at sitemap-index.xml (gatsby-plugin-sitemap)" },
      ],
      patterns: [{ source: "^\\/sitemap-\\d+\\.xml$", flags: "", owner: "a sitemap the build writes (gatsby-plugin-sitemap)" }],
    };
    const others = [
      ...folder("content/pages"),
      ...folder("content/productions"),
      ...folder("content/articles"),
      "redirects.json",
    ].map((file) => ({ file, text: read(file) }));
    const page = JSON.parse(read("content/pages/kjokken.json")) as Record<string, unknown>;
    const production = JSON.parse(read("content/productions/jazz-i-smia-fosen-kvartett-2027.json")) as Record<string, unknown>;
    const jul = JSON.parse(read("content/productions/julekonsert-med-rissa-kammerkor-2026.json")) as {
      id: string;
      events: { id: string }[];
    };
    const pageSave = (changes: Record<string, unknown>) =>
      acrossFilesProblems(
        { file: "content/pages/kjokken.json", kind: "page", data: { ...page, ...changes } },
        others,
        owners,
        [],
      );
    const productionSave = (changes: Record<string, unknown>, file = "content/productions/ny.json") =>
      acrossFilesProblems({ file, kind: "production", data: { ...production, ...changes } }, others, owners, []);
    const found = [
      ...pageSave({ path: "/kontakt-oss" }),
      ...pageSave({ path: "/min-side/logg-inn" }),
      ...pageSave({ path: "/sitemap-index.xml" }),
      ...pageSave({ path: "/sitemap-3.xml" }),
      ...pageSave({ path: "/kulturprogram/side/2" }),
      ...pageSave({ path: "/program" }),
      ...productionSave({ id: jul.id, pageReference: "noe-nytt" }),
      ...productionSave({ pageReference: "noe-nytt", events: [{ ...(production.events as object[])[0], id: jul.events[0].id }] }),
      ...acrossFilesProblems(
        { file: "redirects.json", kind: "redirects", data: [{ fromPath: "/kontakt-oss", toPath: "/kulturprogram" }] },
        others,
        owners,
        [],
      ),
    ].map((p) => p.message);
    expect(found).toContain("Adressen /kontakt-oss er allerede brukt av siden «Kontakt oss». Gi denne en annen adresse.");
    expect(found).toContain(
      "Adressen /min-side/logg-inn er allerede brukt av en side i nettstedets egen kode. Velg en annen adresse.",
    );
    expect(found.length).toBeGreaterThanOrEqual(8);
    const name = fileNamer(new Map([["content/pages/a.json", "A"]]), "content/pages/b.json", "page");
    const lines = [
      ...found,
      acrossFilesLineNb('content/pages/a.json: path: expected a site path like "/x", got "../x"', name, "content/pages/b.json"),
      acrossFilesLineNb(
        "content/pages/b.json: blocks: no page template has all of Search, CultureProgram",
        name,
        "content/pages/b.json",
      ),
      acrossFilesLineNb("Something new the build says about content/pages/b.json", name, "content/pages/b.json"),
    ];
    expect(lines.map((line) => [line, speaksCode(line)]).filter(([, why]) => why)).toEqual([]);
  });
});
