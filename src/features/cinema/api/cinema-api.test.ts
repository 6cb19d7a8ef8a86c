/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import { createCinemaApi } from "./cinema-api";
import { MalformedAnswerError } from "./cinema-map";
import { SessionExpiredError } from "./http-client";
import { toStoredError } from "./errors";

type Seen = { method: string; path: string; headers: http.IncomingHttpHeaders };
type Handler = (req: http.IncomingMessage, seen: Seen[]) => { status: number; body?: unknown; delay?: number };

async function serve(handler: Handler) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const entry = { method: req.method ?? "", path: req.url ?? "", headers: req.headers };
    seen.push(entry);
    const answer = handler(req, seen);
    setTimeout(() => {
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    }, answer.delay ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((r) => server.close(r)) };
}

const film = { Title: "Reven", MovieId: 7, Edis: "NO-2026-1042", Rating: 4.5, RatingCount: 12, Poster: "/p.svg", link: "/film" };

function apiFor(url: string, extra: Partial<Parameters<typeof createCinemaApi>[0]> = {}) {
  const lost = jest.fn();
  let token: string | null = "mars-1";
  const api = createCinemaApi({
    partner: 118,
    baseURL: `${url}/118/`,
    auth: "token",
    apiOrigins: [url],
    getToken: () => token,
    onSessionLost: () => {
      token = null;
      lost();
    },
    readXsrfToken: () => "xsrf-abc",
    ...extra,
  });
  return { api, lost };
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});
async function server(handler: Handler) {
  const s = await serve(handler);
  closers.push(s.close);
  return s;
}

describe("the cinema API client", () => {
  it("sends JSON with the anti-forgery header and bearer token to the API origin", async () => {
    const s = await server(() => ({ status: 200, body: film }));
    const { api } = apiFor(s.url);
    expect(await api.movieInfo("NO-2026-1042")).toEqual({
      title: "Reven",
      movieId: 7,
      edis: "NO-2026-1042",
      rating: 4.5,
      ratingCount: 12,
      poster: "/p.svg",
      link: "/film",
    });
    expect(s.seen[0].path).toBe("/118/movieInfo?ediNumber=NO-2026-1042");
    expect(s.seen[0].headers).toMatchObject({
      accept: "application/json",
      "x-xsrf-token": "xsrf-abc",
      authorization: "Bearer mars-1",
    });
  });

  it("never sends the anti-forgery header or token to another origin", async () => {
    const api118 = await server(() => ({ status: 200, body: [] }));
    const other = await server(() => ({ status: 200, body: [] }));
    const { api } = apiFor(api118.url);
    await api.http.get(`${other.url}/somewhere`);
    expect(other.seen[0].headers["x-xsrf-token"]).toBeUndefined();
    expect(other.seen[0].headers.authorization).toBeUndefined();
  });

  it("sends no Authorization header with auth none", async () => {
    const s = await server(() => ({ status: 200, body: [] }));
    const { api } = apiFor(s.url, { auth: "none" });
    await api.reviews("NO-2026-1042");
    expect(s.seen[0].headers.authorization).toBeUndefined();
    expect(s.seen[0].path).toBe("/118/reviews?ediNumber=NO-2026-1042&skip=0&take=20");
  });

  it("on a 401 renews the session once with switchTokensDx and retries once", async () => {
    let session = false;
    const s = await server((req) => {
      if (req.url?.startsWith("/118/switchTokensDx")) {
        session = true;
        return { status: 200 };
      }
      return session ? { status: 200, body: [] } : { status: 401, body: { Message: "Økten er utløpt." } };
    });
    const { api, lost } = apiFor(s.url);
    expect(await api.tickets()).toEqual([]);
    expect(s.seen.map((r) => `${r.method} ${r.path.split("?")[0]}`)).toEqual([
      "GET /118/tickets",
      "POST /118/switchTokensDx",
      "GET /118/tickets",
    ]);
    expect(s.seen[1].headers["x-token"]).toBe("mars-1");
    expect(lost).not.toHaveBeenCalled();
  });

  it("shares one renewal between concurrent 401s", async () => {
    let session = false;
    const s = await server((req) => {
      if (req.url?.startsWith("/118/switchTokensDx")) {
        session = true;
        return { status: 200, delay: 50 };
      }
      return session ? { status: 200, body: [] } : { status: 401, body: {} };
    });
    const { api } = apiFor(s.url);
    await Promise.all([api.tickets(), api.watchlist(), api.tickets()]);
    expect(s.seen.filter((r) => r.path.startsWith("/118/switchTokensDx"))).toHaveLength(1);
  });

  it("gives up after one retry: clears the profile, says so, and does not loop", async () => {
    const s = await server((req) => (req.url?.startsWith("/118/switchTokensDx") ? { status: 200 } : { status: 401, body: {} }));
    const { api, lost } = apiFor(s.url);
    await expect(api.tickets()).rejects.toThrow(SessionExpiredError);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(s.seen).toHaveLength(3);
    expect(toStoredError(new SessionExpiredError()).message).toBe("Økten din er utløpt. Logg inn på nytt.");
  });

  it("ends the session when the renewal itself fails", async () => {
    const s = await server(() => ({ status: 401, body: {} }));
    const { api, lost } = apiFor(s.url);
    await expect(api.watchlist()).rejects.toThrow(SessionExpiredError);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(s.seen.map((r) => r.path.split("?")[0])).toEqual(["/118/watchlist", "/118/switchTokensDx"]);
  });

  it("does not renew for a failed login, and rethrows other errors with the server's message", async () => {
    const s = await server((req) =>
      req.url === "/118/login"
        ? { status: 401, body: { Message: "Feil e-post eller passord." } }
        : { status: 500, body: { Message: "Intern feil" } },
    );
    const { api, lost } = apiFor(s.url);
    const loginError = await api.login("a@b.no", "x").catch((e) => e);
    expect(toStoredError(loginError)).toEqual({ message: "Feil e-post eller passord.", status: 401 });
    const serverError = await api.reviews("X").catch((e) => e);
    expect(toStoredError(serverError)).toEqual({ message: "Intern feil", status: 500 });
    expect(lost).not.toHaveBeenCalled();
    expect(s.seen.some((r) => r.path.startsWith("/118/switchTokensDx"))).toBe(false);
  });

  it("turns a malformed answer into an error, not a crash", async () => {
    const s = await server(() => ({ status: 200, body: [{ Title: "Reven" }] }));
    const { api } = apiFor(s.url);
    const error = await api.movieInfo("X").catch((e) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(toStoredError(error).message).toBe("Uventet svar fra kinosystemet (filminformasjon).");
    const s2 = await server(() => ({ status: 200, body: "<html>" }));
    await expect(apiFor(s2.url).api.tickets()).rejects.toThrow(MalformedAnswerError);
  });

  it("fetches the anti-forgery cookie before a first POST", async () => {
    let cookie: string | null = null;
    const s = await server((req) => {
      if (req.url?.startsWith("/118/events/118")) cookie = "primed";
      return {
        status: 200,
        body: req.url?.startsWith("/118/events") ? [] : { marsToken: "t", UserName: "Kari", UserInfo: "k@x.no" },
      };
    });
    const { api } = apiFor(s.url, { readXsrfToken: () => cookie });
    expect(await api.login("k@x.no", "hemmelig1")).toEqual({ token: "t", userName: "Kari", email: "k@x.no" });
    expect(s.seen.map((r) => r.path)).toEqual(["/118/events/118?keys=", "/118/login"]);
    expect(s.seen[1].headers["x-xsrf-token"]).toBe("primed");
  });

  it("maps tickets with seats to the spec's shape", async () => {
    const s = await server(() => ({
      status: 200,
      body: [
        {
          MovieId: 7,
          MovieTitle: "Reven",
          Notes: "Barnefilm",
          QRCode: "RK-1",
          QRUrl: "",
          StartTime: "2026-12-05T12:00:00+01:00",
          ExpirationDate: "2026-12-05T14:00:00+01:00",
          Poster: "/p.svg",
          Screen: "Auditoriet",
          SeatsInfo: { Info: "Rad 5, sete 7-8", Seats: [{ Row: 5, Seats: [7, 8] }] },
        },
      ],
    }));
    const [ticket] = await apiFor(s.url).api.tickets();
    expect(ticket).toEqual({
      movieId: 7,
      movieTitle: "Reven",
      notes: "Barnefilm",
      qrCode: "RK-1",
      qrUrl: "",
      startTime: "2026-12-05T12:00:00+01:00",
      expirationDate: "2026-12-05T14:00:00+01:00",
      image: "/p.svg",
      sal: "Auditoriet",
      seatsInfo: { info: "Rad 5, sete 7-8", rows: [{ row: 5, seats: [7, 8] }] },
    });
  });
});

describe("the cinema API client on a failed renewal", () => {
  it("keeps the session when the renewal fails for another reason than a 401", async () => {
    const s = await server((req) =>
      req.url?.startsWith("/118/switchTokensDx")
        ? { status: 503, body: {} }
        : { status: 401, body: { Message: "Økten er utløpt." } },
    );
    const { api, lost } = apiFor(s.url);
    const error = await api.tickets().catch((e) => e);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(lost).not.toHaveBeenCalled();
  });

  it("drops links and images that are not http(s) or a site path", async () => {
    const s = await server(() => ({
      status: 200,
      body: { ...film, link: "javascript:alert(1)", Poster: "//evil.example/p.svg" },
    }));
    const movie = await apiFor(s.url).api.movieInfo("X");
    expect(movie.link).toBe("");
    expect(movie.poster).toBe("");
    const dotted = await server(() => ({
      status: 200,
      body: { ...film, link: "/.//evil.example/film", Poster: "/%2e//evil.example/p.svg" },
    }));
    const normalised = await apiFor(dotted.url).api.movieInfo("X");
    expect(normalised.link).toBe("");
    expect(normalised.poster).toBe("");
  });
});
