/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { ContentError, parseContentFile } from "./parse-content";

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "site.json"), "utf8"));
const notice = {
  id: "heis",
  text: "Heisen er ute av drift.",
  severity: "warning",
  from: "2026-12-01T09:00:00+01:00",
  to: "2026-12-01T15:00:00+01:00",
};
const parseSite = (notices: unknown) => parseContentFile("content/site.json", "site.json", JSON.stringify({ ...site, notices }));
const problems = (notices: unknown): string[] => {
  try {
    parseSite(notices);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split("\n");
  }
  throw new Error("expected a ContentError, but the notices were accepted");
};

describe("urgent notices in content/site.json", () => {
  it("accepts notices of each severity, and none", () => {
    const all = ["info", "warning", "critical"].map((severity, i) => ({ ...notice, id: `n${i}`, severity }));
    expect(parseSite(all)).toMatchObject({ kind: "site", data: { notices: all } });
    expect(parseSite([])).toMatchObject({ kind: "site", data: { notices: [] } });
  });

  it("names the file, field and what was expected for each wrong field", () => {
    expect(
      problems([{ ...notice, severity: "urgent", from: "2026-02-30T09:00:00+01:00", to: undefined, colour: "red" }]),
    ).toEqual([
      'content/site.json: notices[0].severity: expected one of "info", "warning", "critical", got "urgent"',
      expect.stringMatching(
        /^content\/site\.json: notices\[0\]\.from: expected a real date and time with offset, .*, got "2026-02-30T09:00:00\+01:00"$/,
      ),
      "content/site.json: notices[0].to: expected a text, got nothing (the field is missing)",
      expect.stringMatching(
        /^content\/site\.json: notices\[0\]\.colour: expected no such field \(known: id, text, severity, from, to\)/,
      ),
    ]);
  });

  it("refuses an end before the start, a text too long for a screen, an id used twice, and a text on two lines", () => {
    expect(
      problems([
        { ...notice, to: notice.from },
        { ...notice, id: "lang", text: "Ord ".repeat(41).trim() },
        { ...notice, id: "heis" },
      ]),
    ).toEqual([
      'content/site.json: notices[0].to: expected a moment after "from" (2026-12-01T09:00:00+01:00), got "2026-12-01T09:00:00+01:00"',
      "content/site.json: notices[1].text: expected a text of at most 160 characters (a lobby screen shows it to be read from 5 m), got 163 characters",
      'content/site.json: notices[2].id: expected an id no other notice has, got "heis"',
    ]);
    expect(problems([{ ...notice, text: "To\nlinjer" }])[0]).toMatch(/^content\/site\.json: notices\[0\]\.text: expected .*line/);
  });
});
