import React from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { Provider } from "react-redux";
import type { CinemaApi } from "../api/cinema-api";
import type { MovieInfo, Review } from "../api/cinema-types";
import { storeWith } from "../store/test-utils";
import type { RootState } from "../store/store";
import { initialUserState } from "../user/userSlice";
import { REVIEWS_SHOWN_FIRST, REVIEWS_SHOWN_MORE, useFilmPanel } from "./useFilmPanel";

const EDI = "NO-2026-1042";
const movie: MovieInfo = {
  title: "Reven og den lange vinteren",
  movieId: 31042,
  edis: EDI,
  rating: 4.2,
  ratingCount: 68,
  poster: "",
  link: "",
};
const review = (n: number): Review => ({
  id: n,
  comment: `Anmeldelse ${n}`,
  rating: 4,
  addedAt: "2026-11-20T10:00:00Z",
  likesCount: 0,
  movieId: 31042,
  userId: n,
  userName: `Person ${n}`,
  image: "",
  isLiked: false,
});
/** `total` reviews, answered 20 a page as the API does. */
const reviewsOf = (total: number, calls: number[] = []) =>
  jest.fn(async (_edi: string, skip = 0) => {
    calls.push(skip);
    return Array.from({ length: Math.max(0, Math.min(20, total - skip)) }, (_, i) => review(skip + i + 1));
  });

function renderFilm(api: Partial<CinemaApi>, preloadedState?: Partial<RootState>) {
  const store = storeWith(api, preloadedState);
  const wrapper = ({ children }: { children: React.ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useFilmPanel(EDI, "Reven"), { wrapper }) };
}

describe("useFilmPanel", () => {
  it("fetches the movie and the first reviews, shows a few, and fetches the next page only when it needs it", async () => {
    const calls: number[] = [];
    const { result } = renderFilm({ movieInfo: async () => movie, reviews: reviewsOf(27, calls) });
    await waitFor(() => expect(result.current.visible).toHaveLength(REVIEWS_SHOWN_FIRST));
    await waitFor(() => expect(result.current.movie?.movieId).toBe(31042));
    expect(result.current.filmTitle).toBe("Reven og den lange vinteren");
    expect(result.current.more).toBe(true);
    expect(result.current.signedIn).toBe(false);

    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(REVIEWS_SHOWN_FIRST + REVIEWS_SHOWN_MORE);
    expect(result.current.firstNewIndex).toBe(REVIEWS_SHOWN_FIRST);
    expect(calls).toEqual([0]);

    act(() => result.current.showMore());
    expect(result.current.fetchingMore).toBe(true);
    await waitFor(() => expect(result.current.visible).toHaveLength(23));
    expect(calls).toEqual([0, 20]);
    expect(result.current.fetchingMore).toBe(false);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(27);
    expect(result.current.more).toBe(false);
  });

  it("says when there are no reviews, and keeps the page's title when the movie info fails", async () => {
    // The spec has a movie info failure logged to the console.
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderFilm({ movieInfo: async () => Promise.reject(new Error("nede")), reviews: reviewsOf(0) });
    await waitFor(() => expect(result.current.noReviews).toBe(true));
    await waitFor(() => expect(result.current.movieFailed).toBe(true));
    expect(result.current.movie).toBeFalsy();
    expect(result.current.filmTitle).toBe("Reven");
    expect(result.current.more).toBe(false);
    expect(result.current.reviewsFailed).toBeNull();
    expect(logged).toHaveBeenCalledWith("movieInfo", expect.any(Error));
    logged.mockRestore();
  });

  it("for a member, renews the session and adds the film to the wish list", async () => {
    const addMovieToWatchList = jest.fn(async () => true);
    const switchTokens = jest.fn(async () => undefined);
    const { result } = renderFilm(
      { movieInfo: async () => movie, reviews: reviewsOf(0), switchTokens, addMovieToWatchList },
      { user: { ...initialUserState, userProfile: { userName: "Kari", email: "kari@example.no", token: "tok-a" } } },
    );
    await waitFor(() => expect(result.current.movieId).toBe(31042));
    expect(result.current.signedIn).toBe(true);
    expect(switchTokens).toHaveBeenCalledTimes(1);
    expect(result.current.inList).toBe(false);

    act(() => result.current.addToList());
    await waitFor(() => expect(result.current.inList).toBe(true));
    expect(addMovieToWatchList).toHaveBeenCalledWith(31042, expect.anything());
    expect(result.current.adding).toBe(false);
    expect(result.current.watchlistError).toBeNull();
  });
});
