/** @jest-environment node */
import ICAL from "ical.js";
import { escapeText, foldLine, icsEventBlock, icsFeed, icsFor, icsPath, type CalendarEvent } from "./ics";

const base: CalendarEvent = {
  uid: "ev-1@www.rissakulturhus.no",
  title: "Julekonsert; med kor, og orkester",
  start: "2026-12-12T18:00:00+01:00",
  durationMinutes: 90,
  location: "Rissa kulturhus, Bojersalen",
  description: "Linje én\nLinje to",
  url: "https://www.rissakulturhus.no/julekonsert-2026",
};
const NOW = Date.parse("2026-11-22T10:00:00Z");

/** The file as a calendar program reads it: ical.js, a real RFC 5545 parser. */
function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent");
  return { calendar, events, event: events[0], names: events[0].getAllProperties().map((p) => p.name) };
}

const EXPECTED_PROPERTIES = ["uid", "dtstamp", "dtstart", "dtend", "summary", "location", "description", "url"];

describe("calendar files", () => {
  const ics = icsFor(base, NOW);

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

  it("reads back in a real iCalendar parser as the same event", () => {
    const { events, event, names } = parsed(ics);
    expect(events).toHaveLength(1);
    expect(names).toEqual(EXPECTED_PROPERTIES);
    expect(event.getFirstPropertyValue("summary")).toBe(base.title);
    expect(event.getFirstPropertyValue("description")).toBe(base.description);
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-12-12T17:00:00Z");
  });

  it("defaults to two hours", () => {
    const plain = icsFor(
      { uid: "u@x", title: "t", start: "2027-06-01T19:00:00+02:00", location: "l", description: "d", url: "https://x" },
      0,
    );
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

/**
 * Calendar injection, the class: text from content must stay inside its own property, whatever
 * line break or special character it holds; ids that name the file and the UID are refused unless
 * plain. Each row is one variant tried.
 *
 * | variant                                    | field            | handled by                           |
 * |--------------------------------------------|------------------|--------------------------------------|
 * | CR LF + "ATTENDEE:..."                     | title            | escapeText: \n, stays in SUMMARY     |
 * | lone CR + "ATTENDEE:..."                   | title            | escapeText                           |
 * | lone LF + "ATTENDEE:..."                   | description      | escapeText                           |
 * | CR LF + "END:VEVENT" + a second VEVENT     | location (hall)  | escapeText                           |
 * | other control characters (NUL, ESC, DEL)   | title            | left out                             |
 * | backslash, semicolon, comma together       | title            | escaped, read back unchanged         |
 * | 300 octets of æøå and 4-octet emoji        | description      | folded at 75 octets, read back whole |
 * | CR LF in the event id                      | uid              | icsFor refuses                       |
 * | "@" twice, space, "/" in the uid           | uid              | icsFor refuses                       |
 * | CR LF or space in the URL                  | url              | icsFor refuses                       |
 * | "../x", "a/b", "a\b", ".", "", CR LF, "%2e" | event id -> path | icsPath refuses                      |
 * | an impossible start (NaN)                  | start            | icsFor refuses                       |
 */
describe("calendar injection: text stays in its property", () => {
  it.each([
    ["CR LF", "title", "Konsert\r\nATTENDEE:mailto:angriper@example.com"],
    ["a lone CR", "title", "Konsert\rATTENDEE:mailto:angriper@example.com"],
    ["a lone LF", "description", "Konsert\nATTENDEE:mailto:angriper@example.com"],
    ["a second event", "location", "Bojersalen\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:falsk@x\r\nSUMMARY:Falsk"],
    ["backslash, semicolon and comma", "title", "a\\;b,c\\\\n;"],
  ] as const)("%s in the %s", (_, field, text) => {
    const { events, event, names } = parsed(icsFor({ ...base, [field]: text }, NOW));
    expect(events).toHaveLength(1);
    expect(names).toEqual(EXPECTED_PROPERTIES);
    const property = field === "title" ? "summary" : field;
    expect(event.getFirstPropertyValue(property)).toBe(text.replace(/\r\n|\r/g, "\n"));
  });

  it("leaves other control characters out", () => {
    const { event } = parsed(icsFor({ ...base, title: "Kon\u0000sert\u001b\u007f" }, NOW));
    expect(event.getFirstPropertyValue("summary")).toBe("Konsert");
  });

  it("folds long UTF-8 text at 75 octets, never inside a character, and reads back whole", () => {
    const description = `${"Blåbærsyltetøy og rømmegrøt på Rissa! ".repeat(8)}🎻🎺🥁`;
    const ics = icsFor({ ...base, description }, NOW);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    expect(parsed(ics).event.getFirstPropertyValue("description")).toBe(description);
  });
});

describe("calendar injection: unsafe ids and URLs are refused", () => {
  it.each([
    ["an id with CR LF", "ev-1\r\nATTENDEE:mailto:x@example.com@www.rissakulturhus.no"],
    ["two @", "ev-1@evil@www.rissakulturhus.no"],
    ["a space", "ev 1@www.rissakulturhus.no"],
    ["a slash", "../ev-1@www.rissakulturhus.no"],
    ["no host", "ev-1"],
  ])("a UID with %s", (_, uid) => {
    expect(() => icsFor({ ...base, uid }, NOW)).toThrow(/^Calendar file: the UID/);
  });

  it.each([["https://x.example/a\r\nATTENDEE:x"], ["https://x.example/a b"], ["javascript:alert(1)"]])("the URL %j", (url) => {
    expect(() => icsFor({ ...base, url }, NOW)).toThrow(/^Calendar file: the URL/);
  });

  it.each([["../../tmp/x"], ["a/b"], ["a\\b"], ["."], [".."], [""], ["ev-1\r\n"], ["%2e%2e"], ["ev 1"]])(
    "the event id %j as a file name",
    (id) => {
      expect(() => icsPath(id)).toThrow(/is not a plain file name/);
    },
  );

  it("an impossible start", () => {
    expect(() => icsFor({ ...base, start: "2026-12-12T25:00+01:00" }, NOW)).toThrow(/is not a date and time/);
  });
});

describe("calendar feeds", () => {
  // A real iCalendar parser reads what calendar programs would.
  const base = { title: "Jazz, i Smia", location: "Smia", description: "d", url: "https://x/jazz", durationMinutes: 60 };
  const feed = icsFeed(
    {
      name: "Rissa kulturhus: program",
      events: [
        { ...base, uid: "a@x", start: "2027-06-11T19:00:00+02:00", sequence: 2, cancelled: false, category: "Konsert" },
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

  it("is the same file, long lines folded, whether each date's VEVENT is made for it or given", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    const long = { ...base, uid: "c@x", start: "2027-06-13T19:00:00+02:00", description: "Ærlig talt, ".repeat(20) };
    const events: CalendarEvent[] = [long, { ...base, uid: "d@x", start: "2027-06-14T19:00:00+02:00" }];
    const made = icsFeed({ name: "Rissa kulturhus: Konsert", events }, now);
    const given: CalendarEvent[] = [];
    const shared = icsFeed({ name: "Rissa kulturhus: Konsert", events }, now, (event) => {
      given.push(event);
      return icsEventBlock(event, now);
    });
    expect(shared).toBe(made);
    expect(given).toEqual(events);
    expect(made.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(made.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    // A file of one date and the feed hold its VEVENT alike.
    expect(made).toContain(icsFor(long, now).split("\r\n").slice(5, -2).join("\r\n"));
  });
});
