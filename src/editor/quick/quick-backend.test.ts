import { quickBackend } from "./quick-backend";

/** Hurtigvalg on the published site: GitHub's contents API, with Decap's stored token, at the configured API root. */
describe("Hurtigvalg's GitHub backend", () => {
  const settings = {
    backend: "github" as const,
    repo: "rissa-kulturhus/nettsted",
    branch: "main",
    apiRoot: "https://github.example.no/api/v3",
    siteBuildUrl: "/build.json",
  };
  const storage = { getItem: () => JSON.stringify({ token: "gho_test" }) } as unknown as Storage;
  const text = '{\n  "title": "Blåmann – ei bok om Rissa"\n}\n';
  const base64 = Buffer.from(text, "utf8").toString("base64");

  it("reads a file with its sha and writes it back over that sha, with the login's token", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetcher = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      const body = init?.method === "PUT" ? { content: { sha: "new" } } : { content: base64, sha: "abc123" };
      return { ok: true, status: 200, json: async () => body, text: async () => "" } as Response;
    });
    const backend = quickBackend(settings, { fetcher: () => fetcher as never, storage: () => storage });
    const file = "content/productions/jazz-i-smia-fosen-kvartett-2027.json";
    const stored = await backend.read(file);
    expect(stored).toEqual({ text, sha: "abc123" });
    await backend.write(file, text.replace("Blåmann", "Blåmann!"), stored, "Hurtigvalg: test");
    expect(calls[0].url).toBe(`https://github.example.no/api/v3/repos/rissa-kulturhus/nettsted/contents/${file}?ref=main`);
    expect(calls[1].url).toBe(`https://github.example.no/api/v3/repos/rissa-kulturhus/nettsted/contents/${file}`);
    expect(calls[1].init?.method).toBe("PUT");
    expect(new Headers(calls[1].init?.headers).get("Authorization")).toBe("token gho_test");
    const sent = JSON.parse(String(calls[1].init?.body)) as Record<string, string>;
    expect(sent).toMatchObject({ message: "Hurtigvalg: test", sha: "abc123", branch: "main" });
    expect(Buffer.from(sent.content, "base64").toString("utf8")).toBe(text.replace("Blåmann", "Blåmann!"));
  });

  it("says in Norwegian when the file changed in between, and when nobody is logged in", async () => {
    const conflict = jest.fn(
      async () => ({ ok: false, status: 409, json: async () => ({}), text: async () => "{}" }) as Response,
    );
    const backend = quickBackend(settings, { fetcher: () => conflict as never, storage: () => storage });
    await expect(backend.write("content/site.json", "{}\n", { text: "", sha: "x" }, "m")).rejects.toThrow(
      "Noen andre endret den samme filen i mellomtiden. Last inn siden og prøv igjen.",
    );
    const loggedOut = quickBackend(settings, {
      fetcher: () => conflict as never,
      storage: () => ({ getItem: () => null }) as unknown as Storage,
    });
    await expect(loggedOut.read("content/site.json")).rejects.toThrow("Du er ikke logget inn hos GitHub.");
  });
});
