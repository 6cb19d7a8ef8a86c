/** @jest-environment node */
import fs from "fs";
import path from "path";
import { writeIfChanged, writeIfChangedAsync } from "./write-if-changed";
import { scratchDir } from "../../src/test-utils/scratch-dir";

// The same rules, whether one file is written (writeIfChanged) or thousands (writeIfChangedAsync).
describe.each([
  ["writeIfChanged", async (...args: Parameters<typeof writeIfChanged>) => writeIfChanged(...args)],
  ["writeIfChangedAsync", writeIfChangedAsync],
])("writing a file only when it changed (%s)", (_name, write) => {
  const dir = scratchDir("write-if-changed-");

  it("writes a new file, leaves an unchanged one alone, and writes a changed one", async () => {
    const file = path.join(dir, "kalender", "ev-1.ics");
    expect(await write(dir, "kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261122T120000Z\nSUMMARY:Jul\n")).toBe(true);
    const written = fs.statSync(file).mtimeMs;
    expect(await write(dir, "/kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261122T120000Z\nSUMMARY:Jul\n")).toBe(false);
    expect(
      await write(dir, "kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261123T080000Z\nSUMMARY:Jul\n", /^DTSTAMP:.*$/gm),
    ).toBe(false);
    expect(fs.statSync(file).mtimeMs).toBe(written);
    expect(fs.readFileSync(file, "utf8")).toContain("20261122T120000Z");
    expect(
      await write(dir, "kalender/ev-1.ics", "BEGIN:VCALENDAR\nDTSTAMP:20261123T080000Z\nSUMMARY:Julekonsert\n", /^DTSTAMP:.*$/gm),
    ).toBe(true);
    expect(fs.readFileSync(file, "utf8")).toContain("SUMMARY:Julekonsert");
  });

  it("never writes outside public/, changed or not", async () => {
    await expect(write(dir, "../utenfor.txt", "x")).rejects.toThrow(/outside public/);
    expect(fs.existsSync(path.join(dir, "..", "utenfor.txt"))).toBe(false);
  });
});
