import { githubQuery, OtherFilesError, readOtherFiles } from "./other-files";

/** A fetch that answers from `answer(url, body)` and records what was asked. */
function stubFetch(answer: (url: string, body: Record<string, unknown>) => { status?: number; json: unknown }) {
  const asked: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    asked.push({ url, body, headers: init.headers as Record<string, string> });
    const { status = 200, json } = answer(url, body);
    // jsdom has no Response: what the reader uses of one.
    return { ok: status >= 200 && status < 300, status, json: async () => json } as Response;
  }) as typeof fetch;
  return { fetcher, asked };
}

const storage = (value: string | null) => ({ getItem: () => value }) as unknown as Storage;
const local = { backend: "local", proxyUrl: "http://127.0.0.1:8081/api/v1", siteBuildUrl: "/build.json" } as const;
const github = {
  backend: "github",
  repo: "rissa-kulturhus/nettsted",
  branch: "main",
  apiRoot: "https://api.github.com",
  siteBuildUrl: "/build.json",
} as const;

describe("the other files, read for the checks before a save", () => {
  it("asks the local backend for each content folder and redirects.json, and keeps each file's path and text", async () => {
    const { fetcher, asked } = stubFetch((_url, body) => {
      const params = body.params as { folder?: string; path?: string };
      if (body.action === "getEntry") return { json: { data: "[]", file: { path: params.path } } };
      return { json: [{ data: `{"in":"${params.folder}"}`, file: { path: `${params.folder}/a.json` } }, { file: {} }] };
    });
    const files = await readOtherFiles(local, { fetcher, storage: storage(null) });
    expect(asked.map((a) => a.body.action)).toEqual(["entriesByFolder", "entriesByFolder", "entriesByFolder", "getEntry"]);
    expect(asked.every((a) => a.url === local.proxyUrl)).toBe(true);
    expect(files).toEqual([
      { file: "content/productions/a.json", text: '{"in":"content/productions"}' },
      { file: "content/articles/a.json", text: '{"in":"content/articles"}' },
      { file: "content/pages/a.json", text: '{"in":"content/pages"}' },
      { file: "redirects.json", text: "[]" },
    ]);
  });

  it("says in Norwegian when the local backend fails, and takes a missing redirects.json (no data) as none", async () => {
    const failing = stubFetch(() => ({ status: 500, json: { error: "boom" } }));
    await expect(readOtherFiles(local, { fetcher: failing.fetcher })).rejects.toThrow(
      new OtherFilesError("Den lokale lagringen svarte 500."),
    );
    const noRedirects = stubFetch((_url, body) =>
      body.action === "getEntry" ? { json: { data: null, file: { path: "redirects.json" } } } : { json: [] },
    );
    await expect(readOtherFiles(local, { fetcher: noRedirects.fetcher })).resolves.toEqual([]);
    const redirectsFailing = stubFetch((_url, body) => (body.action === "getEntry" ? { status: 500, json: {} } : { json: [] }));
    await expect(readOtherFiles(local, { fetcher: redirectsFailing.fetcher })).rejects.toThrow(
      "Den lokale lagringen svarte 500.",
    );
  });

  it("asks GitHub once, with the editor's token, for every folder's files and redirects.json on the branch", async () => {
    const { fetcher, asked } = stubFetch(() => ({
      json: {
        data: {
          repository: {
            f0: {
              entries: [
                { name: "jul.json", object: { text: "{}" } },
                { name: "bilde.png", object: { text: null } },
              ],
            },
            f1: null,
            f2: { entries: [] },
            redirects: { text: "[]" },
          },
        },
      },
    }));
    const files = await readOtherFiles(github, { fetcher, storage: storage('{"backendName":"github","token":"gho_abc"}') });
    expect(asked[0].url).toBe("https://api.github.com/graphql");
    // Another API root (EDITOR_GITHUB_API_ROOT: the local stand-in) is asked instead.
    await readOtherFiles({ ...github, apiRoot: "http://127.0.0.1:41234" }, { fetcher, storage: storage('{"token":"gho_abc"}') });
    expect(asked[1].url).toBe("http://127.0.0.1:41234/graphql");
    expect(asked[0].headers.Authorization).toBe("Bearer gho_abc");
    expect(asked[0].body.variables).toEqual(githubQuery("rissa-kulturhus/nettsted", "main").variables);
    expect(asked[0].body.variables).toMatchObject({ owner: "rissa-kulturhus", name: "nettsted", f0: "main:content/productions" });
    expect(files).toEqual([
      { file: "content/productions/jul.json", text: "{}" },
      { file: "redirects.json", text: "[]" },
    ]);
  });

  it("asks for a new GitHub login when there is none, and passes on what GitHub says is wrong", async () => {
    const never = stubFetch(() => ({ json: {} }));
    await expect(readOtherFiles(github, { fetcher: never.fetcher, storage: storage(null) })).rejects.toThrow(
      "Du er ikke logget inn hos GitHub. Logg inn på nytt.",
    );
    await expect(readOtherFiles(github, { fetcher: never.fetcher, storage: storage("{not json") })).rejects.toThrow(
      "Du er ikke logget inn hos GitHub.",
    );
    expect(never.asked).toHaveLength(0);
    const refused = stubFetch(() => ({
      json: { data: { repository: null }, errors: [{ message: "Could not resolve to a Repository" }] },
    }));
    await expect(readOtherFiles(github, { fetcher: refused.fetcher, storage: storage('{"token":"t"}') })).rejects.toThrow(
      "GitHub ga ikke filene: Could not resolve to a Repository.",
    );
    const partial = stubFetch(() => ({
      json: {
        data: { repository: { f0: { entries: [] } } },
        errors: [{ message: "Something went wrong while executing your query" }],
      },
    }));
    await expect(readOtherFiles(github, { fetcher: partial.fetcher, storage: storage('{"token":"t"}') })).rejects.toThrow(
      "GitHub ga ikke filene: Something went wrong while executing your query.",
    );
  });

  it("says it could not reach the backend when the network fails", async () => {
    const offline = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(readOtherFiles(local, { fetcher: offline })).rejects.toThrow("Kunne ikke nå lagringen (Failed to fetch).");
  });
});
