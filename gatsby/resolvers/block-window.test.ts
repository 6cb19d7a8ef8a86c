/** @jest-environment node */
import { applyWindow, SCREEN_MIN_EVENTS, SLIDESHOW_SLIDES, TEASER_SPARE, windowFor, windowItems } from "./block-window";
import { programmeItem } from "../../src/test-utils/programme-item";

const DAY = 86_400_000;
const now = Date.parse("2026-11-22T12:00:00Z");
/** An item with a date `d` days from now for each of `days`. */
const item = (id: string, days: number[]) =>
  programmeItem(
    id,
    days.map((d) => new Date(now + d * DAY).toISOString()),
  );
const many = (n: number, perDay = 4) => Array.from({ length: n }, (_, i) => item(`p${i}`, [1 + i / perDay]));

describe("what a block's data carries of the programme", () => {
  it("a teaser its limit and a few more, a slideshow a few, the whole-programme block none (its listing pages carry it)", () => {
    const items = many(2000);
    expect(
      windowItems(items, windowFor({ component: "CultureProgram", data: { heading: "Skjer snart", limit: 6 } }), now),
    ).toHaveLength(6 + TEASER_SPARE);
    expect(windowItems(items, windowFor({ component: "Slideshow", data: {} }), now)).toHaveLength(SLIDESHOW_SLIDES);
    expect(windowItems(items, windowFor({ component: "Slideshow", data: { offset: 6 } }), now)).toHaveLength(
      6 + SLIDESHOW_SLIDES,
    );
    expect(windowItems(items, windowFor({ component: "CultureProgram", data: { heading: "Kulturprogram" } }), now)).toEqual([]);
  });

  it("a lobby screen the coming fortnight of a large programme, each production with only its dates in it", () => {
    const items = [...many(2000), item("long-run", [2, 40])];
    const shown = windowItems(items, windowFor({ component: "ScreenProgram", data: {} }), now);
    const lastStart = Math.max(...shown.flatMap((i) => i.events.map((e) => Date.parse(e.start))));
    expect(lastStart).toBeLessThan(now + 14 * DAY);
    expect(shown.length).toBeGreaterThan(40);
    expect(shown.find((i) => i.id === "long-run")?.events).toHaveLength(1);
  });

  it("a lobby screen of a quiet programme the next performances, however far off", () => {
    const items = [item("a", [30]), item("b", [60, 90]), item("c", [200])];
    const shown = windowItems(items, windowFor({ component: "ScreenProgram", data: {} }), now);
    expect(shown.map((i) => i.events.length)).toEqual([1, 2, 1]);
    const sparse = Array.from({ length: 30 }, (_, i) => item(`s${i}`, [20 + i]));
    expect(windowItems(sparse, windowFor({ component: "ScreenSlideshow", data: {} }), now)).toHaveLength(SCREEN_MIN_EVENTS);
  });

  it("leaves article sources and other blocks as they are", () => {
    const articles = [
      { id: "a", title: "A", path: "/article/a", summary: "", thumbnail: { url: "/a.svg", alt: "" }, createdAt: 0 },
    ];
    expect(applyWindow({ articles }, windowFor({ component: "CultureProgram", data: { limit: 1 } }), now)).toEqual({ articles });
    const programme = many(30);
    expect(applyWindow({ program: programme }, windowFor({ component: "ArticleList" }), now).program).toHaveLength(30);
  });
});
