import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  recoverFromUnknownPage,
  reloadForNewVersion,
  REACH_RETRY_MAX_MS,
  REACH_TRIES_FOR_VISITORS,
  TAKEOVER_WAIT_MS,
} from "./service-worker-lifecycle";
import { RELOADING_FOR_NEW_BUILD_EVENT } from "../../site-check/new-build";
import { announceOfflineReady } from "./offline-ready";
import { ensureNoticeRegion } from "./notice";
import { watchTyping } from "./typing";
import { OFFLINE_MESSAGES } from "./messages";

watchTyping();

beforeEach(() => {
  document.body.innerHTML = "";
  ensureNoticeRegion();
});

describe("when the first service worker has saved the site", () => {
  it("says so in a polite status message", () => {
    announceOfflineReady();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGES.offlineReady);
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
  });
});

function updatingWindow() {
  const listeners: (() => void)[] = [];
  const events = new EventTarget();
  let reachable = true;
  const win = {
    document,
    caches: { keys: async () => ["gatsby-plugin-offline-runtime-http://localhost/"], delete: jest.fn(async () => true) },
    location: { reload: jest.fn() },
    // What the service worker answers when the network fails (src/service-worker/sw-extras.js).
    fetch: jest.fn(async () =>
      reachable
        ? { ok: true, status: 200, headers: new Map(), json: async () => ({ buildId: "b2" }) }
        : { ok: true, status: 204, headers: new Map([["X-Kulturhus-Uten-Nett", "1"]]), json: async () => ({}) },
    ),
    navigator: { onLine: true, serviceWorker: { addEventListener: (_: string, fn: () => void) => listeners.push(fn) } },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  return {
    win,
    asWindow: win as unknown as Window,
    takeOver: () => listeners.forEach((fn) => fn()),
    networkGoes: () => (reachable = false),
    networkComes: () => {
      reachable = true;
      events.dispatchEvent(new Event("online"));
    },
  };
}

describe("when a new build's worker is installed while an old one controls the page", () => {
  afterEach(() => jest.useRealTimers());

  it("reloads the page once the new worker has taken over, without the old build's saved pages", async () => {
    jest.useFakeTimers();
    const { win, asWindow, takeOver } = updatingWindow();
    expect(reloadForNewVersion(undefined, asWindow)).toBe(true);
    expect(win.location.reload).not.toHaveBeenCalled();
    takeOver();
    await jest.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS);
    expect(win.caches.delete).toHaveBeenCalledWith("gatsby-plugin-offline-runtime-http://localhost/");
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when the new worker has taken over already", async () => {
    jest.useFakeTimers();
    const { win, asWindow } = updatingWindow();
    const worker = {};
    (win.navigator.serviceWorker as unknown as { controller: object }).controller = worker;
    const registration = { installing: null, waiting: null, active: worker } as unknown as ServiceWorkerRegistration;
    expect(reloadForNewVersion(registration, asWindow)).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the page, and what is saved, while the site cannot be reached, and reloads once it answers again", async () => {
    jest.useFakeTimers();
    const { win, asWindow, takeOver, networkGoes, networkComes } = updatingWindow();
    networkGoes();
    reloadForNewVersion(undefined, asWindow);
    takeOver();
    await jest.advanceTimersByTimeAsync(REACH_RETRY_MAX_MS * 5);
    expect(win.caches.delete).not.toHaveBeenCalled();
    expect(win.location.reload).not.toHaveBeenCalled();
    // Asked again with growing waits, not every moment.
    const asked = win.fetch.mock.calls.length;
    expect(asked).toBeGreaterThan(2);
    expect(asked).toBeLessThan(12);
    networkComes();
    await jest.advanceTimersByTimeAsync(0);
    expect(win.caches.delete).toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("on a lobby screen, keeps asking for as long as it takes; a visitor's page stops asking after a while", async () => {
    jest.useFakeTimers();
    const screen = updatingWindow();
    screen.networkGoes();
    reloadForNewVersion(undefined, screen.asWindow, { keepTrying: true });
    screen.takeOver();
    const visitor = updatingWindow();
    visitor.networkGoes();
    reloadForNewVersion(undefined, visitor.asWindow);
    visitor.takeOver();
    await jest.advanceTimersByTimeAsync(REACH_TRIES_FOR_VISITORS * REACH_RETRY_MAX_MS);
    const visitorAsked = visitor.win.fetch.mock.calls.length;
    const screenAsked = screen.win.fetch.mock.calls.length;
    await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(visitor.win.fetch.mock.calls.length).toBe(visitorAsked);
    expect(screen.win.fetch.mock.calls.length - screenAsked).toBe((24 * 60 * 60_000) / REACH_RETRY_MAX_MS);
    jest.useRealTimers();
  });

  it("tells a lobby screen just before it reloads", async () => {
    const { asWindow, takeOver, win } = updatingWindow();
    const heard = jest.fn();
    win.addEventListener(RELOADING_FOR_NEW_BUILD_EVENT, heard);
    reloadForNewVersion(undefined, asWindow);
    takeOver();
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads anyway when the new worker does not take over in time", async () => {
    jest.useFakeTimers();
    const { win, asWindow } = updatingWindow();
    reloadForNewVersion(undefined, asWindow);
    await jest.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(win.location.reload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads from the network when the new worker is still kept waiting, so the reload cannot hang on the old one", async () => {
    jest.useFakeTimers();
    const { win, asWindow } = updatingWindow();
    const order: string[] = [];
    win.location.reload.mockImplementation(() => order.push("reload"));
    const registration = {
      installing: null,
      waiting: {},
      active: {},
      unregister: jest.fn(async () => {
        order.push("unregister");
        return true;
      }),
    };
    reloadForNewVersion(registration as unknown as ServiceWorkerRegistration, asWindow);
    await jest.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS);
    expect(order).toEqual(["unregister", "reload"]);
  });

  it("keeps the registration when the new worker has taken over", async () => {
    jest.useFakeTimers();
    const { win, asWindow, takeOver } = updatingWindow();
    const registration: { waiting: object | null; active: object; installing: null; unregister: jest.Mock } = {
      installing: null,
      waiting: {},
      active: {},
      unregister: jest.fn(async () => true),
    };
    reloadForNewVersion(registration as unknown as ServiceWorkerRegistration, asWindow);
    // Taking over, the waiting worker becomes the active one.
    registration.active = registration.waiting ?? {};
    registration.waiting = null;
    takeOver();
    await jest.advanceTimersByTimeAsync(0);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it("does not throw away what the visitor is typing, and says when the new version comes", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<form><label>E-post <input type="email" name="email"></label><button>Send</button></form>',
    );
    ensureNoticeRegion();
    await userEvent.type(screen.getByLabelText("E-post"), "kari@example.no");
    const { win, asWindow, takeOver } = updatingWindow();
    expect(reloadForNewVersion(undefined, asWindow)).toBe(false);
    takeOver();
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGES.newVersionWaiting);
  });

  it("keeps the text when a form takes over from a lighter one, putting new fields in place", async () => {
    document.body.insertAdjacentHTML("beforeend", '<form id="lett"><label>Mobil <input name="MMERGE2"></label></form>');
    await userEvent.type(screen.getByLabelText("Mobil"), "912 34 567");
    document.getElementById("lett")!.outerHTML = '<form><label>Mobil <input name="MMERGE2" value="912 34 567"></label></form>';
    const { win, asWindow, takeOver } = updatingWindow();
    expect(reloadForNewVersion(undefined, asWindow)).toBe(false);
    takeOver();
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it("checks again when the new worker takes over: typing started meanwhile is kept too", async () => {
    document.body.insertAdjacentHTML("beforeend", '<form><label>Kommentar <textarea name="kommentar"></textarea></label></form>');
    const { win, asWindow, takeOver } = updatingWindow();
    expect(reloadForNewVersion(undefined, asWindow)).toBe(true);
    await userEvent.type(screen.getByLabelText("Kommentar"), "Hei");
    takeOver();
    await new Promise((r) => setTimeout(r, 0));
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_MESSAGES.newVersionWaiting);
  });

  it("does not count a choice in a filter as typing", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<label>Kategori <select name="kategori"><option value="">Alle</option><option value="film">Film</option></select></label>',
    );
    await userEvent.selectOptions(screen.getByLabelText("Kategori"), "film");
    const { win, asWindow, takeOver } = updatingWindow();
    expect(reloadForNewVersion(undefined, asWindow)).toBe(true);
    takeOver();
    await new Promise((r) => setTimeout(r, 0));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads once the form has been sent", async () => {
    document.body.insertAdjacentHTML("beforeend", '<form><label>Navn <input name="navn"></label><button>Send</button></form>');
    document.querySelector("form")!.addEventListener("submit", (e) => e.preventDefault());
    await userEvent.type(screen.getByLabelText("Navn"), "Kari");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const { win, asWindow, takeOver } = updatingWindow();
    expect(reloadForNewVersion(undefined, asWindow)).toBe(true);
    takeOver();
    await new Promise((r) => setTimeout(r, 0));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});

function fakeWindow({ controlled = true, online = true, storage = new Map<string, string>(), path = "/ny-side" } = {}) {
  const registrations = [{ unregister: jest.fn().mockResolvedValue(true) }, { unregister: jest.fn().mockResolvedValue(true) }];
  const win = {
    navigator: {
      onLine: online,
      serviceWorker: { controller: controlled ? {} : null, getRegistrations: jest.fn().mockResolvedValue(registrations) },
    },
    location: { pathname: path, reload: jest.fn() },
    sessionStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) },
  };
  return { win, registrations, asWindow: win as unknown as Window };
}

describe("an unknown page while a worker controls it", () => {
  it("unregisters every worker and reloads from the network", async () => {
    const { win, registrations, asWindow } = fakeWindow();
    expect(await recoverFromUnknownPage(asWindow)).toBe(true);
    for (const r of registrations) expect(r.unregister).toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("does it once per address in a tab session, so a page that really does not exist never reloads in a loop", async () => {
    const storage = new Map<string, string>();
    await recoverFromUnknownPage(fakeWindow({ storage }).asWindow);
    const again = fakeWindow({ storage });
    expect(await recoverFromUnknownPage(again.asWindow)).toBe(false);
    expect(again.win.location.reload).not.toHaveBeenCalled();
    expect(await recoverFromUnknownPage(fakeWindow({ storage, path: "/en-annen" }).asWindow)).toBe(true);
  });

  it("leaves the page alone when no worker controls it", async () => {
    const { win, asWindow } = fakeWindow({ controlled: false });
    expect(await recoverFromUnknownPage(asWindow)).toBe(false);
    expect(win.navigator.serviceWorker.getRegistrations).not.toHaveBeenCalled();
  });

  it("keeps the saved site when offline: there is nothing fresher to reload from", async () => {
    const { win, asWindow } = fakeWindow({ online: false });
    expect(await recoverFromUnknownPage(asWindow)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it("still recovers when session storage is refused", async () => {
    const { win, asWindow } = fakeWindow();
    win.sessionStorage.getItem = () => {
      throw new Error("SecurityError");
    };
    expect(await recoverFromUnknownPage(asWindow)).toBe(true);
  });
});
