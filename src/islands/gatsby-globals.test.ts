import { standInForGatsbyRuntime } from "./gatsby-globals";

function fakeWindow(saveData = false) {
  const assign = jest.fn();
  const replace = jest.fn();
  const pushState = jest.fn();
  const replaceState = jest.fn();
  const dispatchEvent = jest.fn();
  const win = {
    document: document.implementation.createHTMLDocument("test"),
    location: {
      href: "http://localhost/article/gaven",
      origin: "http://localhost",
      pathname: "/article/gaven",
      search: "",
      assign,
      replace,
    },
    history: { pushState, replaceState },
    dispatchEvent,
    navigator: { connection: { saveData } },
  } as unknown as Window;
  standInForGatsbyRuntime(win);
  return { win, assign, replace, pushState, replaceState, dispatchEvent };
}

const prefetched = (win: Window) =>
  [...win.document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute("href"));

describe("what Gatsby's Link asks of a runtime a page built of islands does not have", () => {
  it("a navigation is the browser's own: a new document, or the address replaced", () => {
    const { win, assign, replace } = fakeWindow();
    win.___navigate?.("/kulturprogram");
    win.___navigate?.("/search?q=jazz", { replace: true });
    expect(assign).toHaveBeenCalledWith("/kulturprogram");
    expect(replace).toHaveBeenCalledWith("/search?q=jazz");
  });

  it("a navigation to this same page with another query changes the address in place, and says so as going back would", () => {
    const { win, assign, pushState, replaceState, dispatchEvent } = fakeWindow();
    win.___navigate?.("/article/gaven?utskrift=1#slutt");
    win.___navigate?.("/article/gaven?utskrift=2", { replace: true });
    expect(pushState).toHaveBeenCalledWith(null, "", "/article/gaven?utskrift=1#slutt");
    expect(replaceState).toHaveBeenCalledWith(null, "", "/article/gaven?utskrift=2");
    expect(dispatchEvent.mock.calls.map(([event]) => (event as Event).type)).toEqual(["popstate", "popstate"]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("a link pointed at has its page fetched ahead once; the page itself, and links coming into view, never", () => {
    const { win } = fakeWindow();
    win.___loader?.hovering("/kulturprogram");
    win.___loader?.hovering("/kulturprogram");
    win.___loader?.hovering("/article/gaven");
    win.___loader?.enqueue("/kontakt-oss");
    expect(prefetched(win)).toEqual(["/kulturprogram"]);
  });

  it("fetches nothing ahead for a visitor saving data", () => {
    const { win } = fakeWindow(true);
    win.___loader?.hovering("/kulturprogram");
    expect(prefetched(win)).toEqual([]);
  });
});
