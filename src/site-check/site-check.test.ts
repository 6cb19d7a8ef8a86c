import { askForBuild, pageBuildOnline, siteReachable, UNREACHABLE_HEADER } from "./site-check";

const response = (status: number, body: string, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Map(Object.entries(headers)),
    json: async () => JSON.parse(body),
    text: async () => body,
  }) as unknown as Response;

function browser(answer: () => Promise<Response>, onLine = true) {
  const fetch = jest.fn(answer);
  return { fetch, win: { fetch, navigator: { onLine } } as unknown as Window };
}

describe("asking the site which build it serves", () => {
  it("reads build.json, fresh, past the worker's saved copies", async () => {
    const { fetch, win } = browser(async () => response(200, '{"buildId":"b2"}'));
    expect(await askForBuild(win)).toEqual({ reached: true, buildId: "b2" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/build\.json\?t=\d+$/);
    expect(init).toMatchObject({ cache: "no-store", headers: { "X-Kulturhus-Sjekk": "1" } });
  });

  it("counts an answer without a build as reaching the site", async () => {
    expect(await askForBuild(browser(async () => response(503, "")).win)).toEqual({ reached: true, buildId: null });
    expect(await askForBuild(browser(async () => response(200, '{"buildId":42}')).win)).toEqual({ reached: true, buildId: null });
    expect(await askForBuild(browser(async () => response(200, "<html>")).win)).toEqual({ reached: true, buildId: null });
  });

  it("does not ask while the browser is offline, and takes the worker's word that the network failed", async () => {
    const offline = browser(async () => response(200, '{"buildId":"b2"}'), false);
    expect(await askForBuild(offline.win)).toEqual({ reached: false });
    expect(offline.fetch).not.toHaveBeenCalled();
    expect(await siteReachable(browser(async () => response(204, "", { [UNREACHABLE_HEADER]: "1" })).win)).toBe(false);
    expect(
      await siteReachable(
        browser(async () => {
          throw new TypeError("Failed to fetch");
        }).win,
      ),
    ).toBe(false);
  });
});

describe("the build a reload would get", () => {
  it("is read from the page at its own address", async () => {
    const { fetch, win } = browser(async () =>
      response(200, '<!doctype html><html><head><meta name="build-id" content="b3"></head><body></body></html>'),
    );
    expect(await pageBuildOnline("/program-skjerm", win)).toBe("b3");
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/program-skjerm");
    expect(await pageBuildOnline("/x", browser(async () => response(404, "")).win)).toBeNull();
  });
});
