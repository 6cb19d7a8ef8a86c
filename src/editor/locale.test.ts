import fs from "node:fs";
import { editorPhrases } from "./locale";

type Phrases = { [key: string]: string | Phrases };

/** A locale of Decap's as its package ships it (its browser bundle needs a window; the ES module is plain data). */
function mockLocale(name: string): Phrases {
  const file = require.resolve(`decap-cms-locales/dist/esm/${name}/index.js`);
  const source = jest.requireActual<typeof fs>("node:fs").readFileSync(file, "utf8");
  return new Function(source.replace(new RegExp(`export default ${name};?\\s*$`), `return ${name};`))() as Phrases;
}
const english = () => mockLocale("en");

jest.mock("decap-cms-locales", () => ({ nb_no: mockLocale("nb_no") }));

function missing(en: Phrases, nb: Phrases | undefined, at = ""): string[] {
  return Object.entries(en).flatMap(([key, value]) => {
    const here = at ? `${at}.${key}` : key;
    const ours = nb?.[key];
    if (typeof value === "object") return missing(value, typeof ours === "object" ? ours : undefined, here);
    return typeof ours === "string" && ours.trim() ? [] : [here];
  });
}

describe("the editor's Norwegian", () => {
  it("has every phrase Decap has in English, so no English button or message shows", () => {
    expect(missing(english(), editorPhrases())).toEqual([]);
  });

  it("says a save missing a field is not saved, and where to look", () => {
    const toast = (editorPhrases().ui as Phrases).toast as Phrases;
    expect(toast.missingRequiredField).toBe("Ikke lagret: noen felt mangler eller er feil. De er merket med rødt i skjemaet.");
    const card = (editorPhrases().mediaLibrary as Phrases).mediaLibraryCard as Phrases;
    expect(card.copy).toBe("Kopier");
  });
});
