import { currentBuildId, isNewBuildOut, loadNewBuild } from "./build-watch";

const answer = (status: number, body: unknown) => jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));

describe("noticing a new build", () => {
  it("reads this page's build from its head", () => {
    document.head.innerHTML = '<meta name="build-id" content="20261122-abc">';
    expect(currentBuildId()).toBe("20261122-abc");
    document.head.innerHTML = "";
    expect(currentBuildId()).toBeNull();
  });

  it("says yes only when build.json names another build", async () => {
    global.fetch = answer(200, { buildId: "b2" }) as never;
    expect(await isNewBuildOut("b1")).toBe(true);
    expect(await isNewBuildOut("b2")).toBe(false);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toMatch(/^\/build\.json\?t=\d+$/);
  });

  it("keeps showing what it has when offline, on errors or on garbage", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as never;
    expect(await isNewBuildOut("b1")).toBe(false);
    global.fetch = answer(503, {}) as never;
    expect(await isNewBuildOut("b1")).toBe(false);
    global.fetch = answer(200, { buildId: 42 }) as never;
    expect(await isNewBuildOut("b1")).toBe(false);
    global.fetch = answer(200, { buildId: "b2" }) as never;
    expect(await isNewBuildOut(null)).toBe(false);
  });
});

describe("loading a new build on a screen", () => {
  function screenWindow({ controlled, installs = false, updateFails = false }: { controlled: boolean; installs?: boolean; updateFails?: boolean }) {
    const registration = {
      installing: null as object | null,
      waiting: null,
      update: jest.fn(async () => {
        if (updateFails) throw new TypeError("Failed to update a ServiceWorker");
        if (installs) registration.installing = {};
      }),
    };
    const win = {
      location: { reload: jest.fn() },
      navigator: { serviceWorker: { controller: controlled ? {} : null, getRegistration: jest.fn(async () => registration) } },
    };
    return { win, registration, asWindow: win as unknown as Window };
  }

  it("asks the service worker for the new build and leaves the reload to it", async () => {
    const { win, registration, asWindow } = screenWindow({ controlled: true, installs: true });
    expect(await loadNewBuild(asWindow)).toBe("updating");
    expect(registration.update).toHaveBeenCalled();
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it("reloads when no new worker is installing", async () => {
    const { win, asWindow } = screenWindow({ controlled: true });
    expect(await loadNewBuild(asWindow)).toBe("reloaded");
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads from the network when there is no worker, or it cannot check", async () => {
    const none = screenWindow({ controlled: false });
    expect(await loadNewBuild(none.asWindow)).toBe("reloaded");
    expect(none.registration.update).not.toHaveBeenCalled();
    const failing = screenWindow({ controlled: true, updateFails: true });
    expect(await loadNewBuild(failing.asWindow)).toBe("reloaded");
  });
});
