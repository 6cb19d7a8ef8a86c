/** @jest-environment node */
import path from "path";
import { CALENDAR_SEQUENCE_FILE, datePrints, fingerprint, readRecord, sequenceFor, updateRecord } from "./calendar-sequence";
import { readProgrammeForCalendar } from "../sources/read-programme";

const facts = {
  title: "Julekonsert",
  start: "2026-12-12T18:00:00+01:00",
  durationMinutes: 90,
  hall: "Bojersalen",
  cancelled: false,
};

describe("calendar sequence numbers", () => {
  it("change with what a calendar shows, not with how the time is written", () => {
    expect(fingerprint(facts)).toBe(fingerprint({ ...facts, start: "2026-12-12T17:00:00Z" }));
    for (const other of [
      { start: "2026-12-12T19:00:00+01:00" },
      { hall: "Smia" },
      { cancelled: true },
      { durationMinutes: 120 },
      { title: "Julekonsert 2" },
    ])
      expect(fingerprint({ ...facts, ...other })).not.toBe(fingerprint(facts));
  });

  it("are raised once per change, start at 0 and keep dates that left the content", () => {
    const first = updateRecord({}, [{ id: "a", fingerprint: "1" }]);
    expect(first).toEqual({ a: { sequence: 0, fingerprint: "1" } });
    const second = updateRecord({ ...first, gone: { sequence: 3, fingerprint: "x" } }, [
      { id: "a", fingerprint: "2" },
      { id: "b", fingerprint: "1" },
    ]);
    expect(second).toEqual({
      a: { sequence: 1, fingerprint: "2" },
      b: { sequence: 0, fingerprint: "1" },
      gone: { sequence: 3, fingerprint: "x" },
    });
    expect(updateRecord(second, [{ id: "a", fingerprint: "2" }])).toEqual(second);
  });

  it("come from the record, or one past it when the record is behind the content", () => {
    const record = { a: { sequence: 2, fingerprint: "f" } };
    expect(sequenceFor(record, "a", "f")).toEqual({ sequence: 2, behind: false });
    expect(sequenceFor(record, "a", "g")).toEqual({ sequence: 3, behind: true });
    expect(sequenceFor(record, "b", "g")).toEqual({ sequence: 0, behind: true });
  });

  it("are committed up to date with content/ (run npm run calendar-sequence after changing a date)", async () => {
    const root = path.join(__dirname, "..", "..");
    const record = readRecord(path.join(root, CALENDAR_SEQUENCE_FILE));
    const prints = datePrints(await readProgrammeForCalendar(path.join(root, "content"), {}));
    expect(prints.filter(({ id, fingerprint: print }) => record[id]?.fingerprint !== print).map((p) => p.id)).toEqual([]);
  });
});
