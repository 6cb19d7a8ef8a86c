/** @jest-environment node */
import fs from "fs";
import path from "path";
import { DERIVED_FILES_PATH, pageDataFile, pageHtmlFile, removeWithdrawnFiles } from "./derived-files";
import { OutsidePublicError } from "./public-files";
import { scratchDir } from "../../src/test-utils/scratch-dir";

/**
 * What a build derives from content is a complete set, the class: a file the last build derived
 * and this one does not is removed, with its compressed copies, whatever made it go.
 *
 * | variant                                          | example                                     | handled               |
 * |--------------------------------------------------|---------------------------------------------|-----------------------|
 * | an item unpublished, deleted or renamed           | kalender/ev-1.ics, page-data/a/page-data.json | removed with .gz, .br |
 * | a feed no date is in any more                     | kalender/kategori/humor.ics                 | removed               |
 * | a folder left empty                               | page-data/a/, a/                            | removed               |
 * | no list (first build with it, or list lost)       | a stale kalender/ev-0.ics                   | removed (owned folder)|
 * | a file still derived, another writer's file       | kalender/ev-2.ics, app-123.js               | kept                  |
 * | a tampered list                                   | "../outside", a link out                     | refused, nothing gone |
 * | a list that is not a list                         | "{", {"a":1}                                | read as empty         |
 */
describe("removing what the last build derived and this one does not", () => {
  let outside: string;
  let publicDir: string;
  const put = (relative: string, text = "x") => {
    fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, relative), text);
  };
  const has = (relative: string) => fs.existsSync(path.join(publicDir, relative));
  const list = () => JSON.parse(fs.readFileSync(path.join(publicDir, DERIVED_FILES_PATH), "utf8")) as string[];

  beforeEach(() => {
    outside = scratchDir("derived-");
    publicDir = path.join(outside, "public");
    fs.mkdirSync(publicDir);
  });

  it("removes a withdrawn item's files and their copies, keeps the rest, and lists what is derived now", () => {
    const first = [
      "kalender/ev-1.ics",
      "kalender/ev-2.ics",
      "/kalender/kategori/humor.ics",
      "a/index.html",
      "page-data/a/page-data.json",
    ];
    for (const file of [...first, "kalender/ev-1.ics.gz", "kalender/ev-1.ics.br", "a/index.html.br", "app-123.js"])
      put(file.replace(/^\//, ""));
    expect(removeWithdrawnFiles(publicDir, first)).toEqual([]);
    expect(list()).toEqual([
      ".derived-files.json",
      "a/index.html",
      "kalender/ev-1.ics",
      "kalender/ev-2.ics",
      "kalender/kategori/humor.ics",
      "page-data/a/page-data.json",
    ]);

    const removed = removeWithdrawnFiles(publicDir, ["kalender/ev-2.ics"]);
    expect(removed.sort()).toEqual([
      "a/index.html",
      "kalender/ev-1.ics",
      "kalender/kategori/humor.ics",
      "page-data/a/page-data.json",
    ]);
    for (const gone of [
      "kalender/ev-1.ics",
      "kalender/ev-1.ics.gz",
      "kalender/ev-1.ics.br",
      "a/index.html.br",
      "a",
      "page-data/a",
      "kalender/kategori",
    ])
      expect(has(gone)).toBe(false);
    expect(has("kalender/ev-2.ics")).toBe(true);
    expect(has("app-123.js")).toBe(true); // Not derived from content: webpack's, never touched.
    expect(list()).toEqual([".derived-files.json", "kalender/ev-2.ics"]);
  });

  it("clears an owned folder of what is not derived now, list or no list", () => {
    put("kalender/ev-0.ics");
    put("kalender/ev-0.ics.br");
    put("kalender/billettsalg/prod-1.ics");
    put("kalender/ev-2.ics");
    put("bilder/x.txt");
    expect(removeWithdrawnFiles(publicDir, ["kalender/ev-2.ics"], ["/kalender"]).sort()).toEqual([
      "kalender/billettsalg/prod-1.ics",
      "kalender/ev-0.ics",
    ]);
    expect(has("kalender/ev-0.ics.br")).toBe(false);
    expect(has("kalender/ev-2.ics")).toBe(true);
    expect(has("bilder/x.txt")).toBe(true);
  });

  it.each([["{"], ['{"a":1}'], ["[1, null]"]])("reads a list it cannot use (%s) as none", (text) => {
    put(".derived-files.json", text);
    put("a.txt");
    expect(removeWithdrawnFiles(publicDir, [])).toEqual([]);
    expect(has("a.txt")).toBe(true);
  });

  it.each([["../outside.txt"], ["/../outside.txt"], ["ut/outside.txt"]])(
    "refuses a list that names %s, and removes nothing outside",
    (name) => {
      fs.writeFileSync(path.join(outside, "outside.txt"), "keep");
      fs.symlinkSync(outside, path.join(publicDir, "ut"));
      put(".derived-files.json", JSON.stringify([name]));
      expect(() => removeWithdrawnFiles(publicDir, [])).toThrow(OutsidePublicError);
      expect(fs.readFileSync(path.join(outside, "outside.txt"), "utf8")).toBe("keep");
    },
  );

  it("names a page's files as Gatsby writes them", () => {
    expect(pageHtmlFile("/")).toBe("index.html");
    expect(pageHtmlFile("/kulturprogram")).toBe("kulturprogram/index.html");
    expect(pageHtmlFile("/kulturprogram/side/2/")).toBe("kulturprogram/side/2/index.html");
    expect(pageHtmlFile("/404.html")).toBe("404.html");
    expect(pageDataFile("/")).toBe("page-data/index/page-data.json");
    expect(pageDataFile("/kulturprogram/side/2/")).toBe("page-data/kulturprogram/side/2/page-data.json");
    expect(pageDataFile("/404.html")).toBe("page-data/404.html/page-data.json");
  });
});
