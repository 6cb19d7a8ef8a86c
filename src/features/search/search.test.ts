import { fold } from "./fold";
import { searchDocuments } from "./search";
import type { SearchDocument } from "./types";

const doc = (type: SearchDocument["type"], title: string, text: string, date?: string): SearchDocument => ({
  type,
  title,
  path: `/${fold(title).replace(/ /g, "-")}`,
  summary: text,
  label: type === "event" ? "Konsert" : "Artikkel",
  ...(date ? { date } : {}),
  t: fold(title),
  x: fold(`${title} ${text}`),
});

const docs = [
  doc("article", "Skolemåltidet i Rissa", "Varm mat tirsdag og torsdag"),
  doc("event", "Julekonsert med mannskoret", "Kjente julesanger i Bøjersalen", "2026-12-12T18:00:00+01:00"),
  doc("event", "Jazz i Smia", "Trio med julestemning", "2026-12-01T20:00:00+01:00"),
  doc("article", "Kjøkkenet til leie", "Profesjonelt kjøkken for lag og foreninger"),
];

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
    for (const q of ["kjøkken", "KJOKKEN", "Kjøkkenet"]) expect(searchDocuments(docs, q).map((d) => d.title)).toEqual(["Kjøkkenet til leie"]);
    expect(searchDocuments(docs, "skolemåltid").map((d) => d.title)).toEqual(["Skolemåltidet i Rissa"]);
  });

  it("needs every word, matching the start of words", () => {
    expect(searchDocuments(docs, "jul mannskor").map((d) => d.title)).toEqual(["Julekonsert med mannskoret"]);
    expect(searchDocuments(docs, "onsert")).toEqual([]);
  });

  it("ranks title hits first, then events by date", () => {
    expect(searchDocuments(docs, "jul").map((d) => d.title)).toEqual(["Julekonsert med mannskoret", "Jazz i Smia"]);
  });

  it("returns nothing for an empty or punctuation-only query", () => {
    expect(searchDocuments(docs, "")).toEqual([]);
    expect(searchDocuments(docs, "  ?! ")).toEqual([]);
  });
});
