import { paginate, screenRows } from "./screen-pages";
import { programmeItem } from "../../test-utils/programme-item";

const item = programmeItem;

describe("lobby screen rows", () => {
  const items = [item("a", ["2026-12-02T19:00:00+01:00", "2026-12-10T19:00:00+01:00"]), item("b", ["2026-12-05T12:00:00+01:00"])];

  it("lists every performance in time order and drops those that have started", () => {
    expect(screenRows(items, null).map((r) => r.event.id)).toEqual(["a-0", "b-0", "a-1"]);
    expect(screenRows(items, Date.parse("2026-12-03T00:00:00+01:00")).map((r) => r.event.id)).toEqual(["b-0", "a-1"]);
  });

  it("splits rows into screenfuls", () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(paginate([], 6)).toEqual([]);
  });
});
