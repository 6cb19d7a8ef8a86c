import { fold } from "./fold";
import { searchDocuments } from "./search";
import type { SearchDocument } from "./types";

const doc = (type: SearchDocument["type"], title: string, text: string, ...dates: string[]): SearchDocument => ({
  type,
  title,
  path: `/${fold(title).replace(/ /g, "-")}`,
  summary: text,
  label: type === "event" ? "Konsert" : "Artikkel",
  ...(dates.length ? { dates } : {}),
  t: fold(title),
  // As the index: the category is searchable too.
  x: fold(`${title} ${type === "event" ? "Konsert" : "Artikkel"} ${text}`),
});

const docs = [
  doc("article", "Skolemåltidet i Rissa", "Varm mat tirsdag og torsdag"),
  doc("event", "Julekonsert med mannskoret", "Kjente julesanger i Bøjersalen", "2026-12-12T18:00:00+01:00"),
  doc("event", "Jazz i Smia", "Trio med julestemning", "2026-12-01T20:00:00+01:00"),
  doc("article", "Kjøkkenet til leie", "Profesjonelt kjøkken for lag og foreninger"),
  doc("event", "Høstkonsert med skolekorpset", "Korpset spiller", "2026-10-10T18:00:00+02:00"),
  doc("article", "Konsertsalen pusses opp", "Bøjersalen får nye stoler"),
  doc(
    "event",
    "Vårkonsert med mannskoret",
    "Mannskoret synger inn våren",
    "2026-11-01T18:00:00+01:00",
    "2027-04-24T18:00:00+02:00",
  ),
];
const now = Date.parse("2026-11-23T12:00:00+01:00");

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
    for (const q of ["kjøkken", "KJOKKEN", "Kjøkkenet"])
      expect(searchDocuments(docs, q, now).map((d) => d.title)).toEqual(["Kjøkkenet til leie"]);
    expect(searchDocuments(docs, "skolemåltid").map((d) => d.title)).toEqual(["Skolemåltidet i Rissa"]);
  });

  it("needs every word, matching the start of words", () => {
    expect(searchDocuments(docs, "jul mannskor").map((d) => d.title)).toEqual(["Julekonsert med mannskoret"]);
    expect(searchDocuments(docs, "onsert")).toEqual([]);
  });

  it("ranks title hits first, then events by date", () => {
    expect(searchDocuments(docs, "jul", now).map((d) => d.title)).toEqual(["Julekonsert med mannskoret", "Jazz i Smia"]);
  });

  it("puts coming events first with their next date, then articles, then past events marked as past", () => {
    const hits = searchDocuments(docs, "konsert", now);
    expect(hits.map((d) => d.title)).toEqual([
      "Jazz i Smia",
      "Julekonsert med mannskoret",
      "Vårkonsert med mannskoret",
      "Konsertsalen pusses opp",
      "Høstkonsert med skolekorpset",
    ]);
    expect(hits.map((d) => d.when)).toEqual([
      { date: "2026-12-01T20:00:00+01:00", past: false },
      { date: "2026-12-12T18:00:00+01:00", past: false },
      { date: "2027-04-24T18:00:00+02:00", past: false },
      undefined,
      { date: "2026-10-10T18:00:00+02:00", past: true },
    ]);
  });

  it("returns nothing for an empty or punctuation-only query", () => {
    expect(searchDocuments(docs, "")).toEqual([]);
    expect(searchDocuments(docs, "  ?! ")).toEqual([]);
  });
});
