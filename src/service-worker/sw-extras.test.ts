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
function worker(files: Record<string, unknown>, kept: Record<string, Record<string, unknown>> = {}, online = true) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  let catchHandler: (options: { event: { request: Request } }) => Promise<Response> = async () => Response.error();
  // The plugin's own, earlier in the same file: its shell's switch, and the messages that flip it.
  const plugin = {
    offlineShellEnabled: true,
    MessageAPI: {
      enableOfflineShell: () => (plugin.offlineShellEnabled = true),
      disableOfflineShell: () => (plugin.offlineShellEnabled = false),
    },
  };
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
      routing: { registerRoute: () => undefined, setCatchHandler: (fn: typeof catchHandler) => (catchHandler = fn) },
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
    fetch: async (url: string) => {
      if (!online) throw new TypeError("Failed to fetch");
      fetched.push(url);
      return url in files ? new Response(JSON.stringify(files[url])) : new Response("", { status: 404 });
    },
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
  /** What the worker answers a navigation to `url` whose fetch failed, as Workbox asks its catch handler. */
  const navigateFailed = (url: string) =>
    // A script cannot make a Request whose mode is "navigate": the handler reads only these two.
    catchHandler({ event: { request: { url: `${ORIGIN}${url}`, mode: "navigate" } as Request } });
  return { message, fetched, runtime, lists, navigateFailed, shellOn: () => global.offlineShellEnabled, plugin: global };
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
  // Precached under its revision's key (getCacheKeyForURL), which the memory caches above read by path.
  const SHELL = "/offline-plugin-app-shell-fallback/index.html";
  const SHELL_HTML =
    '<html><body><script src="/webpack-runtime-a.js" async></script><script src="/app-b.js" async></script></body></html>';
  const saved = {
    "gatsby-plugin-offline-precache": { [SHELL]: SHELL_HTML, "/webpack-runtime-a.js": "", "/app-b.js": "" },
    [RUNTIME]: { "/page-data/kjokken/page-data.json": KJOKKEN, "/component---src-templates-page-tsx-b.js": "" },
    "kulturhus-uten-nett": { "/uten-nett.html": "<h1>Uten nett</h1>" },
  };
  const listKjokken = (sw: ReturnType<typeof worker>) =>
    sw.lists.set("resources:/kjokken", ["/page-data/kjokken/page-data.json", "/component---src-templates-page-tsx-b.js"]);

  it("online, leaves the plugin's app shell off, whatever its pages say: a page comes from the network", () => {
    const sw = worker({});
    expect(sw.shellOn()).toBe(false);
    sw.plugin.MessageAPI.enableOfflineShell();
    expect(sw.shellOn()).toBe(false);
  });

  it("offline, opens a saved page from the app shell", async () => {
    const sw = worker({}, saved, false);
    listKjokken(sw);
    expect(await (await sw.navigateFailed("/kjokken")).text()).toBe(SHELL_HTML);
  });

  it.each([
    ["nothing listed for the page", () => undefined],
    [
      "a listed file not saved",
      (sw: ReturnType<typeof worker>) => sw.lists.set("resources:/kjokken", ["/page-data/kjokken/page-data.json", "/mangler.js"]),
    ],
    ["an empty list", (sw: ReturnType<typeof worker>) => sw.lists.set("resources:/kjokken", [])],
    ["a list that is not a list", (sw: ReturnType<typeof worker>) => sw.lists.set("resources:/kjokken", "/app-b.js")],
  ])("offline, answers the offline page for a page with %s", async (_, list) => {
    const sw = worker({}, saved, false);
    list(sw);
    expect(await (await sw.navigateFailed("/kjokken")).text()).toBe("<h1>Uten nett</h1>");
  });

  it("offline, answers the offline page when the shell's own scripts are not all saved (a new build's worker taking over)", async () => {
    const precache = { [SHELL]: SHELL_HTML.replace("/app-b.js", "/app-c.js"), "/webpack-runtime-a.js": "", "/app-b.js": "" };
    const sw = worker({}, { ...saved, "gatsby-plugin-offline-precache": precache }, false);
    listKjokken(sw);
    expect(await (await sw.navigateFailed("/kjokken")).text()).toBe("<h1>Uten nett</h1>");
  });
});
