import type { ProgrammeItem } from "./programme-item";
import { categoriesOf, filterFromSearch, monthsOf, searchForFilter } from "./filter-programme";
import { applyFilter } from "./apply-filter";
import { upcoming } from "./upcoming";

const item = (id: string, category: string, starts: string[]): ProgrammeItem => ({
  id,
  title: id,
  path: `/${id}`,
  objectClass: "culture",
  category,
  summary: "",
  image: { url: "/x.svg", alt: "", focalPointQuery: "" },
  events: starts.map((start, i) => ({ id: `${id}-${i}`, start, hall: "Bojersalen" })),
});

const items = [
  item("jazz", "Konsert", ["2027-01-15T20:00:00+01:00"]),
  item("jul", "Konsert", ["2026-12-12T18:00:00+01:00", "2026-12-13T16:00:00+01:00"]),
  item("revy", "Humor", ["2026-11-30T19:00:00+01:00", "2027-01-20T19:00:00+01:00"]),
  // 23:30 on 31 December in Oslo is still December, though it is 1 January in UTC+14 and 22:30 UTC.
  item("nyttar", "Konsert", ["2026-12-31T23:30:00+01:00"]),
];

describe("programme filters", () => {
  it("lists categories and months (in Oslo time) that have events", () => {
    expect(categoriesOf(items)).toEqual(["Humor", "Konsert"]);
    expect(monthsOf(items)).toEqual([
      { key: "2026-11", label: "november 2026" },
      { key: "2026-12", label: "desember 2026" },
      { key: "2027-01", label: "januar 2027" },
    ]);
  });

  it("filters by category and by month, keeping only the month's dates, in date order", () => {
    expect(applyFilter(items, { category: "Konsert", month: null }).map((i) => i.id)).toEqual(["jul", "nyttar", "jazz"]);
    const january = applyFilter(items, { category: null, month: "2027-01" });
    expect(january.map((i) => i.id)).toEqual(["jazz", "revy"]);
    expect(january[1].events.map((e) => e.start)).toEqual(["2027-01-20T19:00:00+01:00"]);
    expect(applyFilter(items, { category: "Humor", month: "2026-12" })).toEqual([]);
  });

  it("leaves out dates that have started and productions with none left", () => {
    const now = Date.parse("2026-12-12T19:00:00+01:00");
    const left = upcoming(items, now);
    expect(left.map((i) => i.id)).toEqual(["jazz", "jul", "revy", "nyttar"]);
    expect(left.find((i) => i.id === "jul")?.events).toHaveLength(1);
    expect(upcoming(items, Date.parse("2027-02-01T00:00:00+01:00"))).toEqual([]);
  });

  it("reads and writes the filter in the address, keeping other parameters", () => {
    expect(filterFromSearch("?kategori=Konsert&maaned=2026-12")).toEqual({ category: "Konsert", month: "2026-12" });
    expect(filterFromSearch("?maaned=desember")).toEqual({ category: null, month: null });
    expect(searchForFilter({ category: "Barn og familie", month: "2027-01" }, "?utm_source=fb")).toBe(
      "?utm_source=fb&kategori=Barn+og+familie&maaned=2027-01",
    );
    expect(searchForFilter({ category: null, month: null }, "?kategori=Humor")).toBe("");
  });
});
