import { createBuildWatch, currentBuildId, loadNewBuild, type WatchDeps } from "./build-watch";
import type { SiteAnswer } from "../../site-check/site-check";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

function screen({ current = "b1", session = memoryStore(), local = memoryStore() } = {}) {
  let answer: SiteAnswer = { reached: true, buildId: current };
  let onlinePage: string | null = current;
  let clock = Date.parse("2026-12-01T12:00:00Z");
  const log = { info: jest.fn(), warn: jest.fn() };
  const loadNewBuild = jest.fn(async (): Promise<"reloaded" | "updating" | "failed"> => "reloaded");
  const deps: WatchDeps = {
    currentBuild: current,
    askForBuild: async () => answer,
    pageBuildOnline: jest.fn(async () => onlinePage),
    loadNewBuild,
    now: () => clock,
    log,
    session,
    local,
  };
  return {
    watch: () => createBuildWatch(deps),
    deps,
    log,
    loadNewBuild,
    session,
    local,
    siteSays: (a: SiteAnswer) => (answer = a),
    pageComesAs: (b: string | null) => (onlinePage = b),
    later: (ms: number) => (clock += ms),
  };
}

describe("a lobby screen's build", () => {
  it("is read from the page's head", () => {
    document.head.innerHTML = '<meta name="build-id" content="20261122-abc">';
    expect(currentBuildId()).toBe("20261122-abc");
    document.head.innerHTML = "";
    expect(currentBuildId()).toBeNull();
  });

  it("stays while the site names the same build, or names none", async () => {
    const s = screen();
    const watch = s.watch();
    await watch.check();
    s.siteSays({ reached: true, buildId: null });
    await watch.check();
    expect(s.loadNewBuild).not.toHaveBeenCalled();
    expect(watch.health()).toMatchObject({ build: "b1", savedCopy: false, offlineSince: null, newerBuild: null });
  });

  it("loads a new build once the page itself comes as that build", async () => {
    const s = screen();
    const watch = s.watch();
    s.siteSays({ reached: true, buildId: "b2" });
    s.pageComesAs("b2");
    await watch.check();
    expect(s.loadNewBuild).toHaveBeenCalledWith("b2");
  });

  it("waits while build.json and the page disagree (a deploy half uploaded, an old copy on the way), saying so once", async () => {
    const s = screen();
    const watch = s.watch();
    s.siteSays({ reached: true, buildId: "b2" });
    s.pageComesAs("b1");
    for (let i = 0; i < 20; i += 1) await watch.check();
    expect(s.loadNewBuild).not.toHaveBeenCalled();
    expect(s.log.info).toHaveBeenCalledTimes(1);
    expect(s.log.info.mock.calls[0][0]).toMatch(/bygg b2.*bygg b1/);
    expect(watch.health().newerBuild).toBe("b2");
    s.pageComesAs("b2");
    await watch.check();
    expect(s.loadNewBuild).toHaveBeenCalledTimes(1);
  });

  it("does not reload again for a build a reload did not bring, and warns once", async () => {
    const session = memoryStore();
    const first = screen({ session });
    first.siteSays({ reached: true, buildId: "b2" });
    first.pageComesAs("b2");
    first.loadNewBuild.mockImplementation(async () => {
      const { noteReloadForNewBuild } = await import("./build-watch");
      noteReloadForNewBuild("b1", "b2", session);
      return "reloaded";
    });
    await first.watch().check();
    expect(first.loadNewBuild).toHaveBeenCalledTimes(1);

    // The reloaded page is b1 again.
    const again = screen({ session });
    again.siteSays({ reached: true, buildId: "b2" });
    again.pageComesAs("b2");
    const watch = again.watch();
    for (let i = 0; i < 10; i += 1) await watch.check();
    expect(again.loadNewBuild).not.toHaveBeenCalled();
    expect(again.log.warn).toHaveBeenCalledTimes(1);
    expect(again.log.warn.mock.calls[0][0]).toMatch(/b2.*b1/);

    // A later build is tried once again.
    again.siteSays({ reached: true, buildId: "b3" });
    again.pageComesAs("b3");
    await watch.check();
    expect(again.loadNewBuild).toHaveBeenCalledWith("b3");
  });

  it("a reload that brought the new build clears the note", async () => {
    const session = memoryStore();
    session.setItem("kulturhus-skjerm-lastet-for", JSON.stringify({ from: "b1", to: "b2" }));
    const s = screen({ current: "b2", session });
    s.watch();
    expect(session.map.size).toBe(0);
    expect(s.log.warn).not.toHaveBeenCalled();
  });
});

describe("a lobby screen's health", () => {
  it("knows when it last reached the site, across a restart", async () => {
    const local = memoryStore();
    const s = screen({ local });
    const watch = s.watch();
    expect(watch.health().lastReachedAt).toBeNull();
    await watch.check();
    const reached = watch.health().lastReachedAt;
    expect(reached).toBe(Date.parse("2026-12-01T12:00:00Z"));
    expect(screen({ local }).watch().health().lastReachedAt).toBe(reached);
  });

  it("without the site, shows what is saved, since when, and logs the change once each way, never as an error", async () => {
    const s = screen();
    const watch = s.watch();
    await watch.check();
    s.siteSays({ reached: false });
    s.later(60_000);
    await watch.check();
    const lost = watch.health();
    expect(lost.savedCopy).toBe(true);
    expect(lost.offlineSince).toBe(Date.parse("2026-12-01T12:01:00Z"));
    for (let i = 0; i < 10; i += 1) {
      s.later(180_000);
      await watch.check();
    }
    expect(watch.health().offlineSince).toBe(lost.offlineSince);
    expect(s.log.info).toHaveBeenCalledTimes(1);
    s.siteSays({ reached: true, buildId: "b1" });
    await watch.check();
    expect(watch.health()).toMatchObject({ savedCopy: false, offlineSince: null });
    expect(s.log.info).toHaveBeenCalledTimes(2);
    expect(s.log.warn).not.toHaveBeenCalled();
    expect(s.loadNewBuild).not.toHaveBeenCalled();
  });
});

describe("loading a new build on a screen", () => {
  function screenWindow({
    controlled,
    installs = false,
    updateFails = false,
  }: {
    controlled: boolean;
    installs?: boolean;
    updateFails?: boolean;
  }) {
    const registration = {
      installing: null as object | null,
      waiting: null,
      update: jest.fn(async () => {
        if (updateFails) throw new TypeError("Failed to update a ServiceWorker");
        if (installs) registration.installing = {};
      }),
    };
    const caches = {
      keys: jest.fn(async () => ["gatsby-plugin-offline-runtime-http://localhost/"]),
      delete: jest.fn(async () => true),
    };
    const win = {
      document,
      caches,
      location: { reload: jest.fn() },
      navigator: { serviceWorker: { controller: controlled ? {} : null, getRegistration: jest.fn(async () => registration) } },
    };
    return { win, registration, caches, asWindow: win as unknown as Window };
  }
  const log = { info: jest.fn(), warn: jest.fn() };

  it("asks the service worker for the new build and leaves the reload to it", async () => {
    const { win, registration, asWindow } = screenWindow({ controlled: true, installs: true });
    expect(await loadNewBuild("b2", asWindow, log)).toBe("updating");
    expect(registration.update).toHaveBeenCalled();
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it("reloads past the saved pages when no new worker is installing", async () => {
    const { win, caches, asWindow } = screenWindow({ controlled: true });
    expect(await loadNewBuild("b2", asWindow, log)).toBe("reloaded");
    expect(caches.delete).toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads from the network when there is no worker", async () => {
    const none = screenWindow({ controlled: false });
    expect(await loadNewBuild("b2", none.asWindow, log)).toBe("reloaded");
    expect(none.registration.update).not.toHaveBeenCalled();
  });

  it("keeps everything it can show when the worker cannot get the new build (the connection went just now)", async () => {
    const { win, caches, asWindow } = screenWindow({ controlled: true, updateFails: true });
    expect(await loadNewBuild("b2", asWindow, log)).toBe("failed");
    expect(caches.delete).not.toHaveBeenCalled();
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});

describe("a check given up", () => {
  it("concludes nothing: not that the site is away, nor that a new build is there", async () => {
    const s = screen();
    const watch = s.watch();
    await watch.check();
    const before = watch.health();
    const givenUp = new AbortController();
    givenUp.abort();
    // The question failed because it was given up, as an aborted fetch does.
    s.siteSays({ reached: false });
    expect(await watch.check(givenUp.signal)).toBe(before);
    expect(s.log.info).not.toHaveBeenCalled();
    // Given up while it asked for the page: no reload.
    s.siteSays({ reached: true, buildId: "b2" });
    s.pageComesAs(null);
    const asking = new AbortController();
    (s.deps.pageBuildOnline as jest.Mock).mockImplementationOnce(async () => (asking.abort(), null));
    await watch.check(asking.signal);
    expect(s.loadNewBuild).not.toHaveBeenCalled();
    expect(s.log.info).not.toHaveBeenCalled();
  });

  it("passes its signal to both questions", async () => {
    const s = screen();
    const ask = jest.fn(async (): Promise<SiteAnswer> => ({ reached: true, buildId: "b2" }));
    s.deps.askForBuild = ask;
    s.pageComesAs("b2");
    const signal = new AbortController().signal;
    await s.watch().check(signal);
    expect(ask).toHaveBeenCalledWith(signal);
    expect(s.deps.pageBuildOnline).toHaveBeenCalledWith(signal);
    expect(s.loadNewBuild).toHaveBeenCalledWith("b2");
  });
});

describe("a load of a new build that does not end", () => {
  it("is not started twice, and the checks meanwhile still say what they find", async () => {
    const s = screen();
    s.loadNewBuild.mockImplementation(() => new Promise(() => undefined));
    s.siteSays({ reached: true, buildId: "b2" });
    s.pageComesAs("b2");
    const watch = s.watch();
    void watch.check();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.loadNewBuild).toHaveBeenCalledTimes(1);
    s.later(180_000);
    const health = await watch.check();
    expect(s.loadNewBuild).toHaveBeenCalledTimes(1);
    expect(health).toMatchObject({ newerBuild: "b2", offlineSince: null, lastReachedAt: s.deps.now() });
  });
});
