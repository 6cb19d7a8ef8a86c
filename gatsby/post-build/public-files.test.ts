/** @jest-environment node */
import fs from "fs";
import path from "path";
import { OutsidePublicError, writePublicFile, writePublicFileAsync } from "./public-files";
import { scratchDir } from "../../src/test-utils/scratch-dir";

/**
 * Files outside public/, the class: whatever name a build step is handed (from content ids, paths
 * or a bug), nothing lands outside public/.
 *
 * | variant                                   | example                         | handled           |
 * |-------------------------------------------|---------------------------------|-------------------|
 * | ".." segments                             | kalender/../../x.ics            | refused           |
 * | ".." after a leading slash                | /../x                           | refused           |
 * | an absolute path elsewhere                | /tmp/... (as the site's root)   | kept inside       |
 * | backslashes (not separators on Linux)     | kalender\..\x                   | one file inside   |
 * | a control character / line break in a name| kalender/a\r\nb.ics             | refused           |
 * | public/ itself                            | "" or "/"                       | refused           |
 * | a folder in public/ that links outside    | public/ut -> /tmp/elsewhere     | refused           |
 * | a file in public/ that is a link          | public/robots.txt -> elsewhere  | refused           |
 *
 * Both writers follow these rules: writePublicFile, and writePublicFileAsync (the compressed copies
 * and the calendar files).
 */
describe.each([
  ["writePublicFile", async (dir: string, name: string, data: string) => writePublicFile(dir, name, data)],
  ["writePublicFileAsync", (dir: string, name: string, data: string) => writePublicFileAsync(dir, name, Buffer.from(data))],
])("writing beside the built pages (%s)", (_name, write) => {
  let outside: string;
  let publicDir: string;
  beforeEach(() => {
    outside = scratchDir("outside-");
    publicDir = path.join(outside, "site", "public");
    fs.mkdirSync(publicDir, { recursive: true });
  });

  const filesOutside = () =>
    fs
      .readdirSync(outside, { recursive: true })
      .map(String)
      .filter((f) => !f.startsWith(path.join("site", "public")) && f !== "site" && f !== "elsewhere");

  it("writes a file under public/, making its folders", async () => {
    const written = await write(publicDir, "kalender/ev-1.ics", "BEGIN:VCALENDAR");
    expect(written).toBe(path.join(publicDir, "kalender", "ev-1.ics"));
    expect(fs.readFileSync(written, "utf8")).toBe("BEGIN:VCALENDAR");
    await write(publicDir, "/robots.txt", "User-agent: *");
    expect(fs.existsSync(path.join(publicDir, "robots.txt"))).toBe(true);
  });

  it.each([
    ["kalender/../../x.ics"],
    ["../x"],
    ["/../x"],
    ["a/../../../x"],
    [""],
    ["/"],
    ["kalender/a\r\nb.ics"],
    ["x\u0000.ics"],
  ])("refuses %j", async (name) => {
    await expect(write(publicDir, name, "x")).rejects.toThrow(OutsidePublicError);
    expect(filesOutside()).toEqual([]);
  });

  it("keeps an absolute path inside public/ (it is read from the site's root)", async () => {
    const written = await write(publicDir, path.join(outside, "x.txt"), "x");
    expect(written.startsWith(publicDir + path.sep)).toBe(true);
    expect(filesOutside()).toEqual([]);
  });

  it("takes a backslash as part of a name, not as a way up", async () => {
    const written = await write(publicDir, "kalender\\..\\x", "x");
    expect(path.dirname(written)).toBe(publicDir);
  });

  it("refuses to write through a link that leads out of public/", async () => {
    fs.mkdirSync(path.join(outside, "elsewhere"));
    fs.symlinkSync(path.join(outside, "elsewhere"), path.join(publicDir, "ut"));
    await expect(write(publicDir, "ut/x.ics", "x")).rejects.toThrow(/a folder on the way is a link out of public/);
    fs.writeFileSync(path.join(outside, "elsewhere", "target.txt"), "original");
    fs.symlinkSync(path.join(outside, "elsewhere", "target.txt"), path.join(publicDir, "robots.txt"));
    await expect(write(publicDir, "robots.txt", "x")).rejects.toThrow(/the file is a link/);
    expect(fs.readFileSync(path.join(outside, "elsewhere", "target.txt"), "utf8")).toBe("original");
  });
});
