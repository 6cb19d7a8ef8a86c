import fs from "fs";
import os from "os";
import path from "path";
import { pageCode, pageCodeFile } from "./page-code";
import { readPageCode } from "../../src/features/offline/contract";

const stats = {
  namedChunkGroups: {
    app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "styles.2.css" }, { name: "app-3.js" }] },
    "component---src-pages-husket-tsx": { assets: [{ name: "styles.2.css" }, { name: "component---src-pages-husket-tsx-4.js" }] },
    "component---src-templates-page-tsx": { assets: [{ name: "490-5.js" }, { name: "component---src-templates-page-tsx-6.js" }] },
    "notice-bar": { assets: [{ name: "notice-bar-7.js" }] },
  },
};

describe("the page code table", () => {
  it("lists each page template's scripts by URL path, and nothing else", () => {
    expect(pageCode(stats)).toEqual({
      "component---src-pages-husket-tsx": ["/component---src-pages-husket-tsx-4.js"],
      "component---src-templates-page-tsx": ["/490-5.js", "/component---src-templates-page-tsx-6.js"],
    });
  });

  it("fails the build when webpack's stats have no page template, or one without a script", () => {
    expect(() => pageCode({ namedChunkGroups: { app: stats.namedChunkGroups.app } })).toThrow(/no page template/);
    expect(() => pageCode({})).toThrow(/no page template/);
    expect(() => pageCode({ namedChunkGroups: { "component---x": { assets: [{ name: "styles.2.css" }] } } })).toThrow(
      /component---x has no script/,
    );
  });

  it("is read from public/webpack.stats.json, and the browser reads back what the build wrote", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-code-"));
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    const written = pageCodeFile(dir);
    expect(readPageCode(JSON.parse(written))).toEqual(pageCode(stats));
    fs.rmSync(dir, { recursive: true });
  });
});

describe("reading the table in the browser", () => {
  it.each([null, "x", 3, [], [["a", ["/b.js"]]]])("takes %p as no table", (value) => {
    expect(readPageCode(value)).toEqual({});
  });

  it("keeps only entries that are lists of paths on this site", () => {
    expect(
      readPageCode({
        good: ["/a.js", "/b.js"],
        notAList: "/a.js",
        otherSite: ["https://elsewhere.example/a.js"],
        protocolRelative: ["//elsewhere.example/a.js"],
        backslash: ["/\\elsewhere.example/a.js"],
        tab: ["/\t/elsewhere.example/a.js"],
        notAScript: ["/page-data/x/page-data.json"],
        deeper: ["/static/a.js"],
        notText: [1],
      }),
    ).toEqual({ good: ["/a.js", "/b.js"] });
  });
});
