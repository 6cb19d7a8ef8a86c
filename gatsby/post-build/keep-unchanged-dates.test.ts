/** @jest-environment node */
import fs from "fs";
import path from "path";
import { keepUnchangedDates } from "./keep-unchanged-dates";
import { scratchDir } from "../../src/test-utils/scratch-dir";

describe("a rebuild's files", () => {
  const root = scratchDir("dates-");
  const publicDir = path.join(root, "public");
  const manifest = path.join(root, ".cache", "published-files.json");
  const write = (file: string, text: string, secondsAgo: number) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
    const t = Date.now() / 1000 - secondsAgo;
    fs.utimesSync(path.join(publicDir, file), t, t);
  };
  const mtime = (file: string) => fs.statSync(path.join(publicDir, file)).mtimeMs;

  it("keep the last build's date when their bytes are the same, and get a new one when they changed", () => {
    write("index.html", "<p>Forside</p>", 600);
    write("kalender/ev-1.ics", "BEGIN:VCALENDAR", 600);
    write("images/kart.svg", "<svg/>", 600);
    expect(keepUnchangedDates(publicDir, manifest)).toEqual({ kept: 0, changed: 3 });
    const first = { page: mtime("index.html"), calendar: mtime("kalender/ev-1.ics"), image: mtime("images/kart.svg") };

    // The next build writes all three again; only the calendar file with other bytes.
    write("index.html", "<p>Forside</p>", 0);
    write("kalender/ev-1.ics", "BEGIN:VCALENDAR\nSEQUENCE:1", 0);
    write("images/kart.svg", "<svg/>", 0);
    write("ny/index.html", "<p>Ny</p>", 0);
    expect(keepUnchangedDates(publicDir, manifest)).toEqual({ kept: 2, changed: 2 });
    expect(mtime("index.html")).toBe(first.page);
    expect(mtime("images/kart.svg")).toBe(first.image);
    expect(mtime("kalender/ev-1.ics")).toBeGreaterThan(first.calendar);

    // A build that writes nothing leaves every date as it is.
    const second = filesWithDates();
    expect(keepUnchangedDates(publicDir, manifest)).toEqual({ kept: 0, changed: 0 });
    expect(filesWithDates()).toEqual(second);
  });

  const filesWithDates = () => ["index.html", "kalender/ev-1.ics", "images/kart.svg", "ny/index.html"].map((f) => [f, mtime(f)]);
});
