import { fold } from "./fold";
import { decodeSearchIndex, encodeSearchIndex, searchIndex, startsAlmostWith } from "./search";
import type { SearchDocument } from "./types";

const doc = (type: SearchDocument["type"], title: string, text: string, date?: string) => ({
  doc: { type, title, path: `/${fold(title).replace(/ /g, "-")}`, summary: text, label: type === "event" ? "Konsert" : "Artikkel", ...(date ? { date } : {}) },
  text: `${title} ${text}`,
});

const entries = [
  doc("article", "Skolemåltidet i Rissa", "Varm mat tirsdag og torsdag"),
  doc("event", "Julekonsert med mannskoret", "Kjente julesanger i Bøjersalen", "2026-12-12T18:00:00+01:00"),
  doc("event", "Jazz i Smia", "Trio med julestemning", "2026-12-01T20:00:00+01:00"),
  doc("article", "Kjøkkenet til leie", "Profesjonelt kjøkken for lag og foreninger"),
];
const index = decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(entries))));
const titles = (q: string) => searchIndex(index, q).map((d) => d.title);

describe("folding text", () => {
  it("folds case, æ/ø/å and accents", () => {
    expect(fold("KJØKKEN")).toBe("kjokken");
    expect(fold("Bøjersalen")).toBe(fold("bojersalen"));
    expect(fold("Skolemåltidet")).toBe("skolemaltidet");
    expect(fold("Æresgjest Café!")).toBe("aeresgjest cafe");
  });
});

describe("searching", () => {
  it("finds by words typed with or without Norwegian letters, in any case", () => {
    for (const q of ["kjøkken", "KJOKKEN", "Kjøkkenet"]) expect(titles(q)).toEqual(["Kjøkkenet til leie"]);
    expect(titles("skolemåltid")).toEqual(["Skolemåltidet i Rissa"]);
  });

  it("needs every word, matching the start of words", () => {
    expect(titles("jul mannskor")).toEqual(["Julekonsert med mannskoret"]);
    expect(titles("onsert")).toEqual([]);
  });

  it("ranks title hits first, then events by date", () => {
    expect(titles("jul")).toEqual(["Julekonsert med mannskoret", "Jazz i Smia"]);
  });

  it("returns nothing for an empty or punctuation-only query", () => {
    expect(searchIndex(index, "")).toEqual([]);
    expect(searchIndex(index, "  ?! ")).toEqual([]);
  });

  it("forgives one wrong letter, or two swapped, in a word of five letters or more, as it is typed", () => {
    for (const q of ["julekonsret", "julekonsert", "julekomsert", "hulekonsert", "julekons", "julekosn", "mannksor"]) expect([q, titles(q)]).toEqual([q, ["Julekonsert med mannskoret"]]);
    expect(titles("kjokkenet tli")).toEqual([]);
    expect(titles("kjøkenet")).toEqual([]);
    expect(titles("jyl")).toEqual([]);
  });

  it("ranks what was typed right above what was forgiven", () => {
    const both = decodeSearchIndex(encodeSearchIndex([doc("event", "Sommerfest", "", "2027-06-01T18:00:00+02:00"), doc("event", "Sammerfest", "", "2027-05-01T18:00:00+02:00")]));
    expect(searchIndex(both, "sommerfest").map((d) => d.title)).toEqual(["Sommerfest", "Sammerfest"]);
  });

  it("keeps in the index only what is shown or searched, each word once", () => {
    const shown = { type: "event" as const, title: "Julekonsert", path: "/julekonsert", summary: "Kor og orkester", label: "Konsert", date: "2026-12-12T18:00:00+01:00" };
    const file = encodeSearchIndex([{ doc: shown, text: "Julekonsert kor, kor og Bøjersalen! Bøjersalen" }]);
    expect(file.docs[0]).toEqual(["e", "Julekonsert", "/julekonsert", "Kor og orkester", "Konsert", "2026-12-12T18:00:00+01:00", "bojersalen"]);
    expect(searchIndex(decodeSearchIndex(file), "bøjersal").map((d) => d.title)).toEqual(["Julekonsert"]);
  });
});

describe("a word's start, nearly", () => {
  it("allows one letter wrong or two neighbours swapped, never a letter more or less", () => {
    expect(startsAlmostWith("julekonsert", "julekonsret")).toBe(true);
    expect(startsAlmostWith("julekonsert", "julekomsert")).toBe(true);
    expect(startsAlmostWith("julekonsert", "julekons")).toBe(true);
    expect(startsAlmostWith("julekonsert", "julekosnert")).toBe(true);
    expect(startsAlmostWith("julekonsert", "jlekonsert")).toBe(false);
    expect(startsAlmostWith("konsert", "onsert")).toBe(false);
    expect(startsAlmostWith("jul", "julekonsert")).toBe(false);
  });
});
