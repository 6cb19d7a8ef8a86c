import { keepLoadedResources } from "./keep-loaded-resources";
import { whenControlled } from "./when-controlled";

function pageThatLoaded(urls: string[]) {
  return {
    location: { origin: "http://localhost:9000" },
    performance: { getEntriesByType: () => urls.map((name) => ({ name })) },
    document,
  } as unknown as Window;
}

describe("code and page data loaded before the service worker took over", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
  });

  it("are asked for again, once each, so the worker keeps them for offline use", () => {
    const kept = keepLoadedResources(
      pageThatLoaded([
        "http://localhost:9000/app-1a2b.js",
        "http://localhost:9000/737-3618bae01deadf9d9208.js",
        "http://localhost:9000/737-3618bae01deadf9d9208.js",
        "http://localhost:9000/page-data/min-side/page-data.json",
        "http://localhost:9000/page-data/sq/d/669600672.json",
        "http://localhost:9000/images/kantina.svg",
        "http://localhost:9100/118/tickets?skip=0&take=10",
        "https://annen.example/skript.js",
      ]),
    );
    const links = [...document.head.querySelectorAll("link[rel=prefetch]")].map((l) => l.getAttribute("href"));
    expect(links).toEqual([
      "http://localhost:9000/app-1a2b.js",
      "http://localhost:9000/737-3618bae01deadf9d9208.js",
      "http://localhost:9000/page-data/min-side/page-data.json",
      "http://localhost:9000/page-data/sq/d/669600672.json",
    ]);
    expect(kept).toBe(4);
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
