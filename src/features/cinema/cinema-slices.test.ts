import { storeWith } from "./store/test-store";
import { fetchMovieInfo } from "./film/movieInfoSlice";
import { fetchReviews } from "./film/reviewsSlice";
import { fetchTickets, showSavedTickets } from "./tickets/ticketsSlice";
import { initialUserState, login, logout } from "./user/userSlice";
import { addToWatchlist, fetchWatchlist } from "./watchlist/watchlistSlice";
import { requestEvents } from "./live-status/eventsSlice";
import { switchTokens } from "./user/userSlice";
import type { MovieInfo, Review, Ticket } from "./api/cinema-types";

const film: MovieInfo = { title: "Reven", movieId: 7, edis: "NO-2026-1042", rating: 4.5, ratingCount: 12, poster: "/p.svg", link: "/film" };
const review = (id: number): Review => ({ id, comment: "Fin", rating: 5, addedAt: "2026-11-01", likesCount: 0, movieId: 7, userId: 1, userName: "Ola", image: "", isLiked: false });
const ticket: Ticket = { movieId: 7, movieTitle: "Reven", notes: "", qrCode: "RK-1", qrUrl: "", startTime: "2026-12-05T12:00:00+01:00", expirationDate: "", image: "", sal: "Auditoriet", seatsInfo: { info: "Rad 5", rows: [{ row: 5, seats: [7, 8] }] } };
const serverError = Object.assign(new Error("500"), { isAxiosError: true, response: { status: 500, data: { Message: "Intern feil i kinosystemet." } } });

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe("cinema data slices", () => {
  it("movie info: request sets loading, success stores it, failure is logged and stored", async () => {
    const store = storeWith({ movieInfo: async () => film });
    const p = store.dispatch(fetchMovieInfo("NO-2026-1042"));
    expect(store.getState().movieInfo.loading).toBe(true);
    await p;
    expect(store.getState().movieInfo).toMatchObject({ loading: false, items: { "NO-2026-1042": film }, status: "succeeded" });
    const failing = storeWith({ movieInfo: () => Promise.reject(serverError) });
    await failing.dispatch(fetchMovieInfo("X"));
    expect(failing.getState().movieInfo).toMatchObject({ loading: false, error: { message: "Intern feil i kinosystemet." } });
    expect(consoleError).toHaveBeenCalledWith("movieInfo", serverError);
  });

  it("reviews: pages of 20 appended; the server's answer stored on failure", async () => {
    const first = Array.from({ length: 20 }, (_, i) => review(i));
    const store = storeWith({ reviews: async (_edi: string, skip = 0) => (skip === 0 ? first : [review(20)]) });
    await store.dispatch(fetchReviews({ ediNumber: "E" }));
    expect(store.getState().reviews.complete.E).toBe(false);
    await store.dispatch(fetchReviews({ ediNumber: "E", skip: 20 }));
    expect(store.getState().reviews.items.E).toHaveLength(21);
    expect(store.getState().reviews.complete.E).toBe(true);
    const failing = storeWith({ reviews: () => Promise.reject(serverError) });
    await failing.dispatch(fetchReviews({ ediNumber: "E" }));
    expect(failing.getState().reviews).toMatchObject({ loading: false, status: "failed", error: { message: "Intern feil i kinosystemet.", status: 500 } });
  });

  it("tickets: stored on success, the error on failure", async () => {
    const store = storeWith({ tickets: async () => [ticket] });
    const p = store.dispatch(fetchTickets());
    expect(store.getState().tickets.loading).toBe(true);
    await p;
    expect(store.getState().tickets).toMatchObject({ items: [ticket], loading: false, error: null });
    const failing = storeWith({ tickets: () => Promise.reject(serverError) });
    await failing.dispatch(fetchTickets());
    expect(failing.getState().tickets).toMatchObject({ items: [], loading: false, error: { status: 500 } });
  });

  it("watch list: fetched after a successful token switch", async () => {
    const store = storeWith({ switchTokens: async () => undefined, watchlist: async () => [film] });
    await store.dispatch(switchTokens());
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().watchlist).toMatchObject({ items: [film], loading: false, status: "succeeded" });
  });

  it("watch list: no fetch after a failed token switch", async () => {
    const watchlist = jest.fn(async () => [film]);
    const store = storeWith({ switchTokens: () => Promise.reject(serverError), watchlist });
    await store.dispatch(switchTokens());
    expect(watchlist).not.toHaveBeenCalled();
  });

  it("watch list: a film is added only once the server confirms", async () => {
    let confirm: (v: boolean) => void = () => undefined;
    const store = storeWith({ addMovieToWatchList: () => new Promise<boolean>((r) => (confirm = r)) });
    const p = store.dispatch(addToWatchlist(film));
    expect(store.getState().watchlist).toMatchObject({ items: [], requested: [7] });
    confirm(true);
    await p;
    expect(store.getState().watchlist).toMatchObject({ items: [film], requested: [] });
    const refused = storeWith({ addMovieToWatchList: async () => false });
    await refused.dispatch(addToWatchlist(film));
    expect(refused.getState().watchlist).toMatchObject({ items: [], requested: [], error: { message: "Filmen kunne ikke legges til i ønskelisten. Prøv igjen." } });
    const failing = storeWith({ addMovieToWatchList: () => Promise.reject(serverError) });
    await failing.dispatch(addToWatchlist(film));
    expect(failing.getState().watchlist.items).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith("addMovieToWatchList", serverError);
    await failing.dispatch(fetchWatchlist());
  });

  it("events: only ids not yet requested are asked for; requested ids and loaded events are appended", async () => {
    const events = jest.fn(async (ids: string[]) => ids.map((id) => ({ id, productionId: "p", startTime: "", venue: "", ticketUrl: "", soldOut: id === "a", availableSeats: 4 })));
    const store = storeWith({ events });
    await store.dispatch(requestEvents(["a", "b"]) as never);
    await store.dispatch(requestEvents(["b", "c"]) as never);
    await store.dispatch(requestEvents(["a", "c"]) as never);
    expect(events.mock.calls.map((c) => c[0])).toEqual([["a", "b"], ["c"]]);
    expect(store.getState().events.requested).toEqual(["a", "b", "c"]);
    expect(store.getState().events.items.map((e) => e.id)).toEqual(["a", "b", "c"]);
  });

  it("events: a failure is logged as 'Failed to fetch' only", async () => {
    const store = storeWith({ events: () => Promise.reject(new Error("down")) });
    await store.dispatch(requestEvents(["a"]) as never);
    expect(consoleError).toHaveBeenCalledWith("Failed to fetch");
    expect(store.getState().events).toEqual({ requested: ["a"], items: [] });
  });
});

describe("member data between members", () => {
  it("log out and a lost session clear tickets and the watch list", async () => {
    const store = storeWith({ tickets: async () => [ticket], watchlist: async () => [film] });
    await store.dispatch(fetchTickets());
    await store.dispatch(fetchWatchlist());
    store.dispatch({ type: "user/sessionLost" });
    expect(store.getState().tickets.items).toEqual([]);
    expect(store.getState().watchlist.items).toEqual([]);
  });

  it("keeps each film's failure to that film", async () => {
    const store = storeWith({ movieInfo: (edi: string) => (edi === "A" ? Promise.reject(serverError) : Promise.resolve(film)) });
    await store.dispatch(fetchMovieInfo("A"));
    await store.dispatch(fetchMovieInfo("B"));
    expect(Object.keys(store.getState().movieInfo.failed)).toEqual(["A"]);
  });
});

describe("tickets saved for use without coverage", () => {
  const kari = { userName: "Kari", email: "kari@example.no", token: "tok-kari" };
  const loggedIn = (profile = kari) => ({ user: { ...initialUserState, userProfile: profile } });
  const offline = Object.assign(new Error("Network Error"), { isAxiosError: true, response: undefined });
  beforeEach(() => localStorage.clear());

  it("a fresh ticket list is kept, and a later visit shows it at once, marked as the saved copy", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const later = storeWith({}, loggedIn());
    await later.dispatch(showSavedTickets());
    expect(later.getState().tickets.items).toEqual([ticket]);
    expect(later.getState().tickets.savedAt).toEqual(expect.any(String));
  });

  it("without a connection the saved copy stays, with the reason", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const atTheDoor = storeWith({ tickets: () => Promise.reject(offline) }, loggedIn());
    await atTheDoor.dispatch(showSavedTickets());
    await atTheDoor.dispatch(fetchTickets());
    expect(atTheDoor.getState().tickets).toMatchObject({ items: [ticket], status: "failed", error: { message: "Får ikke kontakt med kinosystemet. Sjekk nettforbindelsen og prøv igjen." } });
    expect(atTheDoor.getState().tickets.savedAt).not.toBeNull();
  });

  it("fresh tickets replace the saved copy and are no longer marked", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const next = { ...ticket, qrCode: "RK-2" };
    const store = storeWith({ tickets: async () => [next] }, loggedIn());
    await store.dispatch(showSavedTickets());
    await store.dispatch(fetchTickets());
    expect(store.getState().tickets).toMatchObject({ items: [next], savedAt: null });
    await store.dispatch(showSavedTickets());
    expect(store.getState().tickets.items).toEqual([next]);
  });

  it("another member on the same device never sees them", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const ola = storeWith({}, loggedIn({ userName: "Ola", email: "ola@example.no", token: "tok-ola" }));
    await ola.dispatch(showSavedTickets());
    expect(ola.getState().tickets.items).toEqual([]);
  });

  it("another member logging in on the device removes the saved copy", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const shared = storeWith({ login: async () => ({ userName: "Ola", email: "ola@example.no", token: "tok-ola" }) });
    await shared.dispatch(login({ email: "ola@example.no", password: "hemmelig" }));
    expect(localStorage.getItem("kulturhus-lagrede-billetter")).toBeNull();
  });

  it("log out and a lost session remove the saved copy from the device", async () => {
    const store = storeWith({ tickets: async () => [ticket] }, loggedIn());
    await store.dispatch(fetchTickets());
    await store.dispatch(logout());
    const again = storeWith({}, loggedIn());
    await again.dispatch(showSavedTickets());
    expect(again.getState().tickets.items).toEqual([]);

    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    storeWith({}, loggedIn()).dispatch({ type: "user/sessionLost" });
    const after = storeWith({}, loggedIn());
    await after.dispatch(showSavedTickets());
    expect(after.getState().tickets.items).toEqual([]);
  });
});
