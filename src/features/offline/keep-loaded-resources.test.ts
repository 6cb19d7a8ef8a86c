import { keepLoadedResources } from "./keep-loaded-resources";
import { whenControlled } from "./when-controlled";

type Step = (deadline: { timeRemaining(): number }) => void;

/** A page that loaded `urls`, whose idle moments the test hands out, each with `idleMs` to spare. */
function pageThatLoaded(urls: string[]) {
  const idle: Step[] = [];
  const win = {
    location: { origin: "http://localhost:9000" },
    performance: { getEntriesByType: () => urls.map((name) => ({ name })) },
    document,
    requestIdleCallback: (step: Step) => idle.push(step),
  } as unknown as Window;
  /** Runs the idle work to its end; answers how many idle moments it took. */
  const runIdle = (idleMs: number) => {
    let turns = 0;
    for (; idle.length; turns++) (idle.shift() as Step)({ timeRemaining: () => idleMs });
    return turns;
  };
  return { win, runIdle };
}

const prefetched = () => [...document.head.querySelectorAll("link[rel=prefetch]")].map((l) => l.getAttribute("href"));

describe("code and page data loaded before the service worker took over", () => {
  beforeEach(() => {
    document.head.innerHTML = "";
  });

  it("are asked for again, once each, so the worker keeps them for offline use", () => {
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
    page.runIdle(50);
    expect(prefetched()).toEqual([
      "http://localhost:9000/app-1a2b.js",
      "http://localhost:9000/737-3618bae01deadf9d9208.js",
      "http://localhost:9000/page-data/min-side/page-data.json",
      "http://localhost:9000/page-data/sq/d/669600672.json",
    ]);
  });

  it("are asked for at idle moments, not at once, and one per moment when the browser has little time to spare", () => {
    const urls = ["a.js", "b.js", "c.js"].map((name) => `http://localhost:9000/${name}`);
    const busy = pageThatLoaded(urls);
    keepLoadedResources(busy.win);
    expect(prefetched()).toEqual([]);
    expect(busy.runIdle(2)).toBe(3);
    expect(prefetched()).toEqual(urls);

    document.head.innerHTML = "";
    const quiet = pageThatLoaded(urls);
    keepLoadedResources(quiet.win);
    expect(quiet.runIdle(40)).toBe(1);
    expect(prefetched()).toEqual(urls);
  });

  it("without idle callbacks (Safari), are asked for one at a time, 50 ms apart", () => {
    jest.useFakeTimers();
    try {
      const urls = ["a.js", "b.js"].map((name) => `http://localhost:9000/${name}`);
      const win = {
        location: { origin: "http://localhost:9000" },
        performance: { getEntriesByType: () => urls.map((name) => ({ name })) },
        document,
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      } as unknown as Window;
      expect(keepLoadedResources(win)).toBe(2);
      expect(prefetched()).toEqual([]);
      jest.advanceTimersByTime(50);
      expect(prefetched()).toEqual(urls.slice(0, 1));
      jest.advanceTimersByTime(50);
      expect(prefetched()).toEqual(urls);
    } finally {
      jest.useRealTimers();
    }
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
