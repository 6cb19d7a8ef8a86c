import { navigate } from "gatsby";
import { IN_PLACE, guardOfflineNavigation, noteShownPage } from "./offline-navigation";
import { navigateInSite } from "../../links/navigate-in-site";
import { ensureNoticeRegion } from "./notice";
import { isSavedOffline } from "./saved-offline";
import { OFFLINE_MESSAGES } from "./messages";
import { KJOKKEN_SAVED, fakeWindow, settle } from "./offline-fakes";

const navigateMock = navigate as jest.Mock;

/** A link in the window's document, clicked as a visitor clicks; answers whether the click went on to Gatsby's Link. */
function click(win: Window, href: string, attributes: Record<string, string> = {}, init: MouseEventInit = {}): boolean {
  const link = win.document.createElement("a");
  link.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.innerHTML = "<span>Kjøkken</span>";
  win.document.body.append(link);
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  // On the link's text, as a finger lands.
  (link.firstChild as Element).dispatchEvent(event);
  return !event.defaultPrevented;
}

const notice = (win: Window) => win.document.getElementById("site-notice")?.textContent;

function guarded(options: Parameters<typeof fakeWindow>[0]) {
  const fake = fakeWindow(options);
  ensureNoticeRegion(fake.win.document);
  guardOfflineNavigation(isSavedOffline, fake.win);
  return fake;
}

beforeEach(() => navigateMock.mockClear());

describe("following a link", () => {
  it("online, is left to Gatsby's Link, without asking first", async () => {
    const { win, caches } = guarded({ online: true });
    expect(click(win, "/kjokken")).toBe(true);
    await settle();
    expect(caches.match).not.toHaveBeenCalled();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("offline, goes to a page whose data, static queries and code are all saved", async () => {
    const { win } = guarded({ cached: KJOKKEN_SAVED });
    expect(click(win, "/kjokken?x=1#meny")).toBe(false);
    await settle();
    expect(navigateMock).toHaveBeenCalledWith("/kjokken?x=1#meny");
    expect(notice(win)).toBe("");
  });

  it.each([
    ["its code", "/component---src-templates-page-tsx-b.js"],
    ["a static query's result", "/page-data/sq/d/123.json"],
    ["its data", "/page-data/kjokken/page-data.json"],
  ])("offline, stays on the page and says why when %s is not saved", async (_what, missing) => {
    const cached = { ...KJOKKEN_SAVED };
    delete cached[missing];
    const { win } = guarded({ cached });
    expect(click(win, "/kjokken")).toBe(false);
    await settle();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(notice(win)).toBe(OFFLINE_MESSAGES.pageNotSaved);
  });

  it.each([
    ["no service worker controls the page", { controlled: false }],
    ["the worker has no page code table", { tableKept: false }],
    [
      "the saved page data is not JSON",
      { cached: { ...KJOKKEN_SAVED, "/page-data/kjokken/page-data.json": new SyntaxError("x") } },
    ],
    [
      "the saved page data names no template",
      { cached: { ...KJOKKEN_SAVED, "/page-data/kjokken/page-data.json": { path: "/kjokken" } } },
    ],
    [
      "the saved page data names a template the table does not have",
      { cached: { ...KJOKKEN_SAVED, "/page-data/kjokken/page-data.json": { componentChunkName: "component---other" } } },
    ],
  ])("offline, stays and says why when %s", async (_case, options) => {
    const { win } = guarded(options);
    expect(click(win, "/kjokken")).toBe(false);
    await settle();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(notice(win)).toBe(OFFLINE_MESSAGES.pageNotSaved);
  });

  it.each([
    ["another site", "https://elsewhere.example/kjokken", {}, {}],
    ["a new tab", "/kjokken", { target: "_blank" }, {}],
    ["a download", "/kjokken", { download: "" }, {}],
    ["a file (a calendar file)", "/kalender/julekonsert.ics", {}, {}],
    ["a place on the same page", "/kantine#meny", {}, {}],
    ["a click with Ctrl held", "/kjokken", {}, { ctrlKey: true }],
    ["a click with the middle button", "/kjokken", {}, { button: 1 }],
    ["no address a browser could follow", "http://[", {}, {}],
    ["a page whose link does its work in place (the programme's 'Vis flere')", "/kulturprogram/side/2", { [IN_PLACE]: "" }, {}],
  ])("offline, leaves alone a link to %s", async (_case, href, attributes, init) => {
    const { win } = guarded({});
    expect(click(win, href, attributes, init)).toBe(true);
    await settle();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(notice(win)).toBe("");
  });
});

describe("a page shown in this tab", () => {
  it("opens again offline, from Gatsby's memory, with no worker and nothing in Cache Storage", async () => {
    const { win, caches } = guarded({ controlled: false });
    noteShownPage("/bj%C3%B8rnsalen/");
    expect(click(win, "/bjørnsalen")).toBe(false);
    await settle();
    expect(navigateMock).toHaveBeenCalledWith("/bj%C3%B8rnsalen");
    expect(caches.match).not.toHaveBeenCalled();
  });
});

describe("two links followed quickly offline", () => {
  it("go by the last one only: the first one's answer, come later, neither navigates nor says anything", async () => {
    let answerFirst: (saved: boolean) => void = () => undefined;
    const fake = fakeWindow({});
    ensureNoticeRegion(fake.win.document);
    guardOfflineNavigation(
      (pathname) => (pathname === "/kjokken" ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve(true)),
      fake.win,
    );
    click(fake.win, "/kjokken");
    click(fake.win, "/bojersalen");
    await settle();
    expect(navigateMock.mock.calls).toEqual([["/bojersalen"]]);
    answerFirst(false);
    await settle();
    expect(navigateMock.mock.calls).toEqual([["/bojersalen"]]);
    expect(notice(fake.win)).toBe("");
  });
});

describe("a navigation from the site's code", () => {
  it("online, goes at once, with its options", () => {
    guarded({ online: true });
    navigateInSite("/min-side", { replace: true });
    expect(navigateMock).toHaveBeenCalledWith("/min-side", { replace: true });
  });

  it("offline, goes to a saved page with its options, and stays with a notice at one that is not", async () => {
    const { win } = guarded({ cached: KJOKKEN_SAVED });
    navigateInSite("/kjokken", { replace: true });
    await settle();
    expect(navigateMock).toHaveBeenCalledWith("/kjokken", { replace: true });
    navigateMock.mockClear();
    navigateInSite("/search?q=jazz");
    await settle();
    expect(navigateMock).not.toHaveBeenCalled();
    expect(notice(win)).toBe(OFFLINE_MESSAGES.pageNotSaved);
  });
});
