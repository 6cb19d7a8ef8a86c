import { activeNotices, untilNextChange } from "./active-notices";
import type { Notice } from "../../../content-model";

const at = (time: string) => Date.parse(`2026-12-01T${time}:00+01:00`);
const notice = (id: string, severity: Notice["severity"], from: string, to: string): Notice => ({
  id,
  text: `Melding ${id}`,
  severity,
  from: `2026-12-01T${from}:00+01:00`,
  to: `2026-12-01T${to}:00+01:00`,
});
const notices = [
  notice("a", "info", "09:00", "12:00"),
  notice("b", "critical", "10:00", "11:00"),
  notice("c", "warning", "08:00", "10:30"),
];

describe("which notices are on", () => {
  it("shows a notice from its start until (not at) its end, the most serious first", () => {
    expect(activeNotices(notices, at("07:59")).map((n) => n.id)).toEqual([]);
    expect(activeNotices(notices, at("08:00")).map((n) => n.id)).toEqual(["c"]);
    expect(activeNotices(notices, at("10:15")).map((n) => n.id)).toEqual(["b", "c", "a"]);
    expect(activeNotices(notices, at("11:00")).map((n) => n.id)).toEqual(["a"]);
    expect(activeNotices(notices, at("12:00")).map((n) => n.id)).toEqual([]);
  });

  it("knows when the next notice comes or goes, and that none will after the last", () => {
    expect(untilNextChange(notices, at("07:00"))).toBe(60 * 60_000);
    expect(untilNextChange(notices, at("10:00"))).toBe(30 * 60_000);
    expect(untilNextChange(notices, at("11:30"))).toBe(30 * 60_000);
    expect(untilNextChange(notices, at("12:00"))).toBeNull();
    expect(untilNextChange([], at("12:00"))).toBeNull();
  });
});
