import { comingShowings, type FilmShowing } from "./showings";

const showings: FilmShowing[] = [
  {
    ediNumber: "NO-2026-1042",
    title: "Reven",
    path: "/reven",
    dates: [
      { start: "2027-01-03T14:00:00+01:00", hall: "Auditoriet", status: "cancelled" },
      { start: "2027-01-02T12:00:00+01:00", hall: "Auditoriet" },
      { start: "2026-12-05T12:00:00+01:00", hall: "Auditoriet" },
    ],
  },
];

describe("a watch-list film's showings here", () => {
  it("are matched by EDI number: coming, not cancelled, in date order", () => {
    expect(comingShowings(showings, "NO-2026-1042", Date.parse("2026-12-01T00:00:00Z"))?.dates.map((d) => d.start)).toEqual([
      "2026-12-05T12:00:00+01:00",
      "2027-01-02T12:00:00+01:00",
    ]);
    expect(comingShowings(showings, "NO-2026-1042", Date.parse("2027-01-02T12:00:01+01:00"))).toBeNull();
    expect(comingShowings(showings, "NO-2025-0873", 0)).toBeNull();
  });
});
