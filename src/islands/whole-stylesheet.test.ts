import { forgetWholeStylesheet, prefetchWholeStylesheet, wholeStylesheet, WHOLE_STYLESHEET_WAIT_MS } from "./whole-stylesheet";
import { resetMainPicture } from "../pictures/main-picture";

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const prefetches = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

function pageInlining(attributes: string) {
  document.head.innerHTML = `<style ${attributes} data-identity="gatsby-global-css">h1{margin:0}</style>`;
}

afterEach(() => {
  forgetWholeStylesheet();
  resetMainPicture();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("wholeStylesheet", () => {
  it("adds the file the page names, once, and settles when it has loaded", async () => {
    pageInlining('data-whole="/styles.abc123.css"');
    let settled = false;
    const first = wholeStylesheet().then(() => (settled = true));
    expect(wholeStylesheet()).toBe(wholeStylesheet());
    expect(links().map((l) => l.getAttribute("href"))).toEqual(["/styles.abc123.css"]);
    await Promise.resolve();
    expect(settled).toBe(false);
    links()[0].dispatchEvent(new Event("load"));
    await first;
    expect(settled).toBe(true);
  });

  it("settles, and says so, when the file cannot be loaded: the islands start all the same, and the next asks again", async () => {
    pageInlining('data-whole="/styles.abc123.css"');
    const said = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const loaded = wholeStylesheet();
    links()[0].dispatchEvent(new Event("error"));
    await expect(loaded).resolves.toBeUndefined();
    expect(said).toHaveBeenCalledWith(expect.stringContaining("/styles.abc123.css could not be loaded"));
    // The failed link goes; an island that starts later (back online) asks for the file again.
    expect(links()).toEqual([]);
    void wholeStylesheet();
    expect(links()).toHaveLength(1);
  });

  it("settles after a while when the file neither comes nor fails, and keeps the link for it", async () => {
    jest.useFakeTimers();
    try {
      pageInlining('data-whole="/styles.abc123.css"');
      jest.spyOn(console, "warn").mockImplementation(() => undefined);
      let settled = false;
      void wholeStylesheet().then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(WHOLE_STYLESHEET_WAIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(links()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ["a page that inlines the whole stylesheet", 'data-href="/styles.abc123.css"'],
    ["an address elsewhere", 'data-whole="https://example.com/x.css"'],
    ["an address that is not a stylesheet", 'data-whole="/sw.js"'],
    ["a protocol-relative address", 'data-whole="//example.com/x.css"'],
    ["a quote in the address", 'data-whole="/x&quot;.css"'],
  ])("adds nothing for %s, and settles at once", async (_, attributes) => {
    pageInlining(attributes);
    await expect(wholeStylesheet()).resolves.toBeUndefined();
    expect(links()).toEqual([]);
  });
});

describe("prefetchWholeStylesheet", () => {
  // Chromium and Firefox prefetch; jsdom, like Safari, says it does not.
  const prefetching = () => jest.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(true);
  beforeEach(() => prefetching());

  it("fetches the file without applying it when the page has loaded, not before", () => {
    pageInlining('data-whole="/styles.abc123.css"');
    jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    prefetchWholeStylesheet();
    expect(prefetches()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(prefetches().map((link) => [link.getAttribute("href"), link.getAttribute("as")])).toEqual([
      ["/styles.abc123.css", "style"],
    ]);
    expect(links()).toEqual([]);
  });

  it("waits, once the page has loaded, for its main picture to be on the screen", () => {
    jest.useFakeTimers();
    try {
      pageInlining('data-whole="/styles.abc123.css"');
      document.body.innerHTML = '<img src="/static/img/hero.avif" fetchpriority="high" alt="">';
      jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
      prefetchWholeStylesheet();
      window.dispatchEvent(new Event("load"));
      jest.advanceTimersByTime(5_000);
      expect(prefetches()).toEqual([]);
      // Loaded, the picture is drawn a frame later (jsdom reports no largest paint).
      document.querySelector("img")!.dispatchEvent(new Event("load"));
      jest.advanceTimersByTime(100);
      expect(prefetches().map((link) => link.getAttribute("href"))).toEqual(["/styles.abc123.css"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("fetches at once when the page has already loaded", () => {
    pageInlining('data-whole="/styles.abc123.css"');
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    prefetchWholeStylesheet();
    expect(prefetches()).toHaveLength(1);
  });

  it("does nothing once an island has asked for the file itself", () => {
    pageInlining('data-whole="/styles.abc123.css"');
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    void wholeStylesheet();
    prefetchWholeStylesheet();
    expect(prefetches()).toEqual([]);
    expect(links()).toHaveLength(1);
  });

  it("where the browser does not prefetch (Safari), fetches the file at low priority instead", () => {
    jest.spyOn(DOMTokenList.prototype, "supports").mockReturnValue(false);
    const fetched = jest.fn(async () => undefined);
    Object.assign(window, { fetch: fetched });
    pageInlining('data-whole="/styles.abc123.css"');
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    prefetchWholeStylesheet();
    expect(fetched).toHaveBeenCalledWith("/styles.abc123.css", { priority: "low" });
    expect([...prefetches(), ...links()]).toEqual([]);
    Object.assign(window, { fetch: undefined });
  });

  it.each([
    ["an address elsewhere", 'data-whole="https://example.com/x.css"'],
    ["a protocol-relative address", 'data-whole="//example.com/x.css"'],
    ["an address that is not a stylesheet", 'data-whole="/sw.js"'],
  ])("fetches nothing for %s", (_, attributes) => {
    pageInlining(attributes);
    jest.spyOn(document, "readyState", "get").mockReturnValue("complete");
    prefetchWholeStylesheet();
    expect(prefetches()).toEqual([]);
  });
});
