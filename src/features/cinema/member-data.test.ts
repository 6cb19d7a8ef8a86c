import { CanceledError } from "axios";
import { createCinemaStore } from "./cinema-store";
import { later, startFakeCinema, until, type SeenRequest } from "./api/test-server";
import { film, ticket } from "./api/test-fixtures";
import { storeWith } from "./store/test-utils";
import { loadMemberData } from "./member-data";
import { fetchTickets, selectTickets } from "./tickets/ticketsSlice";
import { addToWatchlist, fetchWatchlist, selectWatchlist } from "./watchlist/watchlistSlice";
import { initialUserState, login, logout, selectProfile, sessionLost } from "./user/userSlice";
import { PROFILE_KEY } from "./api/profile-storage";
import { SAVED_TICKETS_KEY } from "./tickets/saved-tickets";

/**
 * One member's data never reaches the next on a shared device (issue 11, item 2).
 *
 * | # | what happens                                                                   | expected                                                                  |
 * |---|--------------------------------------------------------------------------------|---------------------------------------------------------------------------|
 * | 1 | A's tickets are slow; A logs out, B logs in, then A's answer would arrive        | A's request is aborted; B sees and saves only B's tickets                  |
 * | 2 | an answer for A arrives anyway (after log-out, after B's login)                  | dropped: not stored, not shown to B, not saved under B's name              |
 * | 3 | A's failure arrives after B logged in                                           | dropped: B sees no error of A's                                           |
 * | 4 | A's watch-list addition is confirmed after B logged in                          | not added to B's list                                                     |
 * | 5 | A's session is lost (a late 401) after B logged in                              | B stays logged in (see api/members.test.ts, cases 3 and 4)                |
 */

const kari = { userName: "Kari", email: "kari@example.no", token: "tok-a" };
const ola = { userName: "Ola", email: "ola@example.no", token: "tok-b" };
const loggedIn = (profile: typeof kari) => ({ user: { ...initialUserState, userProfile: profile } });
const pathOf = (req: SeenRequest) => req.path.split("?")[0];
const bearer = (req: SeenRequest) => String(req.headers.authorization ?? "").replace("Bearer ", "");
const serverTicket = (who: string) => ({
  MovieId: 7,
  MovieTitle: `Film for ${who}`,
  QRCode: `QR-${who}`,
  StartTime: "2026-12-05T12:00:00+01:00",
  Screen: "Auditoriet",
});

const closers: (() => Promise<void>)[] = [];
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});

describe("a shared device", () => {
  it("1: log-out aborts A's slow tickets; B sees and saves only B's", async () => {
    const aTickets = later();
    const sessions = new Set<string>();
    const s = await startFakeCinema(async (req) => {
      const path = pathOf(req);
      if (path === "/118/switchTokensDx") {
        sessions.add(String(req.headers["x-token"]));
        return { status: 200 };
      }
      if (path === "/118/login")
        return { status: 200, body: { marsToken: ola.token, UserName: ola.userName, UserInfo: ola.email } };
      if (path === "/118/tickets") {
        if (!sessions.has(bearer(req))) return { status: 401, body: {} };
        if (bearer(req) === kari.token) await aTickets.promise;
        return { status: 200, body: [serverTicket(bearer(req))] };
      }
      if (path === "/118/watchlist") return { status: 200, body: [] };
      return { status: 404, body: {} };
    });
    closers.push(s.close);
    localStorage.setItem(PROFILE_KEY, JSON.stringify(kari));
    const store = createCinemaStore({ partner: 118, baseURL: `${s.url}/118/`, auth: "token", apiOrigins: [s.url] });

    void store.dispatch(loadMemberData());
    await until(() => s.seen.some((r) => pathOf(r) === "/118/tickets" && bearer(r) === kari.token), "A's tickets request");
    await store.dispatch(logout());
    await store.dispatch(login({ email: ola.email, password: "hemmelig" }));
    await store.dispatch(loadMemberData());
    aTickets.release();
    await until(() => s.seen.filter((r) => pathOf(r) === "/118/tickets").some((r) => r.aborted), "A's request to be aborted");
    await new Promise((r) => setTimeout(r, 50));

    expect(selectProfile(store.getState())).toEqual(ola);
    expect(selectTickets(store.getState()).items.map((t) => t.movieTitle)).toEqual(["Film for tok-b"]);
    const saved = JSON.parse(localStorage.getItem(SAVED_TICKETS_KEY)!);
    expect(saved.owner).toBe(ola.email);
    expect(saved.tickets.map((t: { movieTitle: string }) => t.movieTitle)).toEqual(["Film for tok-b"]);
  });

  it("2: an answer for A that arrives anyway is dropped: not stored, shown or saved under B", async () => {
    const aAnswer = later<(typeof ticket)[]>();
    let calls = 0;
    const store = storeWith(
      {
        // This fake ignores the abort signal, as a server answer already on its way would.
        tickets: () => (++calls === 1 ? aAnswer.promise : Promise.resolve([])),
        login: async () => ola,
      },
      loggedIn(kari),
    );
    const aRequest = store.dispatch(fetchTickets());
    await store.dispatch(logout());
    await store.dispatch(login({ email: ola.email, password: "x" }));
    aAnswer.release([{ ...ticket, movieTitle: "Karis film" }]);
    await aRequest;
    expect(selectTickets(store.getState()).items).toEqual([]);
    expect(localStorage.getItem(SAVED_TICKETS_KEY)).toBeNull();
    await store.dispatch(fetchTickets());
    expect(selectTickets(store.getState())).toMatchObject({ items: [], status: "succeeded" });
    expect(localStorage.getItem(SAVED_TICKETS_KEY)).toContain(ola.email);
    expect(localStorage.getItem(SAVED_TICKETS_KEY)).not.toContain("Karis film");
  });

  it("3: A's failure that arrives after B logged in is not shown to B", async () => {
    const aFailure = later();
    const store = storeWith(
      {
        watchlist: () =>
          aFailure.promise.then(() =>
            Promise.reject(
              Object.assign(new Error("500"), {
                isAxiosError: true,
                response: { status: 500, data: { Message: "Karis liste feilet." } },
              }),
            ),
          ),
        login: async () => ola,
      },
      loggedIn(kari),
    );
    const aRequest = store.dispatch(fetchWatchlist());
    await store.dispatch(login({ email: ola.email, password: "x" }));
    aFailure.release();
    await aRequest;
    expect(selectWatchlist(store.getState())).toMatchObject({ error: null, items: [] });
  });

  it("4: A's watch-list addition confirmed after B logged in does not join B's list", async () => {
    const confirm = later<boolean>();
    const store = storeWith({ addMovieToWatchList: () => confirm.promise, login: async () => ola }, loggedIn(kari));
    const adding = store.dispatch(addToWatchlist(film));
    store.dispatch(sessionLost());
    await store.dispatch(login({ email: ola.email, password: "x" }));
    confirm.release(true);
    await adding;
    expect(selectWatchlist(store.getState())).toMatchObject({ items: [], requested: [] });
  });

  it("a request of a scope that ended gets an aborted signal", async () => {
    let seenSignal: AbortSignal | null = null;
    const store = storeWith(
      {
        tickets: (call?: { signal?: AbortSignal }) => {
          seenSignal = call?.signal ?? null;
          return new Promise((_resolve, reject) => call?.signal?.addEventListener("abort", () => reject(new CanceledError())));
        },
      },
      loggedIn(kari),
    );
    const request = store.dispatch(fetchTickets());
    expect(seenSignal!.aborted).toBe(false);
    await store.dispatch(logout());
    expect(seenSignal!.aborted).toBe(true);
    await request;
    expect(selectTickets(store.getState())).toMatchObject({ items: [], error: null, loading: false });
  });
});
