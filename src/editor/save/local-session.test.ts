/** @jest-environment node */
import { joinLocalBackend, LocalSessionError } from "./local-session";

const API = "http://127.0.0.1:8081/api/v1";

function fakeWindow(session: () => Promise<Response>) {
  const seen: { url: string; token: string | null }[] = [];
  const win = {
    fetch: jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url === `${API}/session`) return session();
      seen.push({ url, token: new Headers(init.headers).get("X-Editor-Token") });
      return new Response("{}", { status: 200 });
    }),
  } as unknown as Pick<Window, "fetch">;
  return { win, seen };
}

describe("the editor's door to the local backend", () => {
  it("sends the start's secret with every request to the backend, and to nobody else", async () => {
    const { win, seen } = fakeWindow(async () => new Response(JSON.stringify({ token: "hemmelig" }), { status: 200 }));
    await joinLocalBackend(API, win);
    await win.fetch(API, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    await win.fetch("https://api.github.com/graphql", { method: "POST" });
    await win.fetch(`${API}/annet`);
    expect(seen).toEqual([
      { url: API, token: "hemmelig" },
      { url: "https://api.github.com/graphql", token: null },
      { url: `${API}/annet`, token: null },
    ]);
  });

  it.each([
    ["refuses", async () => new Response(JSON.stringify({ error: "Ikke tillatt." }), { status: 403 })],
    ["is not running", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answers something else", async () => new Response("<html>", { status: 200 })],
  ])("says in Norwegian what to do when the backend %s", async (_, session) => {
    const { win } = fakeWindow(session);
    const joined = joinLocalBackend(API, win);
    await expect(joined).rejects.toBeInstanceOf(LocalSessionError);
    await expect(joined).rejects.toThrow(
      /Redigeringen får ikke kontakt med lagringen på denne maskinen .*Kjører «npm start» fortsatt\?/,
    );
  });
});
