import { PICTURE_CACHE, pictureShows, savePictures } from "./screen-pictures";

/** A Cache Storage of one cache, in memory. */
function memoryCaches(initial: string[] = []) {
  const entries = new Map<string, unknown>(initial.map((url) => [url, { ok: true }]));
  const cache = {
    put: jest.fn(async (url: string, response: unknown) => void entries.set(url, response)),
    match: jest.fn(async (url: string) => entries.get(url)),
    keys: jest.fn(async () => [...entries.keys()].map((url) => ({ url }))),
    delete: jest.fn(async (request: { url: string }) => entries.delete(request.url)),
  };
  return { entries, open: jest.fn(async () => cache), cache };
}

function screenWindow({ onLine = true, caches = memoryCaches(), answers = {} as Record<string, number | "error"> } = {}) {
  const fetch = jest.fn(async (url: string) => {
    const status = answers[url] ?? 200;
    if (status === "error") throw new TypeError("Failed to fetch");
    return { ok: status === 200, status, type: "basic" };
  });
  return {
    fetch,
    caches,
    win: {
      fetch,
      caches,
      navigator: { onLine },
      location: { href: "http://localhost/slideshow-skjerm", origin: "http://localhost" },
    } as never,
  };
}

describe("a lobby screen's pictures", () => {
  it("are all saved as the screen starts, at the addresses it shows them at, and only those are kept", async () => {
    const { win, caches } = screenWindow({ caches: memoryCaches(["http://localhost/images/gammel.svg"]) });
    const missing = await savePictures(["/images/reven.svg", "/images/mannskor.svg", "/images/reven.svg"], win);
    expect(missing.size).toBe(0);
    expect(caches.open).toHaveBeenCalledWith(PICTURE_CACHE);
    expect([...caches.entries.keys()]).toEqual(["http://localhost/images/reven.svg", "http://localhost/images/mannskor.svg"]);
  });

  it("keep the saved copy when the network fails, and tell which are neither saved nor to be had", async () => {
    const { win, caches } = screenWindow({
      caches: memoryCaches(["http://localhost/images/reven.svg"]),
      answers: { "http://localhost/images/reven.svg": "error", "http://localhost/images/borte.svg": 404 },
    });
    const missing = await savePictures(["/images/reven.svg", "/images/borte.svg"], win);
    expect([...missing]).toEqual(["http://localhost/images/borte.svg"]);
    expect(caches.entries.has("http://localhost/images/reven.svg")).toBe(true);
  });

  it("are not asked for while the browser is offline", async () => {
    const { win, fetch } = screenWindow({ onLine: false, caches: memoryCaches(["http://localhost/images/reven.svg"]) });
    const missing = await savePictures(["/images/reven.svg", "/images/mannskor.svg"], win);
    expect(fetch).not.toHaveBeenCalled();
    expect([...missing]).toEqual(["http://localhost/images/mannskor.svg"]);
  });

  it("another host's picture is kept as the image would load it", async () => {
    const { win, fetch } = screenWindow();
    await savePictures(["https://bilder.example/reven.jpg?w=1920"], win);
    expect(fetch).toHaveBeenCalledWith("https://bilder.example/reven.jpg?w=1920", { mode: "no-cors" });
  });

  it("a picture shows when it loads and decodes", async () => {
    const image = (ok: boolean) => () =>
      ({
        src: "",
        decode: () => (ok ? Promise.resolve() : Promise.reject(new Error("EncodingError"))),
      }) as unknown as HTMLImageElement;
    expect(await pictureShows("/images/reven.svg", image(true))).toBe(true);
    expect(await pictureShows("/images/borte.svg", image(false))).toBe(false);
  });
});
