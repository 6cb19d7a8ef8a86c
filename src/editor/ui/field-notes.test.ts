import { screen } from "@testing-library/react";
import { clearFieldNotes, showFieldNotes } from "./field-notes";

const form = () => {
  document.body.innerHTML = `
    <div><label for="t">Tittel</label><input id="t"></div>
    <div><label for="k">Kjennetegn</label><div>…</div></div>
    <div><label for="b">Bilder</label><div>…</div></div>`;
};

describe("a refusal next to the fields it is about", () => {
  it("puts each problem under the label of its field, with the path inside a list, and gives back what has no field", () => {
    form();
    const unplaced = showFieldNotes([
      { path: "features", label: "Kjennetegn", message: "Feltet må fylles ut." },
      { path: "assets[0].alt", label: "Bilder › Bilde 1 › Alternativ tekst", message: "Skriv en tekst her." },
      { path: "", label: "", message: "Adressen /kontakt-oss er allerede brukt av siden «Kontakt oss»." },
    ]);
    const notes = screen.getAllByRole("note");
    expect(notes.map((n) => n.textContent)).toEqual(["Feltet må fylles ut.", "Bilde 1 › Alternativ tekst: Skriv en tekst her."]);
    expect(notes[0].previousElementSibling?.textContent).toBe("Kjennetegn");
    expect(notes[1].previousElementSibling?.textContent).toBe("Bilder");
    expect(unplaced.map((p) => p.message)).toEqual(["Adressen /kontakt-oss er allerede brukt av siden «Kontakt oss»."]);
    clearFieldNotes();
    expect(screen.queryAllByRole("note")).toEqual([]);
  });
});
