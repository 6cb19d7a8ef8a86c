import { earliest, keepShownAsOfNow, latest, showAsOf } from "./shown-as-of";

const page = () => {
  document.body.innerHTML = `
    <table data-shown-until="2026-12-12T17:00:00Z">
      <tr id="first" data-shown-until="2026-12-05T17:00:00Z"><td>5. desember</td></tr>
      <tr id="last" data-shown-until="2026-12-12T17:00:00Z"><td>12. desember</td></tr>
    </table>
    <p id="none" data-shown-from="2026-12-12T17:00:00Z" hidden>Det er ingen kommende forestillinger av Julekonsert.</p>
    <p id="odd" data-shown-until="snart">Ikke en tid</p>`;
  const shown = () => [...document.querySelectorAll<HTMLElement>("tr, p")].filter((e) => !e.hidden).map((e) => e.id);
  return { shown };
};

describe("what a page of islands shows as of a moment", () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = "";
  });

  it("shows every coming date before the first, and says when it will look again", () => {
    const { shown } = page();
    expect(showAsOf(document, Date.parse("2026-12-01T12:00:00Z"))).toBe(Date.parse("2026-12-05T17:00:00Z"));
    expect(shown()).toEqual(["first", "last", "odd"]);
  });

  it("hides a date once it has started, and shows the note once none is left", () => {
    const { shown } = page();
    expect(showAsOf(document, Date.parse("2026-12-05T17:00:00Z"))).toBe(Date.parse("2026-12-12T17:00:00Z"));
    expect(shown()).toEqual(["last", "odd"]);
    expect(showAsOf(document, Date.parse("2026-12-13T00:00:00Z"))).toBeNull();
    expect(shown()).toEqual(["none", "odd"]);
    expect(document.querySelector("table")!.hidden).toBe(true);
  });

  it("keeps the page right while it stays open, and stops when told", () => {
    jest.useFakeTimers({ now: Date.parse("2026-12-05T16:59:00Z") });
    const { shown } = page();
    const stop = keepShownAsOfNow(window);
    expect(shown()).toEqual(["first", "last", "odd"]);
    jest.advanceTimersByTime(61_000);
    expect(shown()).toEqual(["last", "odd"]);
    stop();
    jest.advanceTimersByTime(8 * 24 * 60 * 60 * 1000);
    expect(shown()).toEqual(["last", "odd"]);
  });

  it("takes the latest and the earliest of some times", () => {
    expect(latest(["2026-12-05T17:00:00Z", "2026-12-12T17:00:00Z", "2026-12-01T10:00:00Z"])).toBe("2026-12-12T17:00:00Z");
    expect(latest([])).toBeNull();
    expect(earliest(["2026-12-05T17:00:00Z", "2026-12-01T10:00:00Z", "2026-12-12T17:00:00Z"])).toBe("2026-12-01T10:00:00Z");
    expect(earliest([])).toBeNull();
  });
});
