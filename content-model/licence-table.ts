/**
 * content/images/LICENSES.md records each photo's source and licence as a row of one Markdown
 * table: | file | source package (version) | original file | author | licence |. This reads the
 * rows into image licence records (checked by schemas.ts's imageLicence) and writes one back, so
 * the web editor can keep the table when an editor uploads a photo.
 */
import type { ImageLicence } from "./content-types";
import { formatErrors, validateFile } from "./validate-file";

const FIELDS = ["file", "source", "original", "author", "licence"] as const;
const HEADER = /^\|\s*file\s*\|/;
const DIVIDER = /^\|(\s*:?-+:?\s*\|)+\s*$/;

/** The table's rows as records, and a message for each row that is not one (naming its line). */
export function readLicenceTable(
  markdown: string,
  file = "content/images/LICENSES.md",
): { records: ImageLicence[]; problems: string[] } {
  const records: ImageLicence[] = [];
  const problems: string[] = [];
  let inTable = false;
  markdown.split("\n").forEach((line, i) => {
    if (HEADER.test(line)) return void (inTable = true);
    if (!inTable || DIVIDER.test(line)) return;
    if (!line.startsWith("|")) return void (inTable = false);
    const cells = line
      .replace(/^\|/, "")
      .replace(/\|\s*$/, "")
      .split("|")
      .map((cell) => cell.trim());
    const raw = Object.fromEntries(cells.map((cell, c) => [FIELDS[c] ?? `column ${c + 1}`, cell]));
    const result = validateFile("imageLicence", raw);
    if (result.ok) records.push(result.data);
    else problems.push(formatErrors(`${file} line ${i + 1}`, result.errors));
  });
  return { records, problems };
}

/** One record as a row of the table. */
export const licenceRow = (record: ImageLicence) => `| ${FIELDS.map((field) => record[field]).join(" | ")} |`;
