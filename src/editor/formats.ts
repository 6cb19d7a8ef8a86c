import type { JsonSchema } from "./config/json-schema";
import { orderLikeSchema } from "./save/prepare-entry";

/**
 * How the editor reads and writes the files: as they are written by hand (JSON with two spaces, a
 * line break at the end, every object's keys in the model's order), so a save changes only what
 * the editor changed. One format per kind of file, for its schema.
 */
export const contentJson = (schema: JsonSchema) => ({
  fromFile: (text: string): unknown => JSON.parse(text),
  toFile: (data: unknown): string => `${JSON.stringify(orderLikeSchema(data, schema), null, 2)}\n`,
});

/** One redirect a line, as redirects.json is written: `{ "fromPath": "/a", "toPath": "/b" }`. */
const redirectLine = (redirect: unknown) =>
  redirect && typeof redirect === "object" && !Array.isArray(redirect)
    ? `{ ${Object.entries(redirect)
        .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
        .join(", ")} }`
    : JSON.stringify(redirect);

/** redirects.json holds a list; the editor's forms need an object around it (`schema` is that object's). */
export const redirectsJson = (schema: JsonSchema) => ({
  fromFile: (text: string): { redirects: unknown } => ({ redirects: JSON.parse(text) }),
  toFile: (data: { redirects?: unknown }): string => {
    const list = orderLikeSchema(data.redirects ?? [], schema.properties?.redirects ?? {}) as unknown[];
    return list.length ? `[\n${list.map((r) => `  ${redirectLine(r)}`).join(",\n")}\n]\n` : "[]\n";
  },
});

export interface LicenceRow {
  file: string;
  source: string;
  original: string;
  author: string;
  licence: string;
}
export interface Licences {
  intro: string;
  photos: LicenceRow[];
  outro: string;
}

const COLUMNS = ["file", "source", "original", "author", "licence"] as const;
const HEADER = "| file | source package (version) | original file | author | licence |\n|---|---|---|---|---|\n";
const isRow = (line: string) => line.startsWith("|");
/** A cell may not break the table: no "|" or line break inside. */
const cell = (value: string) =>
  value
    .replace(/\|/g, "/")
    .replace(/\s*\n\s*/g, " ")
    .trim();

/** content/images/LICENSES.md: the text before the table, its rows, and the text after it. */
export const licencesMarkdown = {
  fromFile(text: string): Licences {
    const lines = text.split("\n");
    const first = lines.findIndex(isRow);
    if (first < 0) return { intro: text, photos: [], outro: "" };
    let last = first;
    while (last + 1 < lines.length && isRow(lines[last + 1])) last += 1;
    const photos = lines
      .slice(first + 2, last + 1)
      .map((line) =>
        line
          .slice(1, -1)
          .split("|")
          .map((c) => c.trim()),
      )
      .map((cells) => Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i] ?? ""])) as unknown as LicenceRow);
    return { intro: lines.slice(0, first).join("\n"), photos, outro: lines.slice(last + 1).join("\n") };
  },
  toFile(data: Partial<Licences>): string {
    const rows = (data.photos ?? []).map((row) => `| ${COLUMNS.map((c) => cell(String(row[c] ?? ""))).join(" | ")} |\n`).join("");
    return `${data.intro ?? ""}\n${HEADER}${rows}${data.outro ?? ""}`;
  },
};
