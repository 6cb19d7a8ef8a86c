import { createSlice } from "@reduxjs/toolkit";
import { isCancel } from "axios";
import { addRequestCases } from "../store/request-cases";
import { rootReducer, startAppListening } from "../store/store";
import { createMemberThunk, type Status } from "../store/thunk";
import { ShownError, type StoredError } from "../api/errors";
import type { MovieInfo } from "../api/cinema-types";
import { memberChanged, switchTokens } from "../user/userSlice";

export interface WatchlistState {
  items: MovieInfo[];
  /** Movie ids whose adding has been asked for and not yet answered. */
  requested: number[];
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

export const initialWatchlistState: WatchlistState = { items: [], requested: [], loading: false, error: null, status: "idle" };

export const fetchWatchlist = createMemberThunk("watchlist/fetch", (_: void, api, signal) => api.watchlist({ signal }));

/** Adds a film; it joins the list only once the server says yes. */
/** A film the server has named (its MovieId could be read), so it can be added. */
export type ListableMovie = MovieInfo & { movieId: number };

export const addToWatchlist = createMemberThunk("watchlist/add", async (movie: ListableMovie, api, signal) => {
  let confirmed: boolean;
  try {
    confirmed = await api.addMovieToWatchList(movie.movieId, { signal });
  } catch (error) {
    // Spec: an add-to-watch-list failure is logged to the console (one called off is no failure).
    if (!isCancel(error)) console.error("addMovieToWatchList", error);
    throw error;
  }
  if (!confirmed) throw new ShownError("Filmen kunne ikke legges til i ønskelisten. Prøv igjen.");
  return movie as ListableMovie;
});

const watchlistSlice = createSlice({
  name: "watchlist",
  initialState: initialWatchlistState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchWatchlist, (state, movies) => {
      state.items = movies;
    });
    builder
      .addCase(addToWatchlist.pending, (state, action) => {
        state.requested.push(action.meta.arg.movieId);
      })
      .addCase(addToWatchlist.fulfilled, (state, action) => {
        state.requested = state.requested.filter((id) => id !== action.payload.movieId);
        if (!state.items.some((m) => m.movieId === action.payload.movieId)) state.items.push(action.payload);
        state.error = null;
      })
      .addCase(addToWatchlist.rejected, (state, action) => {
        state.requested = state.requested.filter((id) => id !== action.meta.arg.movieId);
        state.error = action.payload ?? { message: "Noe gikk galt." };
      });
    // One member's tickets and list must never show for the next one in the same tab.
    builder.addMatcher(memberChanged, () => initialWatchlistState);
  },
});

declare module "../store/store" {
  interface CinemaSlices {
    watchlist: WatchlistState;
  }
}
const injected = watchlistSlice.injectInto(rootReducer);
export const selectWatchlist = injected.selectSlice;

// After a successful token switch the watch list is fetched (spec section 4).
startAppListening({
  actionCreator: switchTokens.fulfilled,
  effect: (_action, api) => {
    void api.dispatch(fetchWatchlist());
  },
});
