import { askWorkerToKeep, KEEP_MESSAGE, keepLoadedResources, wholePage } from "./keep-by-worker";
import { whenControlled } from "./when-controlled";

/** A page that loaded `urls`, with a worker controlling it or not. */
function pageThatLoaded(urls: string[], controlled = true) {
  const postMessage = jest.fn();
  const win = {
    location: { origin: "http://localhost:9000" },
    performance: { getEntriesByType: () => urls.map((name) => ({ name })) },
    navigator: { serviceWorker: { controller: controlled ? { postMessage } : null } },
  } as unknown as Window;
  return { win, postMessage };
}

describe("code and page data loaded before the service worker took over", () => {
  it("are named to the worker in one message, once each, and only the site's scripts and page data", () => {
    const page = pageThatLoaded([
      "http://localhost:9000/app-1a2b.js",
      "http://localhost:9000/737-3618bae01deadf9d9208.js",
      "http://localhost:9000/737-3618bae01deadf9d9208.js",
      "http://localhost:9000/page-data/min-side/page-data.json",
      "http://localhost:9000/page-data/sq/d/669600672.json",
      "http://localhost:9000/images/kantina.svg",
      "http://localhost:9100/118/tickets?skip=0&take=10",
      "https://annen.example/skript.js",
    ]);
    expect(keepLoadedResources(page.win)).toBe(4);
    expect(page.postMessage).toHaveBeenCalledTimes(1);
    expect(page.postMessage).toHaveBeenCalledWith({
      [KEEP_MESSAGE]: {
        urls: [
          "http://localhost:9000/app-1a2b.js",
          "http://localhost:9000/737-3618bae01deadf9d9208.js",
          "http://localhost:9000/page-data/min-side/page-data.json",
          "http://localhost:9000/page-data/sq/d/669600672.json",
        ],
      },
    });
  });

  it("ask nothing of the page's own network: the page has only to post the message", () => {
    // The window has no fetch and no document: asking for a file again from the page would throw.
    const page = pageThatLoaded(["http://localhost:9000/a.js"]);
    expect(() => keepLoadedResources(page.win)).not.toThrow();
    expect(page.postMessage).toHaveBeenCalledTimes(1);
  });

  it("are not named where no worker controls the page", () => {
    const page = pageThatLoaded(["http://localhost:9000/a.js"], false);
    expect(() => keepLoadedResources(page.win)).not.toThrow();
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it("are kept only once a worker controls the page", () => {
    const listeners: (() => void)[] = [];
    const workers = { controller: null as object | null, addEventListener: (_: string, fn: () => void) => listeners.push(fn) };
    const keep = jest.fn();
    whenControlled(keep, { navigator: { serviceWorker: workers } } as unknown as Window);
    expect(keep).not.toHaveBeenCalled();
    listeners.forEach((fn) => fn());
    expect(keep).toHaveBeenCalledTimes(1);
  });
});

describe("a page kept whole by the worker", () => {
  it("is named by its path and its data's address, as Gatsby's loader asks for it", () => {
    expect(wholePage("/kjokken")).toEqual({ path: "/kjokken", data: "/page-data/kjokken/page-data.json" });
    expect(wholePage("/")).toEqual({ path: "/", data: "/page-data/index/page-data.json" });
  });

  it("is not asked for where no worker controls the page", () => {
    const page = pageThatLoaded([], false);
    expect(askWorkerToKeep({ page: wholePage("/kjokken") }, page.win)).toBe(false);
    expect(page.postMessage).not.toHaveBeenCalled();
  });
});
