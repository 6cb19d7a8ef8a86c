import { pageDataUrl, staticQueryUrl } from "./page-data";

describe("a page's data address, as Gatsby's loader asks for it", () => {
  it.each([
    ["/", "/page-data/index/page-data.json"],
    ["/kantine", "/page-data/kantine/page-data.json"],
    ["/kantine/", "/page-data/kantine/page-data.json"],
    ["/kulturprogram/jazz-i-smia", "/page-data/kulturprogram/jazz-i-smia/page-data.json"],
    ["/bj%C3%B8rn", "/page-data/bjørn/page-data.json"],
    ["/100%", "/page-data/100%/page-data.json"],
    ["/index.html", "/page-data/index/page-data.json"],
    ["/kantine/index.html", "/page-data/kantine/page-data.json"],
    ["/kantine/index.html/", "/page-data/kantine/index.html/page-data.json"],
    ["/kantine/myindex.html", "/page-data/kantine/myindex.html/page-data.json"],
  ])("%s → %s", (pathname, url) => {
    expect(pageDataUrl(pathname)).toBe(url);
  });
});

describe("a static query's result address", () => {
  it("is named by its hash", () => {
    expect(staticQueryUrl("2578400559")).toBe("/page-data/sq/d/2578400559.json");
  });
});
