/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import ICAL from "ical.js";
import { featureSets, writeCalendarFiles } from "./calendar-files";
import { testSite } from "../../src/test-utils/site";
import { googleCalendarUrl, outlookCalendarUrl, filteredFeedPath } from "../../src/features/calendar";

const { venue } = testSite.siteDefinition;
const site = { venue, siteUrl: "https://www.rissakulturhus.no", host: "www.rissakulturhus.no", name: "Rissa kulturhus" };
const production = (
  id: string,
  category: string,
  accessibility: string[],
  events: { id: string; start: string; accessibility?: string[] }[],
  ticketSaleStart?: string,
) =>
  ({
    contentId: id,
    title: `Tittel ${id}`,
    pageReference: `side-${id}`,
    contents: [{ summary: "Kort om det" }],
    fields: { category, accessibility, duration: 90, ...(ticketSaleStart ? { ticketSaleStart } : {}) },
    events: events.map((e) => ({ hall: "Bojersalen", ...e })),
  }) as Parameters<typeof writeCalendarFiles>[1][number];

const productions = [
  production(
    "p1",
    "Konsert",
    ["teleslynge"],
    [
      { id: "a1", start: "2027-01-10T19:00:00+01:00" },
      { id: "a2", start: "2027-01-11T19:00:00+01:00", accessibility: ["tekstet"] },
    ],
    "2026-12-01T10:00:00+01:00",
  ),
  production("p2", "Film", [], [{ id: "b1", start: "2027-01-12T18:00:00+01:00", accessibility: ["tekstet", "syntolket"] }]),
];

function uids(dir: string, file: string | null) {
  expect(file).not.toBeNull();
  const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(path.join(dir, file as string), "utf8")));
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).uid.split("@")[0]);
}

describe("calendar files that follow the programme's filters", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kalender-"));
  let result: Awaited<ReturnType<typeof writeCalendarFiles>>;
  beforeAll(async () => {
    result = await writeCalendarFiles(dir, productions, site, {}, Date.parse("2026-11-25T11:00:00Z"));
  });

  it("makes a feed per access feature, per pair, and within each category, each read by an iCalendar parser", () => {
    expect(uids(dir, filteredFeedPath(null, []))).toEqual(["a1", "a2", "b1"]);
    expect(uids(dir, filteredFeedPath("Konsert", []))).toEqual(["a1", "a2"]);
    expect(uids(dir, filteredFeedPath(null, ["tekstet"]))).toEqual(["a2", "b1"]);
    expect(uids(dir, filteredFeedPath(null, ["teleslynge", "tekstet"]))).toEqual(["a2"]);
    expect(uids(dir, filteredFeedPath("Film", ["tekstet", "syntolket"]))).toEqual(["b1"]);
    expect(uids(dir, filteredFeedPath("Konsert", ["tekstet"]))).toEqual(["a2"]);
    // No empty feeds but the whole programme's; none for three features.
    expect(fs.existsSync(path.join(dir, filteredFeedPath("Film", ["teleslynge"]) as string))).toBe(false);
    expect(filteredFeedPath(null, ["teleslynge", "tekstet", "syntolket"])).toBeNull();
    expect(featureSets(["tekstet", "teleslynge", "syntolket"])).toEqual([
      ["teleslynge"],
      ["teleslynge", "tekstet"],
      ["teleslynge", "syntolket"],
      ["tekstet"],
      ["tekstet", "syntolket"],
      ["syntolket"],
    ]);
    expect([...result.behind].sort()).toEqual(["a1", "a2", "b1", "billettsalg/p1"]);
  });

  it("gives a ticket sale start a calendar entry of its own", () => {
    const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(path.join(dir, "kalender/billettsalg/p1.ics"), "utf8")));
    const [sale] = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(sale.uid).toBe("billettsalg-p1@www.rissakulturhus.no");
    expect(sale.summary).toBe("Billettsalget starter: Tittel p1");
    expect(sale.startDate.toJSDate().toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(sale.endDate.toJSDate().toISOString()).toBe("2026-12-01T09:15:00.000Z");
    expect(fs.existsSync(path.join(dir, "kalender/billettsalg/p2.ics"))).toBe(false);
  });
});

describe("Legg i kalender on the web", () => {
  const event = {
    title: "Jazz & vin",
    start: "2027-01-29T19:30:00+01:00",
    durationMinutes: 90,
    location: "Smia",
    description: "Linje 1\nLinje 2",
  };

  it("fills in Google Calendar's and Outlook's new-event forms, in UTC", () => {
    const google = new URL(googleCalendarUrl(event) as string);
    expect(google.origin).toBe("https://calendar.google.com");
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      action: "TEMPLATE",
      text: "Jazz & vin",
      dates: "20270129T183000Z/20270129T200000Z",
      location: "Smia",
      details: "Linje 1\nLinje 2",
    });
    const outlook = new URL(outlookCalendarUrl(event) as string);
    expect(outlook.origin).toBe("https://outlook.live.com");
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({
      subject: "Jazz & vin",
      startdt: "2027-01-29T18:30:00Z",
      enddt: "2027-01-29T20:00:00Z",
      rru: "addevent",
    });
  });

  it("gives no link for a start that is not a time", () => {
    expect(googleCalendarUrl({ ...event, start: "i morgen" })).toBeNull();
    expect(outlookCalendarUrl({ ...event, start: "i morgen" })).toBeNull();
  });
});
