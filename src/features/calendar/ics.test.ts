import ICAL from "ical.js";
import { escapeText, foldLine, icsFeed, icsFor, icsPath } from "./ics";

describe("calendar files", () => {
  const ics = icsFor(
    {
      uid: "ev-1@www.rissakulturhus.no",
      title: "Julekonsert; med kor, og orkester",
      start: "2026-12-12T18:00:00+01:00",
      durationMinutes: 90,
      location: "Rissa kulturhus, Bojersalen",
      description: "Linje én\nLinje to",
      url: "https://www.rissakulturhus.no/julekonsert-2026",
    },
    Date.parse("2026-11-22T10:00:00Z"),
  );

  it("holds one event in UTC, with end from the duration", () => {
    const lines = ics.split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "UID:ev-1@www.rissakulturhus.no",
        "DTSTAMP:20261122T100000Z",
        "DTSTART:20261212T170000Z",
        "DTEND:20261212T183000Z",
        "SUMMARY:Julekonsert\\; med kor\\, og orkester",
        "DESCRIPTION:Linje én\\nLinje to",
        "END:VEVENT",
        "END:VCALENDAR",
      ]),
    );
    expect(ics.endsWith("\r\n")).toBe(true);
  });

  it("defaults to two hours", () => {
    const plain = icsFor({ uid: "u", title: "t", start: "2027-06-01T19:00:00+02:00", location: "l", description: "d", url: "https://x" }, 0);
    expect(plain).toContain("DTSTART:20270601T170000Z\r\nDTEND:20270601T190000Z");
  });

  it("folds long lines at 75 octets without splitting a letter", () => {
    const line = `DESCRIPTION:${"æøå".repeat(40)}`;
    const folded = foldLine(line).split("\r\n");
    for (const part of folded) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
    expect(escapeText("a\\b")).toBe("a\\\\b");
  });

  it("has a stable path per event", () => {
    expect(icsPath("ev-10231")).toBe("/kalender/ev-10231.ics");
  });
});

describe("calendar feeds", () => {
  // A real iCalendar parser reads what calendar programs would.
  const base = { title: "Jazz, i Smia", location: "Smia", description: "d", url: "https://x/jazz", durationMinutes: 60 };
  const feed = icsFeed(
    {
      name: "Rissa kulturhus: program",
      events: [
        { ...base, uid: "a@x", start: "2027-06-11T19:00:00+02:00", sequence: 2, category: "Konsert" },
        { ...base, uid: "b@x", start: "2027-06-12T19:00:00+02:00", sequence: 0, cancelled: true },
      ],
    },
    Date.parse("2026-11-22T10:00:00Z"),
  );
  const calendar = new ICAL.Component(ICAL.parse(feed));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

  it("holds every date with its uid, sequence, status and UTC times", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Rissa kulturhus: program");
    expect(events.map((e) => [e.uid, e.sequence, e.component.getFirstPropertyValue("status")])).toEqual([
      ["a@x", 2, "CONFIRMED"],
      ["b@x", 0, "CANCELLED"],
    ]);
    expect(events[0].startDate.toJSDate().toISOString()).toBe("2027-06-11T17:00:00.000Z");
    expect(events[0].endDate.toJSDate().toISOString()).toBe("2027-06-11T18:00:00.000Z");
    expect(events[0].summary).toBe("Jazz, i Smia");
    expect(events[1].summary).toBe("AVLYST: Jazz, i Smia");
    expect(events[0].component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-22T10:00:00Z");
  });
});
