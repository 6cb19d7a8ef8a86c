/** @jest-environment node */
import fs from "fs";
import path from "path";
import { writeIfChanged } from "./write-if-changed";
import { scratchDir } from "../../src/test-utils/scratch-dir";

describe("writing a file only when it changed", () => {
  const dir = scratchDir("write-if-changed-");

  it("writes a new file, leaves an unchanged one alone, and writes a changed one", () => {
    const file = path.join(dir, "kalender", "ev-1.ics");
    expect(writeIfChanged(dir, "kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261122T120000Z\nSUMMARY:Jul\n")).toBe(true);
    const written = fs.statSync(file).mtimeMs;
    expect(writeIfChanged(dir, "/kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261122T120000Z\nSUMMARY:Jul\n")).toBe(false);
    expect(
      writeIfChanged(dir, "kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261123T080000Z\nSUMMARY:Jul\n", /^DTSTAMP:.*$/gm),
    ).toBe(false);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    expect(fs.readFileSync(file, "utf8")).toContain("20261122T120000Z");
    expect(
      writeIfChanged(
        dir,
        "kalender/ev-1.ics",
        "BEGIN:VCALENDAR\nDTSTAMP:20261123T080000Z\nSUMMARY:Julekonsert\n",
        /^DTSTAMP:.*$/gm,
      ),
    ).toBe(true);
    expect(fs.readFileSync(file, "utf8")).toContain("SUMMARY:Julekonsert");
  });

  it("never writes outside public/, changed or not", () => {
    expect(() => writeIfChanged(dir, "../utenfor.txt", "x")).toThrow(/outside public/);
  });
});
