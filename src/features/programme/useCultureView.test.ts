import fs from "node:fs";
import path from "node:path";
import { renderHook } from "@testing-library/react";
import { useCultureView, type CultureData } from "./useCultureView";
import { mockSite } from "../../test-utils/site";
import { pinDate } from "../../test-utils/clock";

const file = path.join(__dirname, "../../../content/productions/jazz-i-smia-fosen-kvartett-2027.json");
const jazz = JSON.parse(fs.readFileSync(file, "utf8")) as CultureData;
const production: CultureData = {
  ...jazz,
  title: "Jazz <i> Smia",
  events: [
    { id: "ev-past", start: "2027-06-10T19:00:00+02:00", hall: "Smia" },
    { id: "ev-next", start: "2027-06-12T19:00:00+02:00", hall: "Smia" },
  ],
};
type Pushed = { event?: string; action?: string; ecommerce?: { items: { item_id: string; item_brand: string }[] } | null };
const pushed = () => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((p) => p.event);

beforeEach(() => {
  pinDate(Date.parse("2027-06-11T12:00:00+02:00"));
  mockSite();
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => jest.useRealTimers());

describe("useCultureView", () => {
  it("hides the dates that have passed once the clock is known, but asks live status for all", () => {
    const { result } = renderHook(() => useCultureView(production));
    expect(result.current.events.map((e) => e.id)).toEqual(["ev-next"]);
    expect(result.current.pageEventIds).toEqual(["ev-past", "ev-next"]);
    expect(result.current.path).toBe("/jazz-i-smia-fosen-kvartett-2027");
    expect(result.current.url).toBe("https://www.rissakulturhus.no/jazz-i-smia-fosen-kvartett-2027");
    expect(result.current.isFilm).toBe(false);
    expect(result.current.cover.url).toBe("/images/lovetannfro.jpg");
    expect(result.current.socialImage).toBe("/images/lovetannfro.jpg");
  });

  it("counts a view once per production, and a buy each time", () => {
    const { result, rerender } = renderHook(() => useCultureView(production));
    rerender();
    expect(pushed()).toEqual([
      {
        event: "select_item",
        action: "VIEW_ITEM",
        ecommerce: expect.objectContaining({
          items: [expect.objectContaining({ item_id: "prod-3108", item_brand: "Fosen jazzklubb" })],
        }),
      },
    ]);
    result.current.onBuy();
    expect(pushed().map((p) => p.action)).toEqual(["VIEW_ITEM", "BUY_TICKET"]);
  });

  it("gives the structured data as a script can hold it, and the calendar its details", () => {
    const { result } = renderHook(() => useCultureView(production));
    const jsonLd = result.current.jsonLd!;
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd)).toEqual(expect.arrayContaining([expect.objectContaining({ name: "Jazz <i> Smia" })]));
    expect(result.current.calendar.description).toBe(`${jazz.contents[0].summary}\n\n${result.current.url}`);
    expect(result.current.calendar.durationMinutes).toBe(100);
    expect(result.current.facts.length).toBeGreaterThan(0);
    expect(result.current.access).toEqual(["rullestolplass"]);
  });
});
