import { decapFields, type DecapField } from "./decap-fields";
import { editorConfig } from "./editor-config";
import { editorJsonSchemas } from "./model";

/**
 * Every label the editor shows comes from the content model's schema (its `title`, and
 * `x-enum-labels` for the values of a choice). A field without one would show its key ("pageType")
 * and a value its code ("soldOut"): each such place is a line here.
 */
function unlabelled(fields: DecapField[], at: string): string[] {
  return fields.flatMap((field) => {
    const here = `${at}${field.name}`;
    const out: string[] = [];
    if (!field.label.trim() || field.label === field.name) out.push(`${here}: no label`);
    for (const option of field.options ?? [])
      if (!option.label.trim() || option.label === String(option.value)) out.push(`${here}: no label for ${option.value}`);
    if (field.fields) out.push(...unlabelled(field.fields, `${here}.`));
    if (field.field) out.push(...unlabelled([field.field], `${here}[].`));
    for (const type of field.types ?? []) {
      if (!type.label.trim() || type.label === type.name) out.push(`${here}[${type.name}]: no label`);
      out.push(...unlabelled(type.fields, `${here}[${type.name}].`));
    }
    return out;
  });
}

describe("the editor's labels", () => {
  const config = editorConfig(
    { backend: "local", proxyUrl: "http://127.0.0.1:8081/api/v1", siteBuildUrl: "/" },
    editorJsonSchemas(),
  );

  it("name every field, block type and value of every collection", () => {
    const missing = config.collections.flatMap((collection) => [
      ...unlabelled(collection.fields ?? [], `${collection.name}: `),
      ...(collection.files ?? []).flatMap((file) => unlabelled(file.fields, `${collection.name}/${file.name}: `)),
    ]);
    expect(missing).toEqual([]);
  });

  it("catch a field the schema gives no title, and a choice without value labels", () => {
    const fields = decapFields(
      {
        type: "object",
        properties: {
          subtitle: { type: "string" },
          status: { title: "Status", enum: ["cancelled", "soldOut"], "x-enum-labels": ["Avlyst"] },
        },
      },
      "",
      {},
    );
    expect(unlabelled(fields, "")).toEqual(["subtitle: no label", "status: no label for soldOut"]);
  });

  it("take a list's item name and folded summary from the schema", () => {
    const site = config.collections.find((c) => c.name === "nettstedet")!.files![0].fields;
    const theme = site.find((f) => f.name === "theme")!;
    const footer = theme.fields!.find((f) => f.name === "footerSections")!;
    expect([footer.label, footer.label_singular, footer.summary]).toEqual(["Bunntekst", "seksjon", "{{fields.title}}"]);
  });
});
