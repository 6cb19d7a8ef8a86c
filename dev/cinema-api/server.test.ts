/** @jest-environment node */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startTestCinemaApi, type TestCinemaApi } from "./testing";

const SITE = "http://localhost:9000";
const TTL = 60_000;
const START = Date.parse("2026-11-01T09:00:00Z");
const DEMO = { Email: "demo@rissakulturhus.no", Password: "kino1234" };
const CHILDREN_FILM = "NO-2026-1042";
const ADULT_FILM = "NO-2027-0117";

type Answer = { status: number; headers: Headers; setCookies: string[]; text: string; body: unknown };
type Options = { body?: unknown; raw?: string; headers?: Record<string, string>; xsrf?: boolean };

/** A fetch client with a cookie jar, sending X-XSRF-TOKEN on POST like the site's axios client. */
class Client {
  cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, pathAndQuery: string, { body, raw, headers = {}, xsrf = true }: Options = {}): Promise<Answer> {
    const h: Record<string, string> = { Accept: "application/json", ...headers };
    if (this.cookies.size) h.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined || raw !== undefined) h["Content-Type"] = "application/json";
    const token = this.cookies.get("XSRF-TOKEN");
    if (method === "POST" && xsrf && token) h["X-XSRF-TOKEN"] = token;
    const res = await fetch(new URL(pathAndQuery, this.base), {
      method,
      headers: h,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const setCookies = res.headers.getSetCookie();
    for (const cookie of setCookies) {
      const pair = cookie.split(";")[0];
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const text = await res.text();
    return { status: res.status, headers: res.headers, setCookies, text, body: text ? JSON.parse(text) : undefined };
  }

  get = (p: string, o?: Options) => this.request("GET", p, o);
  post = (p: string, body?: unknown, o: Options = {}) => this.request("POST", p, { ...o, body });

  /** Fetches once so the server hands out the XSRF-TOKEN cookie. */
  async prime() {
    await this.get("movieInfo?ediNumber=" + CHILDREN_FILM);
    return this;
  }

  async login(credentials = DEMO) {
    await this.prime();
    const answer = await this.post("login", credentials);
    expect(answer.status).toBe(200);
    return answer.body as { marsToken: string; UserName: string; UserInfo: string };
  }
}

const cookieNamed = (setCookies: string[], name: string) => setCookies.find((c) => c.startsWith(`${name}=`));

let contentDir: string;
let api: TestCinemaApi;
let base: string;
const client = () => new Client(base);

beforeAll(async () => {
  contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "cinema-api-content-"));
  fs.mkdirSync(path.join(contentDir, "productions"));
  const production = (id: string, title: string, ediNumber: string | undefined, events: { id: string; start: string }[]) => ({
    id,
    title,
    objectClass: ediNumber ? "movie" : "culture",
    pageReference: id,
    fields: { category: ediNumber ? "Film" : "Konsert", ...(ediNumber ? { ediNumber } : {}) },
    events: events.map((e) => ({ ...e, hall: "Auditoriet" })),
  });
  const write = (name: string, data: unknown) =>
    fs.writeFileSync(path.join(contentDir, "productions", name), JSON.stringify(data));
  write(
    "reven.json",
    production("prod-reven", "Reven (fra innholdet)", CHILDREN_FILM, [
      { id: "ev-past", start: "2026-10-01T12:00:00+02:00" },
      { id: "ev-1", start: "2026-12-05T12:00:00+01:00" },
      { id: "ev-2", start: "2026-12-06T14:00:00+01:00" },
    ]),
  );
  write(
    "konsert.json",
    production("prod-konsert", "Julekonsert", undefined, [{ id: "ev-3", start: "2026-12-12T18:00:00+01:00" }]),
  );
  write("broken.json", "{ not json");

  api = await startTestCinemaApi({ allowedOrigins: [SITE], sessionTtlMs: TTL, testHooks: true, contentDir, startTime: START });
  base = api.baseUrls[118];
});

afterAll(async () => {
  await api?.close();
  fs.rmSync(contentDir, { recursive: true, force: true });
});

beforeEach(() => api.reset());

describe("base URLs and general behaviour", () => {
  it("serves both partners under /<partner>/ on a localhost URL", () => {
    expect(api.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(api.baseUrls).toEqual({ 118: `${api.url}/118/`, 178: `${api.url}/178/` });
  });

  it("answers JSON and hands out a readable XSRF-TOKEN cookie once", async () => {
    const c = client();
    const first = await c.get(`movieInfo?ediNumber=${CHILDREN_FILM}`);
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const xsrf = cookieNamed(first.setCookies, "XSRF-TOKEN");
    expect(xsrf).toMatch(/^XSRF-TOKEN=[\w-]{16,}; Path=\/; SameSite=Lax$/);
    const second = await c.get(`movieInfo?ediNumber=${CHILDREN_FILM}`);
    expect(cookieNamed(second.setCookies, "XSRF-TOKEN")).toBeUndefined();
  });

  it("answers unknown paths, unknown partners and wrong methods with a Message", async () => {
    const c = await client().prime();
    expect(await c.get("nope")).toMatchObject({ status: 404, body: { Message: expect.any(String) } });
    expect(await c.get("login/extra")).toMatchObject({ status: 404 });
    expect((await fetch(`${api.url}/256/login`)).status).toBe(404);
    expect((await fetch(`${api.url}/`)).status).toBe(404);
    const wrong = await c.get("login");
    expect(wrong).toMatchObject({ status: 405, body: { Message: expect.any(String) } });
  });

  it("refuses malformed JSON with 400 and bodies over 64 KB with 413", async () => {
    const c = await client().prime();
    expect(await c.request("POST", "login", { raw: "{ Email: " })).toMatchObject({
      status: 400,
      body: { Message: "Ugyldig JSON" },
    });
    const big = JSON.stringify({ Email: DEMO.Email, Password: "x".repeat(70 * 1024) });
    expect(await c.request("POST", "login", { raw: big })).toMatchObject({ status: 413, body: { Message: expect.any(String) } });
  });
});

describe("XSRF", () => {
  it("refuses a POST without the header, with a wrong one or without the cookie", async () => {
    const c = await client().prime();
    expect(await c.post("login", DEMO, { xsrf: false })).toMatchObject({ status: 403, body: { Message: "Ugyldig XSRF-token" } });
    expect(await c.post("login", DEMO, { xsrf: false, headers: { "X-XSRF-TOKEN": "feil" } })).toMatchObject({ status: 403 });
    const noCookie = await fetch(`${base}login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": "abc" },
      body: JSON.stringify(DEMO),
    });
    expect(noCookie.status).toBe(403);
  });

  it("accepts a POST whose header matches the cookie", async () => {
    const c = await client().prime();
    expect((await c.post("login", DEMO)).status).toBe(200);
  });
});

describe("CORS", () => {
  it("echoes an allowed origin with credentials", async () => {
    const c = client();
    const res = await c.get(`movieInfo?ediNumber=${CHILDREN_FILM}`, { headers: { Origin: SITE } });
    expect(res.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
    expect(res.headers.get("vary")).toBe("Origin");
  });

  it("does not answer other origins", async () => {
    const res = await client().get(`movieInfo?ediNumber=${CHILDREN_FILM}`, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("answers the preflight for allowed origins only", async () => {
    const preflight = (origin: string) =>
      fetch(`${base}login`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type,x-xsrf-token",
        },
      });
    const ok = await preflight(SITE);
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(ok.headers.get("access-control-allow-credentials")).toBe("true");
    expect(ok.headers.get("access-control-allow-methods")).toBe("GET,POST,OPTIONS");
    expect(ok.headers.get("access-control-allow-headers")).toBe("Content-Type, Accept, Authorization, X-XSRF-TOKEN, X-Token");
    expect(ok.headers.get("vary")).toBe("Origin");
    const other = await preflight("http://localhost:1234");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get("access-control-allow-methods")).toBeNull();
  });
});

describe("login", () => {
  it("returns the profile fields and starts an HttpOnly session", async () => {
    const c = await client().prime();
    const res = await c.post("login", DEMO);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marsToken: expect.stringMatching(/\S{16,}/), UserName: "Kari Nordmann", UserInfo: DEMO.Email });
    expect(cookieNamed(res.setCookies, "cinema_session_118")).toMatch(
      /^cinema_session_118=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it("matches the e-mail without regard to case or surrounding spaces", async () => {
    const c = await client().prime();
    expect((await c.post("login", { Email: "  Demo@RissaKulturhus.no ", Password: DEMO.Password })).status).toBe(200);
  });

  it("answers a wrong password or unknown e-mail with 401", async () => {
    const c = await client().prime();
    expect(await c.post("login", { ...DEMO, Password: "feil-passord" })).toMatchObject({
      status: 401,
      body: { Message: "Feil e-post eller passord." },
    });
    expect(await c.post("login", { Email: "ukjent@example.no", Password: "kino1234" })).toMatchObject({ status: 401 });
  });

  it("answers missing or invalid fields with 400 and a Norwegian message", async () => {
    const c = await client().prime();
    for (const body of [
      {},
      { Email: "ikke-en-adresse", Password: "kino1234" },
      { Email: DEMO.Email },
      { Email: DEMO.Email, Password: "" },
      [DEMO],
      "tekst",
    ]) {
      const res = await c.post("login", body);
      expect(res.status).toBe(400);
      expect((res.body as { Message: string }).Message).toMatch(/[a-zæøå]/i);
    }
    expect((await c.request("POST", "login")).status).toBe(400);
  });
});

describe("createUser", () => {
  it("creates a member who can then log in", async () => {
    const c = await client().prime();
    const res = await c.post("createUser", { Email: "Ola@Example.no", Password: "hemmelig1", UserName: "Ola Nordmann" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Token: expect.any(String), UserName: "Ola Nordmann", ContactEmail: "ola@example.no" });
    expect(await c.get("watchlist")).toMatchObject({ status: 200, body: [] });
    expect(await c.get("tickets")).toMatchObject({ status: 200, body: [] });
    const other = await client().login({ Email: "ola@example.no", Password: "hemmelig1" });
    expect(other.UserName).toBe("Ola Nordmann");
  });

  it("answers an existing e-mail with 409", async () => {
    const c = await client().prime();
    expect(
      await c.post("createUser", { Email: "DEMO@rissakulturhus.no", Password: "hemmelig1", UserName: "Kari" }),
    ).toMatchObject({ status: 409, body: { Message: expect.any(String) } });
  });

  it("checks user name, e-mail and password length", async () => {
    const c = await client().prime();
    const valid = { Email: "ny@example.no", Password: "12345678", UserName: "Ny" };
    for (const body of [
      { ...valid, UserName: " " },
      { ...valid, Email: "ny@" },
      { ...valid, Password: "1234567" },
      { Email: valid.Email, Password: valid.Password },
    ]) {
      expect(await c.post("createUser", body)).toMatchObject({ status: 400, body: { Message: expect.any(String) } });
    }
    expect((await c.post("createUser", valid)).status).toBe(200);
  });
});

describe("forgotPassword", () => {
  it("answers a known e-mail with 200 and an empty body", async () => {
    const c = await client().prime();
    const res = await c.post("forgotPassword", { Email: DEMO.Email });
    expect(res.status).toBe(200);
    expect(res.text).toBe("");
  });

  it("answers an unknown e-mail with 404 and an invalid one with 400", async () => {
    const c = await client().prime();
    expect(await c.post("forgotPassword", { Email: "ingen@example.no" })).toMatchObject({
      status: 404,
      body: { Message: expect.any(String) },
    });
    expect(await c.post("forgotPassword", { Email: "ingen" })).toMatchObject({
      status: 400,
      body: { Message: expect.any(String) },
    });
  });
});

describe("sessions", () => {
  const expired = { status: 401, body: { Message: "Økten er utløpt. Logg inn på nytt." } };

  it("refuses tickets and the watch list without a session", async () => {
    const c = await client().prime();
    expect(await c.get("tickets?skip=0&take=10")).toMatchObject(expired);
    expect(await c.get("watchlist?skip=0&take=10")).toMatchObject(expired);
    c.cookies.set("cinema_session_118", "oppdiktet");
    expect(await c.get("tickets")).toMatchObject(expired);
  });

  it("does not take a bearer token instead of the session cookie", async () => {
    const c = await client().prime();
    const { marsToken } = await client().login();
    expect(await c.get("tickets", { headers: { Authorization: `Bearer ${marsToken}` } })).toMatchObject(expired);
  });

  it("gives the member's tickets and watch list with a session", async () => {
    const c = client();
    await c.login();
    const tickets = await c.get("tickets?skip=0&take=10");
    expect(tickets.status).toBe(200);
    const list = tickets.body as Record<string, unknown>[];
    // Oldest first: the film seen before the programme's time, then the coming ones.
    expect(list.map((t) => t.QRCode)).toEqual(["RK-118-000120", "RK-118-000124", "RK-118-000123", "RK-118-000125"]);
    expect(list.find((t) => t.QRCode === "RK-118-000123")).toEqual({
      MovieId: 31042,
      MovieTitle: "Reven (fra innholdet)",
      Notes: expect.any(String),
      QRCode: "RK-118-000123",
      QRUrl: "",
      StartTime: "2026-12-05T12:00:00+01:00",
      ExpirationDate: expect.any(String),
      Poster: "/images/film-reven.svg",
      Screen: "Auditoriet",
      SeatsInfo: { Info: "Rad 5, sete 7-8", Seats: [{ Row: 5, Seats: [7, 8] }] },
    });
    for (const t of list) expect(Date.parse(t.ExpirationDate as string)).toBeGreaterThan(Date.parse(t.StartTime as string));
    expect((await c.get("tickets?skip=1&take=1")).body).toEqual([list[1]]);
    const watchlist = await c.get("watchlist?skip=0&take=10");
    expect(watchlist).toMatchObject({ status: 200, body: [{ Title: "Kystradioen", MovieId: 29873 }] });
  });

  it("sells the demo member tickets only for dates the programme shows the film, and one for a film seen before", async () => {
    const c = client();
    await c.login();
    const list = (await c.get("tickets")).body as { QRCode: string; MovieTitle: string; StartTime: string; Screen: string }[];
    const reven = list.filter((t) => t.MovieTitle === "Reven (fra innholdet)");
    // The content's coming dates of the film (ev-1 and ev-2), never its past one nor a date it is not shown.
    expect(reven.map((t) => t.StartTime)).toEqual(["2026-12-05T12:00:00+01:00", "2026-12-06T14:00:00+01:00"]);
    // A film the site has no production for gets a time relative to now: the adult film coming, the other past.
    const byCode = Object.fromEntries(list.map((t) => [t.QRCode, Date.parse(t.StartTime)]));
    expect(byCode["RK-118-000124"]).toBeGreaterThan(START);
    expect(byCode["RK-118-000120"]).toBeLessThan(START);
    const fortyDays = 40 * 24 * 3600_000;
    api.advanceClock(fortyDays);
    try {
      api.reset();
      const later = client();
      await later.login();
      // Forty days on, both dates have passed: a fresh data set has no coming ticket for the film.
      const coming = ((await later.get("tickets")).body as { MovieTitle: string; StartTime: string }[]).filter(
        (t) => Date.parse(t.StartTime) > START + fortyDays,
      );
      expect(coming.map((t) => t.MovieTitle)).not.toContain("Reven (fra innholdet)");
    } finally {
      api.advanceClock(-fortyDays);
      api.reset();
    }
  });

  it("answers bad paging with 400", async () => {
    const c = client();
    await c.login();
    for (const q of ["skip=-1", "take=0", "take=abc", "take=101", "skip=1.5"])
      expect((await c.get(`tickets?${q}`)).status).toBe(400);
  });

  it("expires a session after the TTL by the server's clock", async () => {
    const c = client();
    await c.login();
    await api.advanceClock(TTL - 1);
    expect((await c.get("tickets")).status).toBe(200);
    await api.advanceClock(1);
    expect(await c.get("tickets")).toMatchObject(expired);
    expect(await c.get("watchlist")).toMatchObject(expired);
  });

  it("keeps the partners' members and sessions apart", async () => {
    const c = client();
    await c.login();
    const at178 = new Client(api.baseUrls[178]);
    at178.cookies = c.cookies;
    expect((await at178.get("tickets")).status).toBe(401);
    await at178.post("login", DEMO);
    const tickets = (await at178.get("tickets")).body as { QRCode: string }[];
    expect(tickets.map((t) => t.QRCode)).toContain("RK-178-000123");
    expect((await c.get("tickets")).status).toBe(200);
  });
});

describe("switchTokensDx", () => {
  it("starts a fresh session for a token from login", async () => {
    const c = client();
    const { marsToken } = await c.login();
    const oldSession = c.cookies.get("cinema_session_118");
    await api.advanceClock(TTL);
    expect((await c.get("tickets")).status).toBe(401);
    const res = await c.post("switchTokensDx", undefined, { headers: { "X-Token": marsToken } });
    expect(res.status).toBe(200);
    expect(res.text).toBe("");
    const fresh = cookieNamed(res.setCookies, "cinema_session_118");
    expect(fresh).toMatch(/HttpOnly/);
    expect(c.cookies.get("cinema_session_118")).not.toBe(oldSession);
    expect((await c.get("tickets")).status).toBe(200);
  });

  it("accepts a token from createUser and the fixed demo token", async () => {
    const created = await (
      await client().prime()
    ).post("createUser", { Email: "per@example.no", Password: "passord1", UserName: "Per" });
    const c = await client().prime();
    expect(
      (await c.post("switchTokensDx", undefined, { headers: { "X-Token": (created.body as { Token: string }).Token } })).status,
    ).toBe(200);
    expect(await c.get("watchlist")).toMatchObject({ status: 200, body: [] });
    const demo = await client().prime();
    expect((await demo.post("switchTokensDx", undefined, { headers: { "X-Token": "mars-demo-118" } })).status).toBe(200);
    expect((await demo.get("tickets")).body).toHaveLength(4);
  });

  it("answers a missing or unknown token with 401 and no session", async () => {
    const c = await client().prime();
    const missing = await c.post("switchTokensDx");
    expect(missing.status).toBe(401);
    const unknown = await c.post("switchTokensDx", undefined, { headers: { "X-Token": "mars-oppdiktet" } });
    expect(unknown).toMatchObject({ status: 401, body: { Message: expect.any(String) } });
    expect(cookieNamed(unknown.setCookies, "cinema_session_118")).toBeUndefined();
    expect((await c.get("tickets")).status).toBe(401);
  });

  it("needs the XSRF header like every POST", async () => {
    const c = await client().prime();
    expect((await c.post("switchTokensDx", undefined, { xsrf: false, headers: { "X-Token": "mars-demo-118" } })).status).toBe(
      403,
    );
  });
});

describe("addMovieToWatchList", () => {
  it("adds a film once and answers true", async () => {
    const c = client();
    await c.login();
    expect(await c.post("addMovieToWatchList", { id: 32117 })).toMatchObject({ status: 200, body: true });
    expect(await c.post("addMovieToWatchList", { id: 32117 })).toMatchObject({ status: 200, body: true });
    const list = (await c.get("watchlist?skip=0&take=10")).body as { MovieId: number; Edis: string }[];
    expect(list.map((f) => f.MovieId)).toEqual([29873, 32117]);
    expect(list[1].Edis).toBe(ADULT_FILM);
  });

  it("needs a session, a known film and an id", async () => {
    const anonymous = await client().prime();
    expect(await anonymous.post("addMovieToWatchList", { id: 32117 })).toMatchObject({
      status: 401,
      body: { Message: "Økten er utløpt. Logg inn på nytt." },
    });
    const c = client();
    await c.login();
    expect(await c.post("addMovieToWatchList", { id: 1 })).toMatchObject({ status: 404, body: { Message: expect.any(String) } });
    expect((await c.post("addMovieToWatchList", {})).status).toBe(400);
  });
});

describe("movieInfo and reviews", () => {
  it("gives movie info by EDI number, with the site's title and page", async () => {
    const res = await client().get(`movieInfo?ediNumber=${CHILDREN_FILM}`);
    expect(res.body).toEqual({
      Title: "Reven (fra innholdet)",
      MovieId: 31042,
      Edis: CHILDREN_FILM,
      Rating: expect.any(Number),
      RatingCount: expect.any(Number),
      Poster: "/images/film-reven.svg",
      link: "/prod-reven",
    });
    const { Rating } = res.body as { Rating: number };
    expect(Rating).toBeGreaterThanOrEqual(0);
    expect(Rating).toBeLessThanOrEqual(5);
    expect(Math.round(Rating * 10)).toBe(Rating * 10);
    expect((await client().get(`movieInfo?ediNumber=${ADULT_FILM}`)).body).toMatchObject({
      Title: "Lyset over Stjørnfjorden",
      Poster: "/images/film-stjornfjorden.svg",
    });
  });

  it("answers an unknown EDI number with 404", async () => {
    expect(await client().get("movieInfo?ediNumber=NO-1999-0001")).toMatchObject({
      status: 404,
      body: { Message: expect.any(String) },
    });
    expect((await client().get("movieInfo")).status).toBe(400);
  });

  it("pages reviews with skip and take, newest first", async () => {
    const c = client();
    const first = (await c.get(`reviews?ediNumber=${CHILDREN_FILM}&skip=0&take=20`)).body as Record<string, unknown>[];
    const second = (await c.get(`reviews?ediNumber=${CHILDREN_FILM}&skip=20&take=20`)).body as Record<string, unknown>[];
    expect(first).toHaveLength(20);
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThan(20);
    const all = [...first, ...second];
    expect(new Set(all.map((r) => r.Id)).size).toBe(all.length);
    const times = all.map((r) => Date.parse(r.AddedAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first[0]).toEqual({
      Id: expect.any(Number),
      Comment: expect.any(String),
      Rating: expect.any(Number),
      AddedAt: expect.any(String),
      LikesCount: expect.any(Number),
      MovieId: 31042,
      UserId: expect.any(Number),
      UserName: expect.any(String),
      Image: expect.any(String),
      IsLiked: false,
    });
    expect((await c.get(`reviews?ediNumber=${CHILDREN_FILM}&skip=3&take=2`)).body).toEqual(first.slice(3, 5));
    expect((await c.get(`reviews?ediNumber=${CHILDREN_FILM}`)).body).toEqual(first);
  });

  it("marks the reviews the logged-in member liked", async () => {
    const c = client();
    await c.login();
    const reviews = (await c.get(`reviews?ediNumber=${CHILDREN_FILM}&skip=0&take=20`)).body as { IsLiked: boolean }[];
    expect(reviews.filter((r) => r.IsLiked).length).toBeGreaterThan(0);
  });

  it("answers bad paging with 400 and an unknown film with 404", async () => {
    const c = client();
    for (const q of ["skip=-1&take=20", "skip=0&take=0", "skip=x&take=20", "skip=0&take=500"]) {
      expect(await c.get(`reviews?ediNumber=${CHILDREN_FILM}&${q}`)).toMatchObject({
        status: 400,
        body: { Message: expect.any(String) },
      });
    }
    expect((await c.get("reviews?ediNumber=NO-1999-0001&skip=0&take=20")).status).toBe(404);
  });
});

describe("events", () => {
  it("returns the requested events of the site's productions and leaves out unknown keys", async () => {
    const res = await client().get("events/118?keys=ev-2,ev-1,ukjent,ev-3,ev-1");
    expect(res.status).toBe(200);
    const events = res.body as Record<string, unknown>[];
    expect(events.map((e) => e.Id)).toEqual(["ev-2", "ev-1", "ev-3"]);
    expect(events[1]).toEqual({
      Id: "ev-1",
      ProductionId: "prod-reven",
      StartTime: "2026-12-05T12:00:00+01:00",
      Venue: "Auditoriet",
      TicketUrl: "https://billett.example.com/rissa-kulturhus/arrangement/ev-1",
      SoldOut: true,
      AvailableSeats: 0,
    });
    expect(events[0]).toMatchObject({ SoldOut: false, AvailableSeats: 4 });
    expect(events[2]).toMatchObject({ SoldOut: false, AvailableSeats: expect.any(Number) });
    expect(events[2].AvailableSeats as number).toBeGreaterThan(20);
  });

  it("answers no keys with an empty list and an unknown partner with 404", async () => {
    expect(await client().get("events/118")).toMatchObject({ status: 200, body: [] });
    expect(await client().get("events/118?keys=")).toMatchObject({ status: 200, body: [] });
    expect((await client().get("events/999?keys=ev-1")).status).toBe(404);
  });
});

describe("test hooks", () => {
  const hook = (name: string, body?: unknown) =>
    fetch(`${api.url}/__test/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("expire-sessions ends every session, without XSRF", async () => {
    const c = client();
    const { marsToken } = await c.login();
    const res = await hook("expire-sessions");
    expect(res.status).toBe(200);
    expect((await c.get("tickets")).status).toBe(401);
    expect((await c.post("switchTokensDx", undefined, { headers: { "X-Token": marsToken } })).status).toBe(200);
    expect((await c.get("tickets")).status).toBe(200);
  });

  it("fail-next makes the next request to a path fail once (or `times` times)", async () => {
    const c = client();
    await c.login();
    expect((await hook("fail-next", { path: "tickets", status: 500 })).status).toBe(200);
    expect(await c.get("tickets?skip=0&take=10")).toMatchObject({
      status: 500,
      body: { Message: "Intern feil i kinosystemet." },
    });
    expect((await c.get("tickets?skip=0&take=10")).status).toBe(200);
    await hook("fail-next", { path: "events", status: 503, times: 2 });
    expect((await c.get("events/118?keys=ev-1")).status).toBe(503);
    expect((await c.get("events/118?keys=ev-1")).status).toBe(503);
    expect((await c.get("events/118?keys=ev-1")).status).toBe(200);
    expect((await hook("fail-next", { path: "tickets", status: 200 })).status).toBe(400);
    expect((await hook("fail-next", "tekst")).status).toBe(400);
  });

  it("refuses a hook body with a field it does not know, so a misspelt member never makes a rule for everyone", async () => {
    const res = await hook("fail-next", { path: "tickets", status: 500, email: "demo@rissakulturhus.no" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { Message: string }).Message).toBe(
      "Ukjent felt: email (tillatt: path, status, times, member).",
    );
    expect(api.state.failures).toEqual([]);
    expect((await hook("expire-sessions", { medlem: "demo@rissakulturhus.no" })).status).toBe(400);
    expect((await hook("expire-sessions", [])).status).toBe(400);
    for (const member of ["", "demo", 42, null])
      expect(await (await hook("fail-next", { path: "tickets", status: 500, member })).json()).toEqual({
        Message: 'member må være e-postadressen til et kinomedlem, for eksempel "kinomedlem-1@example.no".',
      });
    expect((await hook("expire-sessions", { member: "ikke en adresse" })).status).toBe(400);
  });

  describe("new-member", () => {
    type Made = { email: string; password: string; userName: string; qrCodes: Record<string, string[]> };
    const newMember = async (body?: unknown) => {
      const res = await hook("new-member", body);
      expect(res.status).toBe(200);
      return (await res.json()) as Made;
    };

    it("makes a member of its own with the demo member's tickets, watch list and likes, in every partner", async () => {
      const a = await newMember();
      const b = await newMember({ userName: "Ola Nordmann" });
      expect(a).toEqual({
        email: expect.stringMatching(/^kinomedlem-\d+@example\.no$/),
        password: expect.stringMatching(/^.{8,}$/),
        userName: expect.stringMatching(/^Kinomedlem \d+$/),
        qrCodes: { 118: expect.arrayContaining([]), 178: expect.arrayContaining([]) },
      });
      expect(b.userName).toBe("Ola Nordmann");
      expect(b.email).not.toBe(a.email);
      expect(b.password).not.toBe(a.password);

      const demo = client();
      await demo.login();
      const demoTickets = (await demo.get("tickets")).body as Record<string, unknown>[];
      for (const made of [a, b]) {
        const c = client();
        expect(await c.login({ Email: made.email, Password: made.password })).toMatchObject({ UserName: made.userName });
        const tickets = (await c.get("tickets")).body as Record<string, unknown>[];
        // The demo member's tickets, each with a QR code of its own.
        const withoutCode = (t: Record<string, unknown>) => ({ ...t, QRCode: undefined });
        expect(tickets.map(withoutCode)).toEqual(demoTickets.map(withoutCode));
        expect(tickets.map((t) => t.QRCode)).toEqual(made.qrCodes[118]);
        for (const code of made.qrCodes[118]) expect(code).toMatch(/^RK-118-\d{6}$/);
        expect((await c.get("watchlist")).body).toEqual((await demo.get("watchlist")).body);
        expect((await c.get(`reviews?ediNumber=${CHILDREN_FILM}`)).body).toEqual(
          (await demo.get(`reviews?ediNumber=${CHILDREN_FILM}`)).body,
        );
        const other = new Client(api.baseUrls[178]);
        await other.prime();
        expect((await other.post("login", { Email: made.email, Password: made.password })).status).toBe(200);
        expect(((await other.get("tickets")).body as { QRCode: string }[]).map((t) => t.QRCode)).toEqual(made.qrCodes[178]);
      }
      const codes = [...a.qrCodes[118], ...b.qrCodes[118], ...demoTickets.map((t) => t.QRCode as string)];
      expect(new Set(codes).size).toBe(codes.length);
      // One member's watch list is its own.
      const c = client();
      await c.login({ Email: a.email, Password: a.password });
      await c.post("addMovieToWatchList", { id: 31042 });
      expect((await c.get("watchlist")).body).toHaveLength(2);
      expect((await demo.get("watchlist")).body).toHaveLength(1);
    });

    it("makes the tickets as of the server's clock", async () => {
      const later = 40 * 24 * 3600_000;
      api.advanceClock(later);
      try {
        const made = await newMember();
        const c = client();
        await c.login({ Email: made.email, Password: made.password });
        const tickets = (await c.get("tickets")).body as { MovieTitle: string; StartTime: string }[];
        // Forty days on, the film's dates in the content have passed: no coming ticket for it.
        const coming = tickets.filter((t) => Date.parse(t.StartTime) > START + later);
        expect(coming.map((t) => t.MovieTitle)).not.toContain("Reven (fra innholdet)");
      } finally {
        api.advanceClock(-later);
      }
    });

    it("takes no body, an empty one or a user name, and refuses anything else with 400", async () => {
      expect((await hook("new-member")).status).toBe(200);
      expect((await hook("new-member", {})).status).toBe(200);
      const refused = async (body: unknown) => {
        const res = await hook("new-member", body);
        expect(res.status).toBe(400);
        return ((await res.json()) as { Message: string }).Message;
      };
      expect(await refused({ userName: "" })).toBe("userName må være tekst på 1 til 60 tegn.");
      expect(await refused({ userName: "x".repeat(61) })).toBe("userName må være tekst på 1 til 60 tegn.");
      expect(await refused({ userName: 7 })).toBe("userName må være tekst på 1 til 60 tegn.");
      expect(await refused({ email: "meg@example.no" })).toBe("Ukjent felt: email (tillatt: userName).");
      expect(await refused("tekst")).toBe("Forespørselen må være et JSON-objekt.");
      expect((await fetch(`${api.url}/__test/new-member`, { method: "POST", body: "{" })).status).toBe(400);
    });

    it("never reuses an e-mail someone signed up with", async () => {
      const c = await client().prime();
      const next = (await newMember()).email.replace(/\d+/, (n) => String(Number(n) + 1));
      await c.post("createUser", { Email: next, Password: "passord1", UserName: "Først" });
      const made = await newMember();
      expect(made.email).not.toBe(next);
      expect((await c.post("login", { Email: next, Password: "passord1" })).status).toBe(200);
    });
  });

  describe("scoped to one member", () => {
    const twoMembers = async () => {
      const made = async () => (await (await hook("new-member")).json()) as { email: string; password: string };
      const a = await made();
      const b = await made();
      const ca = client();
      const cb = client();
      const tokenA = (await ca.login({ Email: a.email, Password: a.password })).marsToken;
      const tokenB = (await cb.login({ Email: b.email, Password: b.password })).marsToken;
      return { a, b, ca, cb, tokenA, tokenB };
    };

    it("fail-next with a member fails only that member's requests, whichever comes first", async () => {
      const { a, ca, cb, tokenA, tokenB } = await twoMembers();
      const visitor = await client().prime();
      expect(
        await (await hook("fail-next", { path: "tickets", status: 500, times: 2, member: ` ${a.email.toUpperCase()} ` })).json(),
      ).toEqual({ failNext: [{ path: "tickets", status: 500, remaining: 2, member: a.email }] });
      // Member B (and a visitor) go first and are not failed; the rule waits for A.
      expect((await cb.get("tickets")).status).toBe(200);
      expect((await visitor.get("tickets")).status).toBe(401);
      expect(await ca.get("tickets")).toMatchObject({ status: 500, body: { Message: "Intern feil i kinosystemet." } });
      expect((await cb.get("tickets")).status).toBe(200);
      expect((await ca.get("tickets")).status).toBe(500);
      expect((await ca.get("tickets")).status).toBe(200);

      // Paths no member is needed for: only requests that come with A's session.
      await hook("fail-next", { path: "events", status: 503, member: a.email });
      expect((await visitor.get("events/118?keys=ev-1")).status).toBe(200);
      expect((await cb.get("events/118?keys=ev-1")).status).toBe(200);
      expect((await ca.get("events/118?keys=ev-1")).status).toBe(503);

      // switchTokensDx is A's by A's token, whoever's session cookie comes with it.
      await hook("fail-next", { path: "switchTokensDx", status: 500, member: a.email });
      expect((await ca.post("switchTokensDx", undefined, { headers: { "X-Token": tokenB } })).status).toBe(200);
      expect((await cb.post("switchTokensDx", undefined, { headers: { "X-Token": tokenA } })).status).toBe(500);

      // login, createUser and forgotPassword are the body's e-mail's, whoever's session comes with them.
      await hook("fail-next", { path: "login", status: 503, member: a.email });
      await hook("fail-next", { path: "forgotPassword", status: 503, member: a.email });
      await hook("fail-next", { path: "createUser", status: 503, member: "ny@example.no" });
      expect((await ca.post("login", { Email: "demo@rissakulturhus.no", Password: "kino1234" })).status).toBe(200);
      expect((await cb.post("forgotPassword", { Email: "demo@rissakulturhus.no" })).status).toBe(200);
      expect((await ca.post("createUser", { Email: "annen@example.no", Password: "passord1", UserName: "Annen" })).status).toBe(
        200,
      );
      expect((await cb.post("login", { Email: a.email, Password: a.password })).status).toBe(503);
      expect((await cb.post("forgotPassword", { Email: a.email })).status).toBe(503);
      expect((await cb.post("createUser", { Email: "Ny@Example.no", Password: "passord1", UserName: "Ny" })).status).toBe(503);
      expect(api.state.failures).toEqual([]);
    });

    it("a rule for no member still fails anyone's request", async () => {
      const { ca, cb } = await twoMembers();
      await hook("fail-next", { path: "watchlist", status: 502 });
      expect((await cb.get("watchlist")).status).toBe(502);
      expect((await ca.get("watchlist")).status).toBe(200);
    });

    it("expire-sessions with a member ends only that member's sessions", async () => {
      const { a, ca, cb, tokenA } = await twoMembers();
      const again = client();
      await again.login({ Email: a.email, Password: a.password });
      const res = await hook("expire-sessions", { member: a.email.toUpperCase() });
      expect(await res.json()).toEqual({ expired: 2 });
      expect((await ca.get("tickets")).status).toBe(401);
      expect((await again.get("tickets")).status).toBe(401);
      expect((await cb.get("tickets")).status).toBe(200);
      expect((await ca.post("switchTokensDx", undefined, { headers: { "X-Token": tokenA } })).status).toBe(200);
      expect((await ca.get("tickets")).status).toBe(200);
      // A member with no session: nothing to end, not an error.
      expect(await (await hook("expire-sessions", { member: "ingen@example.no" })).json()).toEqual({ expired: 0 });
    });
  });

  it("allow-origin lets one more site origin call the API with credentials", async () => {
    const other = "http://localhost:9477";
    const before = await client().get(`movieInfo?ediNumber=${CHILDREN_FILM}`, { headers: { Origin: other } });
    expect(before.headers.get("access-control-allow-origin")).toBeNull();
    expect((await hook("allow-origin", { origin: other })).status).toBe(200);
    const after = await client().get(`movieInfo?ediNumber=${CHILDREN_FILM}`, { headers: { Origin: other } });
    expect(after.headers.get("access-control-allow-origin")).toBe(other);
    expect(after.headers.get("access-control-allow-credentials")).toBe("true");
    expect((await hook("allow-origin", { origin: "http://localhost:9477/sti" })).status).toBe(400);
    expect((await hook("allow-origin", {})).status).toBe(400);
  });

  it("reset brings back fresh demo data", async () => {
    const c = await client().prime();
    await c.post("createUser", { Email: "borte@example.no", Password: "passord1", UserName: "Borte" });
    expect((await hook("reset")).status).toBe(200);
    expect((await c.get("watchlist")).status).toBe(401);
    expect((await c.post("login", { Email: "borte@example.no", Password: "passord1" })).status).toBe(401);
  });
});

describe("a server for one partner, without test hooks", () => {
  let only178: TestCinemaApi;
  beforeAll(async () => {
    only178 = await startTestCinemaApi({ partner: 178, contentDir: null });
  });
  afterAll(() => only178.close());

  it("serves only that partner and no test hooks", async () => {
    expect(only178.baseUrls).toEqual({ 178: `${only178.url}/178/` });
    expect((await fetch(`${only178.url}/118/movieInfo?ediNumber=${CHILDREN_FILM}`)).status).toBe(404);
    expect((await fetch(`${only178.url}/178/movieInfo?ediNumber=${CHILDREN_FILM}`)).status).toBe(200);
    expect((await fetch(`${only178.url}/__test/reset`, { method: "POST" })).status).toBe(404);
  });

  it("sends no CORS headers when no origin is allowed, and has no events without content", async () => {
    const res = await fetch(`${only178.baseUrls[178]}events/178?keys=ev-10245`, { headers: { Origin: SITE } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(await res.json()).toEqual([]);
  });
});

describe("run.ts", () => {
  it("prints the base URLs and the demo login, serves, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "run.ts"), "--port", "0"], {
      env: {
        ...process.env,
        ALLOWED_ORIGINS: "http://localhost:9000,http://localhost:8000",
        SESSION_TTL_SECONDS: "120",
        CINEMA_API_TEST_HOOKS: "1",
        CINEMA_API_PORT: "",
        PORT: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let ready = () => undefined as void;
    const started = new Promise<void>((resolve) => (ready = resolve));
    const heard = (d: Buffer) => {
      out += d.toString();
      if (out.includes("Ctrl+C")) ready();
    };
    child.stdout.on("data", heard);
    child.stderr.on("data", heard);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    // Until it says it serves (or has stopped): starting Node with tsx takes seconds on a busy machine.
    await Promise.race([started, exited]);
    expect(out).toContain("demo@rissakulturhus.no");
    expect(out).toContain("kino1234");
    expect(out).toContain("Økter varer 2 minutter");
    const base118 = /partner 118: (\S+)/.exec(out)?.[1] as string;
    expect(base118).toMatch(/^http:\/\/localhost:\d+\/118\/$/);
    expect(out).toMatch(/partner 178: http:\/\/localhost:\d+\/178\//);
    const res = await fetch(`${base118}movieInfo?ediNumber=${ADULT_FILM}`, { headers: { Origin: "http://localhost:8000" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
    expect((await fetch(new URL("/__test/expire-sessions", base118), { method: "POST" })).status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(out).toContain("GET /118/movieInfo");
  }, 60_000);
});
