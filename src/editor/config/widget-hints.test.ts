import { decapFields } from "./decap-fields";
import { editorJsonSchemas } from "./model";
import { WIDGET_HINTS } from "./widget-hints";

// A field renamed or moved in content-model/ must not quietly lose its widget (an image field
// becoming a text box): every hint's path names a field of its kind's schema.
describe("the editor's widget hints", () => {
  const schemas = editorJsonSchemas();
  it.each(Object.keys(WIDGET_HINTS) as (keyof typeof WIDGET_HINTS)[])("of %s each name a field of the schema", (kind) => {
    const hintsFound = new Set<string>();
    decapFields(schemas[kind], "", { hints: WIDGET_HINTS[kind], hintsFound });
    expect(Object.keys(WIDGET_HINTS[kind]).filter((path) => !hintsFound.has(path))).toEqual([]);
  });
});
