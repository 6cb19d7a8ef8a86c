/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import zlib from "zlib";
import { brotliQuality, FIRST_ROUND_TRIP_BYTES, precompress } from "./precompress";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = "<!doctype html><title>Kulturprogram</title>" + "<p>Konsert i Bojersalen</p>".repeat(100);

describe("compressed copies of the site's text files", () => {
  it("writes a .gz and a .br beside each text file that holds them, and none beside pictures or tiny files", async () => {
    fs.mkdirSync(path.join(dir, "kulturprogram"));
    fs.writeFileSync(path.join(dir, "kulturprogram", "index.html"), page);
    fs.writeFileSync(path.join(dir, "kalender.ics"), "BEGIN:VCALENDAR\r\n".repeat(40));
    fs.writeFileSync(path.join(dir, "bilde.webp"), Buffer.alloc(4096));
    fs.writeFileSync(path.join(dir, "liten.json"), "{}");
    expect(await precompress(dir)).toEqual({ written: 4, kept: 0, removed: 0 });
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "kulturprogram", "index.html.gz"))).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "kulturprogram", "index.html.br"))).toString()).toBe(page);
    expect(fs.existsSync(path.join(dir, "kalender.ics.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "bilde.webp.gz"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "liten.json.gz"))).toBe(false);
  });

  it("makes no copies of a dotfile, which is never served, and removes those an earlier build made", async () => {
    fs.writeFileSync(path.join(dir, ".derived-files.json"), JSON.stringify(Array(100).fill("kalender/ev-1.ics")));
    fs.writeFileSync(path.join(dir, ".derived-files.json.br"), "old");
    await precompress(dir);
    expect(fs.readdirSync(dir)).toEqual([".derived-files.json"]);
  });

  it("keeps copies that still hold their file, writes changed ones again, and removes those whose file is gone", async () => {
    fs.writeFileSync(path.join(dir, "a.html"), page);
    fs.writeFileSync(path.join(dir, "b.js"), "console.log('b');".repeat(50));
    await precompress(dir);
    fs.writeFileSync(path.join(dir, "a.html"), page.replace("Kulturprogram", "Program"));
    fs.rmSync(path.join(dir, "b.js"));
    expect(await precompress(dir)).toEqual({ written: 2, kept: 0, removed: 2 });
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "a.html.gz"))).toString()).toContain("<title>Program");
    expect(fs.readdirSync(dir).sort()).toEqual(["a.html", "a.html.br", "a.html.gz"]);
    expect(await precompress(dir)).toEqual({ written: 0, kept: 2, removed: 0 });
  });

  it("spends brotli's slow quality on the few shared scripts and style sheets, not on the thousands of pages", () => {
    const kb = 1024;
    expect(
      [
        ["index.html", 60 * kb],
        ["page-data/a/page-data.json", 20 * kb],
        ["kalender/ev-1.ics", kb],
        ["app-0123.js", 60 * kb],
        ["styles.0123.css", 40 * kb],
        ["framework-0123.js", 140 * kb],
        ["search-index.json", 900 * kb],
        ["program/index.html", 200 * kb],
      ].map(([file, size]) => `${file} ${brotliQuality(file as string, size as number)}`),
    ).toEqual([
      "index.html 8",
      "page-data/a/page-data.json 8",
      "kalender/ev-1.ics 8",
      "app-0123.js 10",
      "styles.0123.css 10",
      "framework-0123.js 5",
      "search-index.json 5",
      "program/index.html 5",
    ]);
  });

  it("makes a page's copy again at brotli's best when it is too large to come in the first round trip", async () => {
    // A listing of 3,500 links to addresses of six letters no pattern repeats (a fixed sequence): too much for the bound.
    let seed = 7;
    const letter = () => String.fromCharCode(97 + (((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 8) % 26));
    const big = Array.from(
      { length: 3500 },
      () => `<li class="card"><a href="/${Array.from({ length: 6 }, letter).join("")}">Konsert</a></li>`,
    ).join("");
    fs.writeFileSync(path.join(dir, "stor.html"), big);
    fs.writeFileSync(path.join(dir, "stor.json"), big);
    fs.writeFileSync(path.join(dir, "liten.html"), page);
    // Four times as much: no quality brings it into the round trip, and it is not tried.
    const huge = big + big.split("").reverse().join("") + big.toUpperCase() + big.replace(/[aeiou]/g, "y");
    fs.writeFileSync(path.join(dir, "svaer.html"), huge);
    await precompress(dir);
    const brotli = (data: string, quality: number) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
        },
      });
    const copy = (file: string) => fs.readFileSync(path.join(dir, file));
    const usual = brotli(big, brotliQuality("stor.html", Buffer.byteLength(big)));
    expect(usual.length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    expect(copy("stor.html.br").equals(brotli(big, 11))).toBe(true);
    expect(copy("stor.html.br").length).toBeLessThan(usual.length);
    // Only pages: the other files keep their usual quality, as does a page that comes in the round trip.
    expect(copy("stor.json.br").equals(usual)).toBe(true);
    expect(copy("liten.html.br").equals(brotli(page, 8))).toBe(true);
    expect(copy("svaer.html.br").equals(brotli(huge, brotliQuality("svaer.html", Buffer.byteLength(huge))))).toBe(true);
  });
});
