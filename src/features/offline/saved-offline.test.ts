import { isSavedOffline, keepPageAt, keepPageFiles } from "./saved-offline";
import { KEEP_MESSAGE } from "./keep-by-worker";
import { KJOKKEN_DATA, KJOKKEN_SAVED, TABLE, fakeWindow } from "./offline-fakes";
import { PAGE_CODE_PATH } from "./page-code";

describe("whether a page is saved", () => {
  it("is yes only when its data, its static queries' results and every script of its template are saved", async () => {
    expect(await isSavedOffline("/kjokken", fakeWindow({ cached: KJOKKEN_SAVED }).win)).toBe(true);
    for (const missing of Object.keys(KJOKKEN_SAVED)) {
      const cached = { ...KJOKKEN_SAVED };
      delete cached[missing];
      expect(await isSavedOffline("/kjokken", fakeWindow({ cached }).win)).toBe(false);
    }
  });

  it("is no, and never asks the network, without a worker or without Cache Storage", async () => {
    const uncontrolled = fakeWindow({ controlled: false, cached: KJOKKEN_SAVED });
    expect(await isSavedOffline("/kjokken", uncontrolled.win)).toBe(false);
    const noCaches = fakeWindow({ cached: KJOKKEN_SAVED });
    delete (noCaches.win as { caches?: unknown }).caches;
    expect(await isSavedOffline("/kjokken", noCaches.win)).toBe(false);
    expect(uncontrolled.fetch).not.toHaveBeenCalled();
  });

  it("is no for page data naming a template by a name every object has", async () => {
    const cached = {
      ...KJOKKEN_SAVED,
      "/page-data/kjokken/page-data.json": { ...KJOKKEN_DATA, componentChunkName: "constructor" },
    };
    expect(await isSavedOffline("/kjokken", fakeWindow({ cached }).win)).toBe(false);
  });

  it("is no when Cache Storage fails", async () => {
    const { win, caches } = fakeWindow({ cached: KJOKKEN_SAVED });
    caches.match.mockRejectedValue(new DOMException("denied", "SecurityError"));
    expect(await isSavedOffline("/kjokken", win)).toBe(false);
  });
});

describe("keeping a page for offline use", () => {
  const network = { ...KJOKKEN_SAVED };

  it("fetches every file the page needs, through the worker", async () => {
    const { win, fetch } = fakeWindow({ online: true, network });
    await keepPageFiles("/kjokken", win);
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(KJOKKEN_SAVED).sort());
  });

  it("reads the page code table from the network when the worker has no copy yet", async () => {
    const { win, fetch } = fakeWindow({ online: true, tableKept: false, network: { ...network, [PAGE_CODE_PATH]: TABLE } });
    await keepPageFiles("/kjokken", win);
    expect(fetch).toHaveBeenCalledWith(PAGE_CODE_PATH);
    expect(fetch).toHaveBeenCalledWith("/component---src-templates-page-tsx-b.js");
  });

  it.each([
    ["the page data cannot be fetched", {}],
    ["the page data is not JSON", { "/page-data/kjokken/page-data.json": new SyntaxError("x") }],
    [
      "the page data names static queries that are not numbers",
      {
        "/page-data/kjokken/page-data.json": { ...KJOKKEN_DATA, staticQueryHashes: ["../../admin", 7] },
      },
    ],
  ])("fetches nothing it cannot name, and never throws, when %s", async (_case, answers) => {
    const { win, fetch } = fakeWindow({ online: true, network: answers });
    const files = await keepPageFiles("/kjokken", win);
    expect((files ?? []).filter((url) => url.includes("admin"))).toEqual([]);
    const asked = fetch.mock.calls.map(([url]) => url as string);
    expect(asked.filter((url) => url.startsWith("/page-data/sq/") || url.includes("admin"))).toEqual([]);
  });
});

describe("keeping a page where Gatsby's runtime does not run (a page built of islands)", () => {
  const controllerOf = (win: Window) => {
    const postMessage = jest.fn();
    (win.navigator as unknown as { serviceWorker: { controller: unknown } }).serviceWorker.controller = { postMessage };
    return postMessage;
  };

  it("asks the worker to keep it whole, and fetches nothing itself", async () => {
    const { win, fetch } = fakeWindow({ online: true, network: { ...KJOKKEN_SAVED } });
    const postMessage = controllerOf(win);
    await keepPageAt("/kjokken", win);
    expect(fetch).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith({
      [KEEP_MESSAGE]: { page: { path: "/kjokken", data: "/page-data/kjokken/page-data.json" } },
    });
  });

  it("with no worker yet, fetches its files, to be kept once one takes over", async () => {
    const { win, fetch } = fakeWindow({ controlled: false, online: true, network: { ...KJOKKEN_SAVED } });
    await keepPageAt("/kjokken", win);
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(KJOKKEN_SAVED).sort());
  });
});
