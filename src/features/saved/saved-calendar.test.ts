/** @jest-environment node */
import ICAL from "ical.js";
import { icsFor } from "../calendar";
import { savedCalendar, veventOf } from "./saved-calendar";

const NOW = Date.parse("2026-11-25T11:00:00Z");
const site = { host: "www.rissakulturhus.no", location: (hall: string) => `Rissa kulturhus, ${hall}` };
const dates = [
  {
    id: "ev-1",
    title: "Julekonsert",
    start: "2026-12-12T18:00:00+01:00",
    hall: "Bojersalen",
    url: "https://www.rissakulturhus.no/jul",
  },
  {
    id: "ev-2",
    title: "Jazz i Smia",
    start: "2027-01-29T19:30:00+01:00",
    hall: "Smia",
    url: "https://www.rissakulturhus.no/jazz",
  },
];
// The build's own file for ev-1, as published, with its revision.
const built = icsFor(
  {
    uid: "ev-1@www.rissakulturhus.no",
    title: "Julekonsert",
    start: dates[0].start,
    location: "Rissa kulturhus, Bojersalen",
    description: "Med kor",
    url: dates[0].url,
    sequence: 3,
    cancelled: false,
  },
  NOW,
);
const fetchText = async (path: string) => (path === "/kalender/ev-1.ics" ? built : null);

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describe("the saved list's calendar file", () => {
  it("holds every saved date, the build's own entry where it can be had, with the chosen reminder", async () => {
    const events = read(await savedCalendar(dates, "1d", site, fetchText, NOW));
    expect(events.map((e) => [e.uid, e.sequence, e.summary])).toEqual([
      ["ev-1@www.rissakulturhus.no", 3, "Julekonsert"],
      ["ev-2@www.rissakulturhus.no", null, "Jazz i Smia"],
    ]);
    expect(events[1].startDate.toJSDate().toISOString()).toBe("2027-01-29T18:30:00.000Z");
    for (const e of events) {
      const alarms = e.component.getAllSubcomponents("valarm");
      expect(alarms).toHaveLength(1);
      expect(alarms[0].getFirstPropertyValue("action")).toBe("DISPLAY");
      expect(String(alarms[0].getFirstPropertyValue("trigger"))).toBe("-P1D");
    }
  });

  it("gives a reminder two hours before, or none", async () => {
    const two = read(await savedCalendar(dates, "2h", site, fetchText, NOW));
    expect(two.map((e) => String(e.component.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")))).toEqual([
      "-PT2H",
      "-PT2H",
    ]);
    const none = read(await savedCalendar(dates, null, site, fetchText, NOW));
    expect(none.every((e) => e.component.getAllSubcomponents("valarm").length === 0)).toBe(true);
  });

  it("writes a date itself when its file is missing, is an error page or is about another date", async () => {
    expect(veventOf("<!doctype html><p>404</p>", "ev-1")).toBeNull();
    expect(veventOf(built, "ev-2")).toBeNull();
    const failing = async () => {
      throw new Error("offline");
    };
    const events = read(await savedCalendar(dates, null, site, failing, NOW));
    expect(events.map((e) => [e.uid, e.location])).toEqual([
      ["ev-1@www.rissakulturhus.no", "Rissa kulturhus, Bojersalen"],
      ["ev-2@www.rissakulturhus.no", "Rissa kulturhus, Smia"],
    ]);
  });
});
