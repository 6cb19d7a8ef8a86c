/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const ORIGIN = "http://localhost:9000";
const RUNTIME = "gatsby-plugin-offline-runtime";
const TABLE = { "component---src-templates-page-tsx": ["/component---src-templates-page-tsx-b.js", "/737-a.js"] };
const KJOKKEN = { componentChunkName: "component---src-templates-page-tsx", staticQueryHashes: ["669600672", "../../admin", 7] };

/**
 * sw-extras.js run as the service worker runs it, after Workbox and the offline plugin: a network
 * of `files` (path -> JSON), Cache Storage in memory, and the plugin's IndexedDB store.
 */
/** How the network answers a page: with it, not at all, with a server error, never, or after the worker's wait. */
type Network = "up" | "down" | "503" | "hangs" | "slow";

function worker(files: Record<string, unknown>, kept: Record<string, Record<string, unknown>> = {}, network: Network = "up") {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  // The plugin's own, earlier in the same file: its navigation route (whose handler answers its API
  // addresses) and the address it redirects to after one.
  const pluginHandle = jest.fn(async (_options: unknown) => new Response("API"));
  const plugin = { navigationRoute: { handler: { handle: pluginHandle } }, lastNavigationRequest: null as string | null };
  const stores = new Map<string, Map<string, Response>>();
  const store = (name: string) => stores.get(name) ?? stores.set(name, new Map()).get(name)!;
  for (const [name, entries] of Object.entries(kept))
    for (const [file, body] of Object.entries(entries))
      store(name).set(file, new Response(typeof body === "string" ? body : JSON.stringify(body)));
  const key = (request: string | Request) => new URL(typeof request === "string" ? request : request.url, ORIGIN).pathname;
  const fetched: string[] = [];
  const lists = new Map<string, unknown>();
  const context = {
    self: {
      location: new URL(ORIGIN),
      addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
    },
    workbox: {
      routing: { registerRoute: () => undefined, setCatchHandler: () => undefined },
      core: { cacheNames: { runtime: RUNTIME } },
      precaching: { getCacheKeyForURL: (url: string) => `${url}?__WB_REVISION__=1` },
    },
    caches: {
      open: async (name: string) => ({
        put: async (request: string, answer: Response) => void store(name).set(key(request), answer),
      }),
      match: async (request: string, options?: { cacheName?: string }) => {
        const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
        for (const name of names) {
          const found = stores.get(name)?.get(key(request));
          if (found) return found.clone();
        }
        return undefined;
      },
    },
    fetch: async (asked: string | { url: string; mode: string }) => {
      const url = typeof asked === "string" ? asked : new URL(asked.url).pathname;
      if (typeof asked !== "string") {
        // A page: as the network answers it.
        if (network === "down") throw new TypeError("Failed to fetch");
        if (network === "hangs") return new Promise<Response>(() => undefined);
        if (network === "slow") await new Promise((resolve) => setTimeout(resolve, 20));
        fetched.push(url);
        return new Response(network === "503" ? "Utilgjengelig" : `Siden ${url}`, { status: network === "503" ? 503 : 200 });
      }
      fetched.push(url);
      return url in files ? new Response(JSON.stringify(files[url])) : new Response("", { status: 404 });
    },
    // The worker's wait for the network, passed at once.
    setTimeout: (fn: () => void) => setTimeout(fn, 0),
    clearTimeout,
    idbKeyval: {
      set: async (name: string, value: unknown) => void lists.set(name, value),
      get: async (name: string) => lists.get(name),
    },
    URL,
    Response,
    Request,
    Promise,
    Object,
    Array,
    Set,
  };
  const global = Object.assign(context, plugin);
  vm.runInNewContext(fs.readFileSync(path.join(__dirname, "sw-extras.js"), "utf8"), global);
  /** Posts `data` as a page would, and waits for what the worker does with it. */
  const message = async (data: unknown) => {
    const waits: Promise<unknown>[] = [];
    for (const fn of listeners.message ?? []) fn({ data, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const runtime = () => [...(stores.get(RUNTIME)?.keys() ?? [])].sort();
  /** What the worker answers a navigation to `url`, as Workbox asks the navigation route's handler. */
  const navigate = async (url: string) => {
    // A script cannot make a Request whose mode is "navigate": the handler reads only these two.
    const request = { url: `${ORIGIN}${url}`, mode: "navigate" } as Request;
    return (await global.navigationRoute.handler.handle({ event: { request } } as never)).text();
  };
  return { message, fetched, runtime, lists, navigate, pluginHandle, plugin: global };
}

describe("the service worker keeping what a page names", () => {
  it("keeps the site's scripts and page data the page loaded, each once, and nothing else", async () => {
    const sw = worker({ "/app-1.js": "", "/page-data/kjokken/page-data.json": KJOKKEN, "/evil.js": "" });
    await sw.message({
      kulturhusKeep: {
        urls: [
          `${ORIGIN}/app-1.js`,
          `${ORIGIN}/app-1.js`,
          `${ORIGIN}/page-data/kjokken/page-data.json`,
          "https://annen.example/evil.js",
          `${ORIGIN}/evil.js?x=1`,
          `${ORIGIN}/page-data/x/..%2F..%2Fadmin.json`,
          `${ORIGIN}/images/kantina.svg`,
          "javascript:alert(1)",
          42,
        ],
      },
    });
    expect(sw.fetched.sort()).toEqual(["/app-1.js", "/page-data/kjokken/page-data.json"]);
    expect(sw.runtime()).toEqual(["/app-1.js", "/page-data/kjokken/page-data.json"]);
  });

  it("does not fetch a script it holds already (its name changes with its content)", async () => {
    const sw = worker({ "/app-1.js": "" }, { "gatsby-plugin-offline-precache": { "/app-1.js": "" } });
    await sw.message({ kulturhusKeep: { urls: [`${ORIGIN}/app-1.js`] } });
    expect(sw.fetched).toEqual([]);
  });

  it("keeps a page whole: its data, its static query results, its template's code and the app data, and lists them for the plugin", async () => {
    const network = {
      "/page-data/kjokken/page-data.json": KJOKKEN,
      "/page-data/sq/d/669600672.json": {},
      "/component---src-templates-page-tsx-b.js": "",
      "/737-a.js": "",
      "/page-data/app-data.json": { webpackCompilationHash: "h" },
    };
    const sw = worker(network, { "kulturhus-uten-nett": { "/page-code.json": TABLE } });
    await sw.message({ kulturhusKeep: { page: { path: "/kjokken", data: "/page-data/kjokken/page-data.json" } } });
    expect(sw.runtime()).toEqual(Object.keys(network).sort());
    expect(sw.lists.get("resources:/kjokken")).toEqual([
      "/page-data/kjokken/page-data.json",
      "/page-data/sq/d/669600672.json",
      "/component---src-templates-page-tsx-b.js",
      "/737-a.js",
    ]);
  });

  it.each([
    ["its data cannot be fetched", {}, TABLE],
    [
      "its data names a template by a name every object has",
      { "/page-data/kjokken/page-data.json": { componentChunkName: "constructor" } },
      TABLE,
    ],
    [
      "the page code table lists a file elsewhere",
      { "/page-data/kjokken/page-data.json": KJOKKEN },
      { "component---src-templates-page-tsx": ["https://annen.example/x.js"] },
    ],
  ])("lists nothing, and fetches no code, when %s", async (_case, network, table) => {
    const sw = worker(network, { "kulturhus-uten-nett": { "/page-code.json": table } });
    await sw.message({ kulturhusKeep: { page: { path: "/kjokken", data: "/page-data/kjokken/page-data.json" } } });
    expect(sw.lists.size).toBe(0);
    expect(sw.fetched.filter((url) => url.endsWith(".js"))).toEqual([]);
  });

  it.each([
    ["a page whose data is not page data", { path: "/kjokken", data: "/sw.js" }],
    ["a page whose data is elsewhere", { path: "/kjokken", data: "https://annen.example/page-data/kjokken/page-data.json" }],
    ["a path that is no path", { path: "kjokken?x", data: "/page-data/kjokken/page-data.json" }],
    ["no page at all", "/kjokken"],
  ])("ignores %s", async (_case, page) => {
    const sw = worker({ "/page-data/kjokken/page-data.json": KJOKKEN, "/sw.js": "" });
    await sw.message({ kulturhusKeep: { page } });
    expect(sw.fetched).toEqual([]);
    expect(sw.lists.size).toBe(0);
  });

  it("ignores every other message (the plugin's own go to the plugin)", async () => {
    const sw = worker({ "/app-1.js": "" });
    await sw.message({ gatsbyApi: "setPathResources", path: "/", resources: [] });
    await sw.message(null);
    await sw.message({ kulturhusKeep: "alt" });
    expect(sw.fetched).toEqual([]);
  });
});

describe("the service worker and the pages", () => {
  const SHELL = "/offline-plugin-app-shell-fallback/index.html";
  const SHELL_HTML =
    '<html><body><script src="/webpack-runtime-a.js" async></script><script src="/app-b.js" async></script></body></html>';
  const OFFLINE = "<h1>Uten nett</h1>";
  const saved = {
    // Precached under its revision's key (getCacheKeyForURL), which the memory caches above read by path.
    "gatsby-plugin-offline-precache": { [SHELL]: SHELL_HTML, "/webpack-runtime-a.js": "", "/app-b.js": "" },
    [RUNTIME]: { "/page-data/kjokken/page-data.json": KJOKKEN, "/component---src-templates-page-tsx-b.js": "" },
    "kulturhus-uten-nett": { "/uten-nett.html": OFFLINE },
  };
  /** A worker that has saved /kjokken whole, on a network that answers as given. */
  const savedKjokken = (network: Network) => {
    const sw = worker({}, saved, network);
    sw.lists.set("resources:/kjokken", ["/page-data/kjokken/page-data.json", "/component---src-templates-page-tsx-b.js"]);
    return sw;
  };

  it("online, answers a saved page from the network, not from the app shell", async () => {
    const sw = savedKjokken("up");
    expect(await sw.navigate("/kjokken")).toBe("Siden /kjokken");
    expect(sw.plugin.lastNavigationRequest).toBe(`${ORIGIN}/kjokken`);
  });

  it("leaves the plugin's own addresses to the plugin", async () => {
    const sw = savedKjokken("up");
    expect(await sw.navigate("/.gatsby-plugin-offline:api=disableOfflineShell&redirect=true")).toBe("API");
    expect(sw.pluginHandle).toHaveBeenCalledTimes(1);
    expect(sw.fetched).toEqual([]);
  });

  it.each([
    ["no connection", "down"],
    ["a server error", "503"],
    ["a connection that does not answer", "hangs"],
  ] as const)("with %s, opens a saved page from the app shell", async (_, network) => {
    expect(await savedKjokken(network).navigate("/kjokken")).toBe(SHELL_HTML);
  });

  it("answers a page that is not saved from the network however late, a server error included", async () => {
    expect(await worker({}, saved, "slow").navigate("/kjokken")).toBe("Siden /kjokken");
    expect(await worker({}, saved, "503").navigate("/kjokken")).toBe("Utilgjengelig");
  });

  it.each([
    ["nothing listed for the page", () => undefined],
    [
      "a listed file not saved",
      (sw: ReturnType<typeof worker>) => sw.lists.set("resources:/kjokken", ["/page-data/kjokken/page-data.json", "/mangler.js"]),
    ],
    ["an empty list", (sw: ReturnType<typeof worker>) => sw.lists.set("resources:/kjokken", [])],
    ["a list that is not a list", (sw: ReturnType<typeof worker>) => sw.lists.set("resources:/kjokken", "/app-b.js")],
  ])("without a connection, answers the offline page for a page with %s", async (_, list) => {
    const sw = worker({}, saved, "down");
    list(sw);
    expect(await sw.navigate("/kjokken")).toBe(OFFLINE);
  });

  it("without a connection, answers the offline page when the shell's own scripts are not all saved (a new build's worker taking over)", async () => {
    const precache = { [SHELL]: SHELL_HTML.replace("/app-b.js", "/app-c.js"), "/webpack-runtime-a.js": "", "/app-b.js": "" };
    const sw = worker({}, { ...saved, "gatsby-plugin-offline-precache": precache }, "down");
    sw.lists.set("resources:/kjokken", ["/page-data/kjokken/page-data.json"]);
    expect(await sw.navigate("/kjokken")).toBe(OFFLINE);
  });
});
