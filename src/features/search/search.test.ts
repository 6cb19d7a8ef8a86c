import { fold } from "./fold";
import { decodeSearchIndex, encodeSearchIndex, searchIndex, startsAlmostWith } from "./search";
import type { SearchDocument } from "./types";

const doc = (type: SearchDocument["type"], title: string, text: string, ...dates: string[]) => ({
  doc: {
    type,
    title,
    path: `/${fold(title).replace(/ /g, "-")}`,
    summary: text,
    label: type === "event" ? "Konsert" : "Artikkel",
    ...(dates.length ? { dates } : {}),
  },
  text: `${title} ${text}`,
});

const entries = [
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
// As the browser gets it: the index file, sent as JSON.
const index = decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(entries))));
const titles = (q: string) => searchIndex(index, q, now).map((d) => d.title);

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

  it("puts coming events first with their next date, then articles, then past events marked as past", () => {
    const hits = searchIndex(index, "konsert", now);
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
    expect(searchIndex(index, "")).toEqual([]);
    expect(searchIndex(index, "  ?! ")).toEqual([]);
  });

  it("forgives one wrong letter, or two swapped, in a word of five letters or more, as it is typed", () => {
    for (const q of ["julekonsret", "julekonsert", "julekomsert", "hulekonsert", "julekons", "julekosn", "mannksor jul"])
      expect([q, titles(q)]).toEqual([q, ["Julekonsert med mannskoret"]]);
    expect(titles("kjokkenet tli")).toEqual([]);
    expect(titles("kjøkenet")).toEqual([]);
    expect(titles("jyl")).toEqual([]);
  });

  it("forgives the slip wherever it is in the word: any one letter wrong, any two neighbours swapped", () => {
    const word = "julekonsert";
    const slips: string[] = [];
    for (let i = 0; i < word.length; i++) {
      slips.push(`${word.slice(0, i)}x${word.slice(i + 1)}`);
      if (i + 1 < word.length && word[i] !== word[i + 1])
        slips.push(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
    }
    // As typed, too: the first five letters with the slip in any of them.
    const typed = slips.filter((q) => q.slice(0, 5) !== word.slice(0, 5)).map((q) => q.slice(0, 5));
    for (const q of [...slips, ...typed]) expect([q, titles(q)[0]]).toEqual([q, "Julekonsert med mannskoret"]);
    // Two letters wrong, apart, is more than one slip.
    for (const q of ["xulekxnsert", "juxekonsext", "xuxekonsert"]) expect([q, titles(q)]).toEqual([q, []]);
  });

  it("breaks ties in Norwegian alphabetical order: Z, Æ, Ø, Å", () => {
    const tied = decodeSearchIndex(
      encodeSearchIndex(["Åpent hus", "Øving", "Ærlig talt", "Zumba", "Apning"].map((t) => doc("article", t, "Om kvelden"))),
    );
    expect(searchIndex(tied, "kveld", now).map((d) => d.title)).toEqual(["Apning", "Zumba", "Ærlig talt", "Øving", "Åpent hus"]);
  });

  it("shows each event's next date at the time it is asked, the same index asked again later", () => {
    const twice = decodeSearchIndex(
      encodeSearchIndex([doc("event", "Revy", "", "2026-11-01T18:00:00+01:00", "2026-12-01T18:00:00+01:00")]),
    );
    const whenAt = (at: string) => searchIndex(twice, "revy", Date.parse(at))[0].when;
    expect(whenAt("2026-10-01T12:00:00+02:00")).toEqual({ date: "2026-11-01T18:00:00+01:00", past: false });
    expect(whenAt("2026-11-15T12:00:00+01:00")).toEqual({ date: "2026-12-01T18:00:00+01:00", past: false });
    expect(whenAt("2027-01-01T12:00:00+01:00")).toEqual({ date: "2026-12-01T18:00:00+01:00", past: true });
    expect(whenAt("2026-10-01T12:00:00+02:00")).toEqual({ date: "2026-11-01T18:00:00+01:00", past: false });
  });

  it("puts an event with no dates with the coming ones, before them, with no date shown", () => {
    const undated = decodeSearchIndex(
      encodeSearchIndex([
        doc("article", "Revy i avisa", ""),
        doc("event", "Revy i høst", "", "2026-12-01T18:00:00+01:00"),
        doc("event", "Revy en gang", ""),
      ]),
    );
    const hits = searchIndex(undated, "revy", now);
    expect(hits.map((d) => [d.title, d.when])).toEqual([
      ["Revy en gang", undefined],
      ["Revy i høst", { date: "2026-12-01T18:00:00+01:00", past: false }],
      ["Revy i avisa", undefined],
    ]);
  });

  it("ranks what was typed right above what was forgiven", () => {
    const both = decodeSearchIndex(
      encodeSearchIndex([
        doc("event", "Sommerfest", "", "2027-06-01T18:00:00+02:00"),
        doc("event", "Sammerfest", "", "2027-05-01T18:00:00+02:00"),
      ]),
    );
    expect(searchIndex(both, "sommerfest", now).map((d) => d.title)).toEqual(["Sommerfest", "Sammerfest"]);
  });

  it("keeps in the index only what is shown or searched, each word once", () => {
    const shown = {
      type: "event" as const,
      title: "Julekonsert",
      path: "/julekonsert",
      summary: "Kor og orkester",
      label: "Konsert",
      dates: ["2026-12-12T18:00:00+01:00", "2026-12-13T16:00:00+01:00"],
    };
    const file = encodeSearchIndex([{ doc: shown, text: "Julekonsert kor, kor og Bøjersalen! Bøjersalen" }]);
    expect(file.docs[0]).toEqual([
      "e",
      "Julekonsert",
      "/julekonsert",
      "Kor og orkester",
      "Konsert",
      "2026-12-12T18:00:00+01:00 2026-12-13T16:00:00+01:00",
      "bojersalen",
    ]);
    expect(searchIndex(decodeSearchIndex(file), "bøjersal", now)).toEqual([
      { ...shown, when: { date: shown.dates[0], past: false } },
    ]);
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
