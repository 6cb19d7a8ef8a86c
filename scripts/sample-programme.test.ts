import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { articleLater, contentAsOf, laterInOslo, productionLater, weeksBehind } from "./sample-programme";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe("the sample programme moved to the week it is built in", () => {
  it.each([
    ["the day itself", "2026-11-25", 0],
    ["six days on", "2026-12-01", 0],
    ["a week on", "2026-12-02", 1],
    ["the next summer", "2028-06-01", 79],
    ["years later", "2031-01-15", 216],
    ["a clock before the sample's day", "2025-01-01", 0],
  ])("%s: %s is %i whole weeks on", (_, now, weeks) => {
    expect(weeksBehind(day("2026-11-25"), day(now))).toBe(weeks);
  });

  it.each([
    ["winter to winter", "2026-12-12T18:00:00+01:00", 7, "2026-12-19T18:00:00+01:00"],
    ["winter to summer: the same clock time, the summer offset", "2027-03-20T19:00:00+01:00", 14, "2027-04-03T19:00:00+02:00"],
    ["summer to winter", "2027-10-23T19:30:00+02:00", 14, "2027-11-06T19:30:00+01:00"],
    ["over a year end", "2026-12-31T23:00:00+01:00", 7, "2027-01-07T23:00:00+01:00"],
    ["not a date-time: left as it is", "i morgen", 7, "i morgen"],
  ])("%s", (_, from, days, to) => {
    expect(laterInOslo(from, days)).toBe(to);
  });

  it("moves every date of a production and keeps the rest, and an article keeps its age", () => {
    const production = {
      id: "prod-1",
      title: "Julekonsert",
      events: [
        { id: "ev-1", start: "2026-12-12T18:00:00+01:00", hall: "Bojersalen", status: "soldOut" },
        { id: "ev-2", start: "2026-12-13T16:00:00+01:00", hall: "Bojersalen" },
      ],
    };
    expect(productionLater(production, 2)).toEqual({
      id: "prod-1",
      title: "Julekonsert",
      events: [
        { id: "ev-1", start: "2026-12-26T18:00:00+01:00", hall: "Bojersalen", status: "soldOut" },
        { id: "ev-2", start: "2026-12-27T16:00:00+01:00", hall: "Bojersalen" },
      ],
    });
    expect(articleLater({ slug: "a", updatedAt: 1_000, title: "A" }, 1)).toEqual({
      slug: "a",
      updatedAt: 1_000 + 604_800_000,
      title: "A",
    });
    expect(productionLater("not a production", 3)).toBe("not a production");
  });

  it("moves a schedule with the dates, in Oslo time across summer time", () => {
    const production = { id: "p", publishAt: "2027-03-20T12:00:00+01:00", unpublishAt: "2027-04-01T00:00:00+02:00", events: [] };
    expect(productionLater(production, 2)).toEqual({
      id: "p",
      publishAt: "2027-04-03T12:00:00+02:00",
      unpublishAt: "2027-04-15T00:00:00+02:00",
      events: [],
    });
    expect(articleLater({ slug: "a", publishAt: "2027-03-20T12:00:00+01:00" }, 2)).toEqual({
      slug: "a",
      publishAt: "2027-04-03T12:00:00+02:00",
    });
  });

  it("moves a production's ticket sale start with its dates", () => {
    const production = {
      id: "prod-2",
      fields: { category: "Musikal", ticketSaleStart: "2026-12-01T10:00:00+01:00" },
      events: [{ id: "ev-3", start: "2027-03-06T18:00:00+01:00", hall: "Bojersalen" }],
    };
    expect(productionLater(production, 1)).toEqual({
      id: "prod-2",
      fields: { category: "Musikal", ticketSaleStart: "2026-12-08T10:00:00+01:00" },
      events: [{ id: "ev-3", start: "2027-03-13T18:00:00+01:00", hall: "Bojersalen" }],
    });
  });

  describe("contentAsOf", () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "eksempel-test-"));
      fs.mkdirSync(path.join(dir, "productions"));
      fs.writeFileSync(
        path.join(dir, "productions", "a.json"),
        JSON.stringify({ id: "p", events: [{ id: "e", start: "2026-12-12T18:00:00+01:00" }] }),
      );
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
    const startIn = (folder: string) =>
      (JSON.parse(fs.readFileSync(path.join(folder, "productions", "a.json"), "utf8")) as { events: { start: string }[] })
        .events[0].start;

    it("builds a venue's own content (no SAMPLE.md) as written, on any date", () => {
      expect(contentAsOf(dir, day("2031-01-15"))).toEqual({ dir, weeks: 0 });
    });

    it("builds the sample from a moved copy, and leaves content/ as it was", () => {
      fs.writeFileSync(path.join(dir, "SAMPLE.md"), "# Sample\n\ndates-as-of: 2026-11-25\n");
      const moved = contentAsOf(dir, day("2026-12-10"));
      try {
        expect(moved.weeks).toBe(2);
        expect(moved.dir).not.toBe(dir);
        expect(startIn(moved.dir)).toBe("2026-12-26T18:00:00+01:00");
        expect(startIn(dir)).toBe("2026-12-12T18:00:00+01:00");
      } finally {
        fs.rmSync(moved.dir, { recursive: true, force: true });
      }
    });

    it("moves into the same folder each time, rewriting only the files that changed and dropping removed ones", () => {
      fs.writeFileSync(path.join(dir, "SAMPLE.md"), "# Sample\n\ndates-as-of: 2026-11-25\n");
      fs.writeFileSync(path.join(dir, "productions", "b.json"), JSON.stringify({ id: "b", events: [] }));
      const first = contentAsOf(dir, day("2026-12-10"));
      try {
        const untouched = path.join(first.dir, "SAMPLE.md");
        fs.utimesSync(untouched, new Date(0), new Date(0));
        fs.utimesSync(path.join(first.dir, "productions", "a.json"), new Date(0), new Date(0));
        fs.writeFileSync(
          path.join(dir, "productions", "a.json"),
          JSON.stringify({ id: "p", events: [{ id: "e", start: "2026-12-13T18:00:00+01:00" }] }),
        );
        fs.rmSync(path.join(dir, "productions", "b.json"));
        const second = contentAsOf(dir, day("2026-12-10"));
        expect(second.dir).toBe(first.dir);
        expect(startIn(second.dir)).toBe("2026-12-27T18:00:00+01:00");
        expect(fs.statSync(untouched).mtimeMs).toBe(0);
        expect(fs.statSync(path.join(second.dir, "productions", "a.json")).mtimeMs).not.toBe(0);
        expect(fs.existsSync(path.join(second.dir, "productions", "b.json"))).toBe(false);
      } finally {
        fs.rmSync(first.dir, { recursive: true, force: true });
      }
    });

    it("says what it expects of a SAMPLE.md without its date line", () => {
      fs.writeFileSync(path.join(dir, "SAMPLE.md"), "# Sample\n");
      expect(() => contentAsOf(dir, day("2026-12-10"))).toThrow('expected a line "dates-as-of: YYYY-MM-DD"');
    });
  });
});
