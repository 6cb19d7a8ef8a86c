import { dayKey, formatDate, formatDay, formatMonth, formatShortDay, formatTime, isSameOsloDay, monthKey } from "./dates";

// Intl, with the full time zone and locale data Node carries, is the oracle the arithmetic must match.
const intl = (options: Intl.DateTimeFormatOptions, locale = "nb-NO") =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "Europe/Oslo" });
const oracle = {
  day: intl({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  shortDay: intl({ weekday: "short", day: "numeric", month: "short" }),
  time: intl({ hour: "2-digit", minute: "2-digit" }),
  month: intl({ month: "long", year: "numeric" }),
  date: intl({ weekday: "long", day: "numeric", month: "long" }),
  dayKey: intl({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA"),
};

/** Every `step` from the start of `from` to the end of `to`, as ISO strings. */
function instants(from: number, to: number, step: number): string[] {
  const out: string[] = [];
  for (let ms = Date.UTC(from, 0, 1); ms < Date.UTC(to + 1, 0, 1); ms += step) out.push(new Date(ms).toISOString());
  return out;
}

describe("dates in Oslo, without Intl", () => {
  it("match Intl's Norwegian text every three hours from 2024 to 2030", () => {
    const wrong: string[] = [];
    for (const iso of instants(2024, 2030, 3 * 3_600_000).map((i) => i.replace(":00:00", ":15:00"))) {
      const d = new Date(iso);
      const expected = [
        oracle.day.format(d),
        oracle.shortDay.format(d),
        oracle.time.format(d).replace(".", ":"),
        oracle.month.format(d),
        oracle.date.format(d),
        oracle.dayKey.format(d),
      ];
      const got = [formatDay(iso), formatShortDay(iso), formatTime(iso), formatMonth(iso), formatDate(iso), dayKey(iso)];
      if (got.join("|") !== expected.join("|")) wrong.push(`${iso}: ${got.join("|")} ≠ ${expected.join("|")}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("change to and from summer time on the very minute Oslo does", () => {
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(formatTime("2026-03-29T00:59:00Z")).toBe("01:59");
    expect(formatTime("2026-03-29T01:00:00Z")).toBe("03:00");
    expect(formatTime("2026-10-25T00:59:00Z")).toBe("02:59");
    expect(formatTime("2026-10-25T01:00:00Z")).toBe("02:00");
  });

  it("count the day and month in Oslo, not in UTC or the device's zone", () => {
    expect(dayKey("2026-12-31T23:30:00Z")).toBe("2027-01-01");
    expect(monthKey("2026-11-30T23:30:00Z")).toBe("2026-12");
    expect(formatShortDay("2026-06-06T22:30:00Z")).toBe("søn. 7. juni");
    expect(formatShortDay("2026-09-10T12:00:00Z")).toBe("tor. 10. sep.");
    expect(isSameOsloDay("2026-12-05T22:59:00Z", Date.parse("2026-12-05T00:00:00Z"))).toBe(true);
    expect(isSameOsloDay("2026-12-05T23:00:00Z", Date.parse("2026-12-05T00:00:00Z"))).toBe(false);
  });

  it("read times with an offset of their own", () => {
    expect(formatTime("2026-12-05T19:00:00+01:00")).toBe("19:00");
    expect(formatTime("2026-07-05T19:00:00+02:00")).toBe("19:00");
  });

  it("refuse what is not a moment, as Intl did", () => {
    expect(() => formatDay("i morgen")).toThrow(RangeError);
  });
});
