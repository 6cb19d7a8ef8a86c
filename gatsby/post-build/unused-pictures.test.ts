/** @jest-environment node */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { removeUnusedPictures } from "./unused-pictures";
import { scratchDir } from "../../src/test-utils/scratch-dir";

/**
 * Pictures no page uses, the class: a made picture stays while any file of the build names it, and
 * goes when none does.
 *
 * | where the picture is named                          | kept  |
 * |-----------------------------------------------------|-------|
 * | page data (a block's srcSet), static query results  | yes   |
 * | a page's HTML (srcset, og:image's absolute address)  | yes   |
 * | a lobby screen's page data (its screenRow crop)      | yes   |
 * | the programme index                                  | yes   |
 * | only in a compressed copy of a removed page          | no    |
 * | nowhere (a withdrawn item's, an old crop)            | no    |
 * | a half file of a build that stopped (.part)          | no    |
 */
describe("pictures no page uses", () => {
  let publicDir: string;
  const put = (relative: string, data: string | Buffer = "x") => {
    fs.mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, relative), data);
  };
  const pictures = () => fs.readdirSync(path.join(publicDir, "static", "img")).sort();

  beforeEach(() => {
    publicDir = path.join(scratchDir("pictures-"), "public");
    for (const name of [
      "a-480x270-1.webp",
      "a-480x270-1.jpg",
      "b-1200x630-2.jpg",
      "c-360x360-3.jpg",
      "d-640x360-4.avif",
      "e-200x133-5.webp",
      "gone-480x270-6.webp",
      "old-480x270-7.webp",
      "half-480x270-8.webp.123.part",
    ])
      put(`static/img/${name}`);
  });

  it("keeps every picture a file of the build names and removes the others", () => {
    put(
      "page-data/a/page-data.json",
      JSON.stringify({
        result: { pictures: [{ srcSet: "/static/img/a-480x270-1.webp 480w", src: "/static/img/a-480x270-1.jpg" }] },
      }),
    );
    put("a/index.html", '<meta property="og:image" content="https://www.rissakulturhus.no/static/img/b-1200x630-2.jpg">');
    put("page-data/sq/d/123.json", '{"data":{"logo":"/static/img/d-640x360-4.avif"}}');
    put("page-data/program-skjerm/page-data.json", '{"rows":[{"photo":"/static/img/c-360x360-3.jpg"}]}');
    put("programme-index.json", '[{"p":"/static/img/e-200x133-5.webp"}]');
    put("gone/index.html.br", zlib.brotliCompressSync('<img src="/static/img/gone-480x270-6.webp">'));

    expect(removeUnusedPictures(publicDir).sort()).toEqual([
      "static/img/gone-480x270-6.webp",
      "static/img/half-480x270-8.webp.123.part",
      "static/img/old-480x270-7.webp",
    ]);
    expect(pictures()).toEqual([
      "a-480x270-1.jpg",
      "a-480x270-1.webp",
      "b-1200x630-2.jpg",
      "c-360x360-3.jpg",
      "d-640x360-4.avif",
      "e-200x133-5.webp",
    ]);
  });

  it("does nothing without made pictures", () => {
    fs.rmSync(path.join(publicDir, "static"), { recursive: true });
    expect(removeUnusedPictures(publicDir)).toEqual([]);
  });
});
