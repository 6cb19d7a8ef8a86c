/** @jest-environment node */
import fs from "fs";
import path from "path";
import { licenceRow, readLicenceTable } from "./licence-table";

const IMAGES = path.join(__dirname, "..", "content", "images");

describe("the photos' licence table", () => {
  const markdown = fs.readFileSync(path.join(IMAGES, "LICENSES.md"), "utf8");

  it("records the source and licence of every photo in content/images, each once", () => {
    const { records, problems } = readLicenceTable(markdown);
    expect(problems).toEqual([]);
    const photos = fs.readdirSync(IMAGES).filter((f) => /\.(jpe?g|png|webp)$/i.test(f));
    expect(records.map((r) => r.file).sort()).toEqual(photos.sort());
  });

  it("writes a record back as the row it was read from", () => {
    const { records } = readLicenceTable(markdown);
    for (const record of records) expect(markdown).toContain(licenceRow(record));
  });

  it("names the line and field of a row that is not a record", () => {
    const table = [
      "| file | source | original file | author | licence |",
      "|---|---|---|---|---|",
      "| Bilde 1.JPG | Fotograf | IMG_1.jpg | Kari |  |",
    ].join("\n");
    expect(readLicenceTable(table, "LICENSES.md").problems).toEqual([
      'LICENSES.md line 3: file: expected a file name of lower-case a-z, 0-9 and single hyphens, ending in .jpg, .jpeg, .png or .webp, got "Bilde 1.JPG"\n' +
        'LICENSES.md line 3: licence: expected a non-empty text, got ""',
    ]);
  });
});
