import fs from "node:fs";
import path from "node:path";
import { contentJson, redirectsJson } from "./formats";
import { editorJsonSchemas, type ContentKind } from "./config/model";

/**
 * A save writes a file as it was written, but for what changed: the editor's entry comes back from
 * Decap with its keys in any order (an Immutable map), and the file must still come out byte for
 * byte, so `git diff` shows only the edit. Tried on every content file there is.
 */
const ROOT = path.join(__dirname, "..", "..");
const schemas = editorJsonSchemas();

/** The same data with every object's keys reversed, as a hashed map may hand them back. */
function scrambled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrambled);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, scrambled(v)]),
  );
}

const files: [ContentKind, string][] = [
  ...(["productions", "articles", "pages"] as const).flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, "content", dir))
      .filter((f) => f.endsWith(".json"))
      .map((f): [ContentKind, string] => [
        ({ productions: "production", articles: "article", pages: "page" } as const)[dir],
        path.join("content", dir, f),
      ]),
  ),
  ["site", "content/site.json"],
];

describe("the editor writes a file as it was written", () => {
  it.each(files)("%s %s, from its data in any key order", (kind, file) => {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const format = contentJson(schemas[kind]);
    expect(format.toFile(scrambled(format.fromFile(text)))).toBe(text);
  });

  it("redirects.json, one redirect a line, and an empty list", () => {
    const text = fs.readFileSync(path.join(ROOT, "redirects.json"), "utf8");
    const format = redirectsJson(schemas.redirects);
    expect(format.toFile(scrambled(format.fromFile(text)) as { redirects: unknown })).toBe(text);
    expect(format.toFile({ redirects: [] })).toBe("[]\n");
  });
});
