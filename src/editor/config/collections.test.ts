import { collections, newEntryFile } from "./collections";
import { editorJsonSchemas, licenceRowSchema } from "./model";

describe("the file a new entry is written to", () => {
  const all = collections(editorJsonSchemas());
  it("is its folder and the field its collection names files by", () => {
    expect(newEntryFile(all, "produksjoner", { pageReference: "vaarkonsert-2027" })).toBe(
      "content/productions/vaarkonsert-2027.json",
    );
    expect(newEntryFile(all, "artikler", { slug: "article-nytt-tak", title: "Nytt tak" })).toBe(
      "content/articles/article-nytt-tak.json",
    );
    expect(newEntryFile(all, "sider", { id: "side-abc" })).toBe("content/pages/side-abc.json");
  });
  it("gets -1, -2 … where the name is taken, as Decap names it", () => {
    const taken = new Set(["content/productions/jul.json", "content/productions/jul-1.json"]);
    expect(newEntryFile(all, "produksjoner", { pageReference: "jul" }, taken)).toBe("content/productions/jul-2.json");
  });
  it("is a file collection's one file, and unknown while the naming field is empty", () => {
    expect(newEntryFile(all, "omdirigeringer", {})).toBe("redirects.json");
    expect(newEntryFile(all, "produksjoner", { pageReference: "" })).toBeNull();
    expect(newEntryFile(all, "ukjent", {})).toBeNull();
  });
});

describe("what the lists show", () => {
  const all = collections(editorJsonSchemas());
  it("marks a production that has a time to come out", () => {
    expect(all.find((c) => c.name === "produksjoner")?.summary).toContain(
      "{{publishAt | ternary(' · Planlagt publisering', '')}}",
    );
  });
  it("draws no raw preview of the site's settings, the redirects or the licences", () => {
    for (const name of ["nettstedet", "omdirigeringer", "bilder"])
      expect(all.find((c) => c.name === name)?.editor).toEqual({ preview: false });
  });
});

describe("the form for content/images/LICENSES.md", () => {
  it("asks for each row's fields as the model's imageLicence has them: its names, labels, help and rules", () => {
    const licences = collections(editorJsonSchemas()).find((c) => c.name === "bilder")!.files![0].fields;
    const row = licenceRowSchema();
    const photos = licences.find((f) => f.name === "photos")!;
    expect(photos.fields!.map((f) => [f.name, f.label, f.hint])).toEqual(
      Object.entries(row.properties!).map(([name, field]) => [name, field.title, field.description]),
    );
    // Every cell is required and holds one line without "|", as the build checks the table.
    for (const field of photos.fields!) {
      expect(field.required).toBe(true);
      expect(field.pattern?.[0]).toBe(row.properties![field.name].pattern);
    }
  });
});
