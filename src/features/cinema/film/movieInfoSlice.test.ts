import { storeWith } from "../store/test-utils";
import { film, serverError } from "../api/test-fixtures";
import { fetchMovieInfo } from "./movieInfoSlice";

let consoleError: jest.SpyInstance;
beforeEach(() => (consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)));
afterEach(() => consoleError.mockRestore());

describe("movie info slice", () => {
  it("request sets loading, success stores it, failure is logged and stored", async () => {
    const store = storeWith({ movieInfo: async () => film });
    const p = store.dispatch(fetchMovieInfo("NO-2026-1042"));
    expect(store.getState().movieInfo?.loading).toBe(true);
    await p;
    expect(store.getState().movieInfo).toMatchObject({ loading: false, items: { "NO-2026-1042": film }, status: "succeeded" });
    const failing = storeWith({ movieInfo: () => Promise.reject(serverError) });
    await failing.dispatch(fetchMovieInfo("X"));
    expect(failing.getState().movieInfo).toMatchObject({ loading: false, error: { message: "Intern feil i kinosystemet." } });
    expect(consoleError).toHaveBeenCalledWith("movieInfo", serverError);
  });

  it("keeps each film's failure to that film", async () => {
    const store = storeWith({ movieInfo: (edi: string) => (edi === "A" ? Promise.reject(serverError) : Promise.resolve(film)) });
    await store.dispatch(fetchMovieInfo("A"));
    await store.dispatch(fetchMovieInfo("B"));
    expect(Object.keys(store.getState().movieInfo?.failed ?? {})).toEqual(["A"]);
  });
});
