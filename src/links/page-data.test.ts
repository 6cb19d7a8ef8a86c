import { fetchJson, isNotFetched, pageDataUrl, staticQueryUrl } from "./page-data";

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

describe("a JSON file of the site's, fetched", () => {
  const answering = (answer: () => Promise<Response>) => (global.fetch = jest.fn(answer));
  afterEach(() => jest.restoreAllMocks());

  it("is read", async () => {
    answering(async () => ({ ok: true, status: 200, json: async () => ({ a: 1 }) }) as Response);
    await expect(fetchJson("/page-data/index/page-data.json")).resolves.toEqual({ a: 1 });
  });

  it.each([
    ["no connection", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a server error", async () => ({ ok: false, status: 503 }) as Response],
  ])("with %s, is not fetched: it may come if asked again", async (_, answer) => {
    answering(answer);
    const error = await fetchJson("/page-data/index/page-data.json").catch((e: unknown) => e);
    expect(isNotFetched(error)).toBe(true);
    expect(String(error)).toContain("/page-data/index/page-data.json");
  });

  it("that is not there, is an error that would come again", async () => {
    answering(async () => ({ ok: false, status: 404 }) as Response);
    const error = await fetchJson("/page-data/borte/page-data.json").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isNotFetched(error)).toBe(false);
    expect(String(error)).toContain("/page-data/borte/page-data.json: HTTP 404");
  });
});
