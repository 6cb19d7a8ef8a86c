/** @jest-environment node */
import { createCinemaApi } from "./cinema-api";
import { MemberChangedError, SessionExpiredError } from "./http-client";
import { later, startFakeCinema, until, type FakeAnswer, type SeenRequest } from "./test-server";

/**
 * One device, two members (issue 11, items 2 and 10). Every request belongs to the member it was
 * made for; a session renewal (switchTokensDx) is made for one member and never outlives them.
 *
 * | # | what happens                                                                 | expected                                                                 |
 * |---|------------------------------------------------------------------------------|--------------------------------------------------------------------------|
 * | 1 | A's renewal never answers; A logs out (A's call aborted); B's call gets a 401  | A's renewal is aborted; B renews with B's token and gets B's tickets       |
 * | 2 | A's renewal never answers; B logs in while A's call still waits               | B's 401 abandons A's renewal (aborted, A's call cancelled); B gets its own |
 * | 3 | A's renewal answers after B has logged in                                    | A's request is not retried (MemberChangedError); B's session untouched     |
 * | 4 | A's retried request meets a second 401 after B has logged in                 | no session is ended: B stays logged in                                   |
 * | 5 | A's request is sent late, after B logged in                                  | it still carries A's token, never B's                                    |
 * | 6 | the only caller waiting for a renewal gives up ("Prøv igjen", log-out)        | the renewal is aborted; the next call (even in the same tick) starts a    |
 * |   |                                                                              | fresh one, which answers                                                  |
 * | 7 | an explicit switchTokens and a 401 of the same member at once                 | one switchTokensDx, shared                                               |
 */

type Handler = (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});
async function fake(handler: Handler) {
  const s = await startFakeCinema(handler);
  closers.push(s.close);
  return s;
}

const ticketOf = (member: string) => ({
  MovieId: 1,
  MovieTitle: `Film for ${member}`,
  QRCode: `QR-${member}`,
  StartTime: "2026-12-05T12:00:00+01:00",
});
const bearer = (req: SeenRequest) => String(req.headers.authorization ?? "").replace("Bearer ", "");
const xToken = (req: SeenRequest) => String(req.headers["x-token"] ?? "");
const pathOf = (req: SeenRequest) => req.path.split("?")[0];

/** A device: the member logged in now is `device.token`; log-in and log-out just change it. */
function device(url: string, token: string | null) {
  const state = { token, lost: [] as (string | null)[] };
  const api = createCinemaApi({
    partner: 118,
    baseURL: `${url}/118/`,
    auth: "token",
    apiOrigins: [url],
    getToken: () => state.token,
    onSessionLost: (member) => {
      state.lost.push(member);
      state.token = null;
    },
    readXsrfToken: () => "xsrf",
  });
  return { api, state };
}

/** Sessions on the server side: a member's tickets need a renewal first; a renewal may be held. */
function cinema(hold: (member: string) => Promise<void> | null = () => null) {
  const sessions = new Set<string>();
  const handler: Handler = async (req) => {
    if (pathOf(req) === "/118/switchTokensDx") {
      const held = hold(xToken(req));
      if (held) await held;
      sessions.add(xToken(req));
      return { status: 200 };
    }
    if (pathOf(req) === "/118/tickets")
      return sessions.has(bearer(req))
        ? { status: 200, body: [ticketOf(bearer(req))] }
        : { status: 401, body: { Message: "Ingen økt." } };
    return { status: 404 };
  };
  return { handler, sessions };
}

describe("requests belong to the member they were made for", () => {
  it("1: log-out abandons A's renewal that never answers; B renews for itself", async () => {
    const { handler } = cinema((member) => (member === "tok-a" ? new Promise<void>(() => undefined) : null));
    const s = await fake(handler);
    const { api, state } = device(s.url, "tok-a");
    const aLeaves = new AbortController();
    const a = api.tickets({ signal: aLeaves.signal }).catch((e) => e);
    await until(() => s.seen.some((r) => pathOf(r) === "/118/switchTokensDx"), "A's renewal");
    aLeaves.abort();
    state.token = "tok-b";
    const b = await api.tickets();
    expect(b.map((t) => t.movieTitle)).toEqual(["Film for tok-b"]);
    expect((await a).name).toBe("CanceledError");
    const renewals = s.seen.filter((r) => pathOf(r) === "/118/switchTokensDx");
    expect(renewals.map(xToken)).toEqual(["tok-a", "tok-b"]);
    await until(() => renewals[0].aborted, "A's renewal to be aborted");
    expect(state.lost).toEqual([]);
  });

  it("2: another member's 401 abandons A's renewal even while A's call still waits", async () => {
    const { handler } = cinema((member) => (member === "tok-a" ? new Promise<void>(() => undefined) : null));
    const s = await fake(handler);
    const { api, state } = device(s.url, "tok-a");
    const a = api.tickets().catch((e) => e);
    await until(() => s.seen.some((r) => pathOf(r) === "/118/switchTokensDx"), "A's renewal");
    state.token = "tok-b";
    expect((await api.tickets()).map((t) => t.movieTitle)).toEqual(["Film for tok-b"]);
    expect((await a).name).toBe("CanceledError");
    await until(() => s.seen[1].aborted, "A's renewal to be aborted");
  });

  it("3: a renewal for A that answers after B logged in retries nothing for B", async () => {
    const aRenewal = later();
    const { handler, sessions } = cinema((member) => (member === "tok-a" ? aRenewal.promise : null));
    const s = await fake(handler);
    const { api, state } = device(s.url, "tok-a");
    const a = api.tickets().catch((e) => e);
    await until(() => s.seen.some((r) => pathOf(r) === "/118/switchTokensDx"), "A's renewal");
    state.token = "tok-b";
    aRenewal.release();
    await until(() => sessions.has("tok-a") || s.seen[1].aborted, "A's renewal to end");
    expect(await a).toBeInstanceOf(MemberChangedError);
    expect(s.seen.filter((r) => pathOf(r) === "/118/tickets")).toHaveLength(1);
    expect(state).toEqual({ token: "tok-b", lost: [] });
  });

  it("4: a second 401 for A after B logged in ends nobody's session", async () => {
    const { api, state } = device(
      (
        await fake(async (req) => {
          if (pathOf(req) === "/118/switchTokensDx") {
            state.token = "tok-b"; // B logs in while A's renewal is under way
            return { status: 200 };
          }
          return { status: 401, body: {} };
        })
      ).url,
      "tok-a",
    );
    const error = await api.tickets().catch((e) => e);
    expect(error).toBeInstanceOf(MemberChangedError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(state).toEqual({ token: "tok-b", lost: [] });
  });

  it("5: a request made for A carries A's token however late it goes", async () => {
    const s = await fake((req) => ({ status: 200, body: pathOf(req) === "/118/events/118" ? [] : [ticketOf(bearer(req))] }));
    const { api, state } = device(s.url, "tok-a");
    const a = api.tickets();
    state.token = "tok-b";
    await a;
    expect(s.seen.map(bearer)).toEqual(["tok-a"]);
  });

  it("6: a renewal nobody waits for any more is abandoned, and the next attempt starts afresh", async () => {
    let first = true;
    const { handler } = cinema(() => {
      if (!first) return null;
      first = false;
      return new Promise<void>(() => undefined);
    });
    const s = await fake(handler);
    const { api } = device(s.url, "tok-a");
    const attempt = new AbortController();
    const stuck = api.switchTokens({ signal: attempt.signal }).catch((e) => e);
    await until(() => s.seen.length === 1, "the first renewal");
    attempt.abort(); // "Prøv igjen"
    expect((await stuck).name).toBe("CanceledError");
    await until(() => s.seen[0].aborted, "the stuck renewal to be aborted");
    await api.switchTokens();
    expect((await api.tickets()).map((t) => t.movieTitle)).toEqual(["Film for tok-a"]);
  });

  it("6: ... also when the next attempt follows in the same tick as giving up", async () => {
    let first = true;
    const { handler } = cinema(() => {
      if (!first) return null;
      first = false;
      return new Promise<void>(() => undefined);
    });
    const s = await fake(handler);
    const { api } = device(s.url, "tok-a");
    const attempt = new AbortController();
    const stuck = api.switchTokens({ signal: attempt.signal }).catch((e) => e);
    await until(() => s.seen.length === 1, "the first renewal");
    attempt.abort();
    const again = api.switchTokens();
    expect((await stuck).name).toBe("CanceledError");
    await again;
    expect(s.seen.map((r) => pathOf(r))).toEqual(["/118/switchTokensDx", "/118/switchTokensDx"]);
    expect(s.seen[0].aborted).toBe(true);
  });

  it("7: an explicit renewal and a 401 of the same member share one switchTokensDx", async () => {
    const release = later();
    const { handler } = cinema(() => release.promise);
    const s = await fake(handler);
    const { api } = device(s.url, "tok-a");
    const both = Promise.all([api.switchTokens(), api.tickets()]);
    await until(
      () =>
        s.seen.filter((r) => pathOf(r) === "/118/tickets").length === 1 &&
        s.seen.some((r) => pathOf(r) === "/118/switchTokensDx"),
      "both calls",
    );
    await new Promise((r) => setTimeout(r, 50));
    release.release();
    await both;
    expect(s.seen.filter((r) => pathOf(r) === "/118/switchTokensDx")).toHaveLength(1);
  });
});
