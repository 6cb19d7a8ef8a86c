import { completeEntry, pruneEmpty, refusal } from "./prepare-entry";
import { editorJsonSchemas, validateFile } from "../config/model";
import production from "../../../content/productions/musikal-fosenfolket-2027.json";

const schemas = editorJsonSchemas();

describe("what a save writes", () => {
  it("leaves a file the editor did not change as it was", () => {
    const data = completeEntry("production", production, 0);
    expect(pruneEmpty(data, schemas.production)).toEqual(production);
  });

  it("drops what the form leaves empty where the model lets it be left out, and makes a new date's id", () => {
    const edited = {
      ...production,
      title: "Fosenfolket – ekstraforestilling",
      events: [...production.events, { start: "2027-03-13T18:00:00+01:00", hall: "Bojersalen", status: "", accessibility: [] }],
    };
    const data = pruneEmpty(
      completeEntry("production", edited, 0, () => "abc123"),
      schemas.production,
    ) as typeof production;
    expect(data.events.at(-1)).toEqual({ id: "ev-abc123", start: "2027-03-13T18:00:00+01:00", hall: "Bojersalen" });
    expect(validateFile("production", data)).toEqual({ ok: true, errors: [] });
  });

  it("refuses what the build refuses, saying where", () => {
    const result = validateFile("production", { ...production, title: "" });
    expect(result.ok).toBe(false);
    expect(refusal(result.errors)).toBe("Ikke lagret. Rett dette først:\n• Tittel: Feltet kan ikke være tomt.");
  });
});

describe("a field the model needs but lets be empty", () => {
  it("is written empty when the form never asked for it: a picture's alternative text, a list of no items", () => {
    const schema = editorJsonSchemas().production;
    const data = pruneEmpty({ title: "Vår", assets: [{ url: "/images/a.jpg", focalPointQuery: "fp-x=0.5&fp-y=0.5" }] }, schema);
    expect(data).toMatchObject({ features: [], events: [], assets: [{ alt: "" }] });
  });
});
