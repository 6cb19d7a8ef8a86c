import { storeWith } from "../store/test-utils";
import { film, serverError } from "../api/test-fixtures";
import { sessionLost, switchTokens } from "../user/userSlice";
import { addToWatchlist, fetchWatchlist } from "./watchlistSlice";

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe("watch list slice", () => {
  it("fetched after a successful token switch", async () => {
    const store = storeWith({ switchTokens: async () => undefined, watchlist: async () => [film] });
    await store.dispatch(switchTokens());
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().watchlist).toMatchObject({ items: [film], loading: false, status: "succeeded" });
  });

  it("no fetch after a failed token switch", async () => {
    const watchlist = jest.fn(async () => [film]);
    const store = storeWith({ switchTokens: () => Promise.reject(serverError), watchlist });
    await store.dispatch(switchTokens());
    expect(watchlist).not.toHaveBeenCalled();
  });

  it("a film is added only once the server confirms", async () => {
    let confirm: (v: boolean) => void = () => undefined;
    const store = storeWith({ addMovieToWatchList: () => new Promise<boolean>((r) => (confirm = r)) });
    const p = store.dispatch(addToWatchlist(film));
    expect(store.getState().watchlist).toMatchObject({ items: [], requested: [7] });
    confirm(true);
    await p;
    expect(store.getState().watchlist).toMatchObject({ items: [film], requested: [] });
    const refused = storeWith({ addMovieToWatchList: async () => false });
    await refused.dispatch(addToWatchlist(film));
    expect(refused.getState().watchlist).toMatchObject({
      items: [],
      requested: [],
      error: { message: "Filmen kunne ikke legges til i ønskelisten. Prøv igjen." },
    });
    const failing = storeWith({ addMovieToWatchList: () => Promise.reject(serverError) });
    await failing.dispatch(addToWatchlist(film));
    expect(failing.getState().watchlist?.items).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith("addMovieToWatchList", serverError);
    await failing.dispatch(fetchWatchlist());
  });

  it("a lost session clears the watch list", async () => {
    const store = storeWith({ watchlist: async () => [film] });
    await store.dispatch(fetchWatchlist());
    store.dispatch(sessionLost());
    expect(store.getState().watchlist?.items).toEqual([]);
  });
});
