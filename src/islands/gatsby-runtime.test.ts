import { RUNTIME_READY_EVENT } from "../components/runtime-handover";

/** A page of islands with the runtime's scripts listed; `appData` is what /page-data/app-data.json answers. */
function page(list: unknown, appData: unknown = { webpackCompilationHash: "abc123" }) {
  document.body.innerHTML = `<script id="gatsby-runtime-scripts" type="application/json">${JSON.stringify(list)}</script>`;
  const fetch = jest.fn(async () => ({ ok: appData !== null, json: async () => appData }));
  Object.assign(window, { fetch });
  return fetch;
}

/** The scripts added to the page since it was set up. */
const added = () => [...document.querySelectorAll<HTMLScriptElement>("script[src]")];

/** A fresh module: a start that failed, or succeeded, stays with the module. */
function fresh(): typeof import("./gatsby-runtime") {
  let runtime: typeof import("./gatsby-runtime") | undefined;
  jest.isolateModules(() => {
    runtime = require("./gatsby-runtime");
  });
  return runtime!;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.pagePath;
  delete window.___webpackCompilationHash;
  delete window.___chunkMapping;
});

describe("starting Gatsby's runtime late, on a page built of islands", () => {
  it("sets the globals Gatsby's own page would have, adds its scripts, and is done when the runtime has rendered the page", async () => {
    const fetch = page(["/framework-1.js", "/app-2.js"]);
    let done = false;
    const started = fresh()
      .startGatsbyRuntime()
      .then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).toHaveBeenCalledWith("/page-data/app-data.json");
    expect(added().map((s) => s.getAttribute("src"))).toEqual(["/framework-1.js", "/app-2.js"]);
    expect(window.pagePath).toBe("/");
    expect(window.___webpackCompilationHash).toBe("abc123");
    expect(window.___chunkMapping).toBe("{}");
    expect(done).toBe(false);
    window.dispatchEvent(new Event(RUNTIME_READY_EVENT));
    await started;
    expect(done).toBe(true);
  });

  it.each([
    ["the page lists no scripts", [], undefined],
    ["the list names a script of another site", ["https://example.com/app.js"], undefined],
    ["the app data cannot be had", ["/app-2.js"], null],
    ["the app data names no hash", ["/app-2.js"], { webpackCompilationHash: "" }],
  ])("fails, adding nothing, when %s", async (_case, list, appData) => {
    page(list, appData);
    await expect(fresh().startGatsbyRuntime()).rejects.toThrow();
    expect(added()).toEqual([]);
  });

  it("fails when a script does not load, and may be asked again", async () => {
    page(["/app-2.js"]);
    const runtime = fresh();
    const first = runtime.startGatsbyRuntime();
    await new Promise((resolve) => setTimeout(resolve, 0));
    added()[0].dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow("/app-2.js could not be loaded");
    expect(runtime.startGatsbyRuntime()).not.toBe(first);
  });
});
