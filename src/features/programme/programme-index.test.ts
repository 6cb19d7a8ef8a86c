import { decodeProgrammeIndex, encodeProgrammeIndex } from "./programme-index";
import { applyFilter } from "./apply-filter";
import type { ProgrammeItem } from "./programme-item";

const items: ProgrammeItem[] = [
  {
    id: "p1",
    title: "Julekonsert",
    path: "/julekonsert",
    objectClass: "culture",
    category: "Konsert",
    summary: "Ikke i indeksen: kortene viser den ikke.",
    priceFrom: 250,
    ageLimit: "Tillatt for alle",
    ediNumber: "EDI-1",
    accessibility: ["teleslynge"],
    image: { url: "/images/jul.svg", alt: "Julelys", focalPointQuery: "fp-x=0.5&fp-y=0.3" },
    events: [
      { id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen", status: "soldOut" },
      { id: "ev-2", start: "2026-12-13T16:00:00+01:00", hall: "Smia", accessibility: ["tekstet"] },
    ],
  },
  {
    id: "p2",
    title: "Revy",
    path: "/revy",
    objectClass: "culture",
    category: "Humor",
    summary: "",
    image: { url: "/images/revy.svg", alt: "", focalPointQuery: "fp-x=0.5&fp-y=0.5" },
    events: [{ id: "ev-3", start: "2027-01-20T19:00:00+01:00", hall: "Bojersalen" }],
  },
];

describe("the programme index", () => {
  it("gives back what a programme card shows, the same moments in time, and nothing more", () => {
    const file = JSON.parse(JSON.stringify(encodeProgrammeIndex(items)));
    expect(file.categories).toEqual(["Humor", "Konsert"]);
    expect(file.halls).toEqual(["Bojersalen", "Smia"]);
    expect(JSON.stringify(file)).not.toContain("Ikke i indeksen");
    const back = decodeProgrammeIndex(file);
    expect(back.map((p) => [p.id, p.title, p.path, p.category, p.image, p.priceFrom, p.ageLimit])).toEqual(
      items.map((p) => [p.id, p.title, p.path, p.category, p.image, p.priceFrom, p.ageLimit]),
    );
    expect(back[0].events.map((e) => [e.id, Date.parse(e.start), e.hall])).toEqual(
      items[0].events.map((e) => [e.id, Date.parse(e.start), e.hall]),
    );
  });

  it("carries each date's start, status and access features, so the quick dates and access filters work over it", () => {
    const back = decodeProgrammeIndex(JSON.parse(JSON.stringify(encodeProgrammeIndex(items))));
    expect(back[0].accessibility).toEqual(["teleslynge"]);
    expect(back[0].ediNumber).toBe("EDI-1");
    expect(back[0].events.map((e) => [e.status, e.accessibility])).toEqual([
      ["soldOut", undefined],
      [undefined, ["tekstet"]],
    ]);
    expect(back[1].accessibility).toBeUndefined();
    expect(applyFilter(back, { category: null, month: null, access: ["tekstet"] }).map((p) => p.events.map((e) => e.id))).toEqual(
      [["ev-2"]],
    );
    const now = Date.parse("2026-12-12T10:00:00+01:00");
    expect(applyFilter(back, { category: null, month: null, when: "i-dag" }, now).map((p) => p.events.map((e) => e.id))).toEqual([
      ["ev-1"],
    ]);
  });

  it("reads the build's nulls (GraphQL's 'none') as an ordinary date without features of its own", () => {
    const fromGraphql = [
      { ...items[1], events: [{ ...items[1].events[0], status: null, accessibility: null }] },
    ] as unknown as ProgrammeItem[];
    const [back] = decodeProgrammeIndex(JSON.parse(JSON.stringify(encodeProgrammeIndex(fromGraphql))));
    expect(back.events).toEqual([
      { id: "ev-3", start: new Date(Date.parse(items[1].events[0].start)).toISOString(), hall: "Bojersalen" },
    ]);
  });

  it("refuses a file that is not an index", () => {
    expect(() => decodeProgrammeIndex(null)).toThrow(/not an index/);
    expect(() =>
      decodeProgrammeIndex({
        version: 2,
        categories: ["Konsert"],
        halls: [],
        access: [],
        items: [["p", "T", "/p", 3, "/x", "", "", []]],
      }),
    ).toThrow(/entry 0/);
  });
});
