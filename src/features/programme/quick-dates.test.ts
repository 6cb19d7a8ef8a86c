import { inQuickDate, osloDay, quickDateRange } from "./quick-date-range";
import { filterFromSearch, searchForFilter } from "./filter-programme";
import { applyFilter } from "./apply-filter";
import { programmeItem } from "../../test-utils/programme-item";

// Saturday 5 December 2026, 00:30 in Oslo: still Friday 4 December in UTC and west of it.
const saturdayNight = Date.parse("2026-12-05T00:30:00+01:00");

describe("quick dates, counted in Oslo", () => {
  it("take the day from Oslo's clock, not the device's", () => {
    expect(osloDay(saturdayNight)).toBe("2026-12-05");
    expect(quickDateRange("i-dag", saturdayNight)).toEqual({ from: "2026-12-05", to: "2026-12-06" });
    expect(quickDateRange("i-morgen", saturdayNight)).toEqual({ from: "2026-12-06", to: "2026-12-07" });
  });

  it("the weekend is Friday to Sunday: the coming one early in the week, the one we are in at the weekend", () => {
    expect(quickDateRange("denne-helgen", Date.parse("2026-12-01T12:00:00+01:00"))).toEqual({
      from: "2026-12-04",
      to: "2026-12-07",
    });
    expect(quickDateRange("denne-helgen", saturdayNight)).toEqual({ from: "2026-12-05", to: "2026-12-07" });
    expect(quickDateRange("denne-helgen", Date.parse("2026-12-06T23:59:00+01:00"))).toEqual({
      from: "2026-12-06",
      to: "2026-12-07",
    });
  });

  it("next week is Monday to Sunday, also from a Sunday and across a month and a summer-time change", () => {
    expect(quickDateRange("neste-uke", saturdayNight)).toEqual({ from: "2026-12-07", to: "2026-12-14" });
    expect(quickDateRange("neste-uke", Date.parse("2026-12-06T20:00:00+01:00"))).toEqual({
      from: "2026-12-07",
      to: "2026-12-14",
    });
    expect(quickDateRange("neste-uke", Date.parse("2027-03-24T12:00:00+01:00"))).toEqual({
      from: "2027-03-29",
      to: "2027-04-05",
    });
    // 23:30 on Sunday 28 March in Oslo (summer time) is 21:30 UTC: still that Sunday.
    expect(inQuickDate("2027-03-28T23:30:00+02:00", "denne-helgen", Date.parse("2027-03-26T10:00:00+01:00"))).toBe(true);
    expect(inQuickDate("2027-03-29T00:30:00+02:00", "denne-helgen", Date.parse("2027-03-26T10:00:00+01:00"))).toBe(false);
  });

  it("filter the programme and live in the address", () => {
    const item = programmeItem;
    const items = [
      item("lordag", ["2026-12-05T12:00:00+01:00", "2026-12-12T12:00:00+01:00"]),
      item("neste", ["2026-12-08T19:00:00+01:00"]),
    ];
    expect(
      applyFilter(items, { category: null, month: null, when: "i-dag" }, saturdayNight).map((i) => [i.id, i.events.length]),
    ).toEqual([["lordag", 1]]);
    expect(applyFilter(items, { category: null, month: null, when: "neste-uke" }, saturdayNight).map((i) => i.id)).toEqual([
      "neste",
      "lordag",
    ]);
    expect(filterFromSearch("?naar=denne-helgen").when).toBe("denne-helgen");
    expect(filterFromSearch("?naar=i-overmorgen").when).toBeUndefined();
    expect(searchForFilter({ category: "Konsert", month: null, when: "i-morgen" })).toBe("?naar=i-morgen&kategori=Konsert");
  });
});
