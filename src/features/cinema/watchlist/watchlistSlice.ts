import { createSlice, isAnyOf } from "@reduxjs/toolkit";
import { addRequestCases } from "../store/request-cases";
import { rootReducer, startAppListening } from "../store/store";
import { createApiThunk, createAppThunk, type Status } from "../store/thunk";
import { toStoredError, type StoredError } from "../api/errors";
import type { MovieInfo } from "../api/cinema-types";
import { loggedOut, sessionLost, switchTokens } from "../user/userSlice";

export interface WatchlistState {
  items: MovieInfo[];
  /** Movie ids whose adding has been asked for and not yet answered. */
  requested: number[];
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

export const initialWatchlistState: WatchlistState = { items: [], requested: [], loading: false, error: null, status: "idle" };

export const fetchWatchlist = createApiThunk("watchlist/fetch", (_: void, api) => api.watchlist());

/** Adds a film; it joins the list only once the server says yes. */
export const addToWatchlist = createAppThunk("watchlist/add", async (movie: MovieInfo, { extra, rejectWithValue }) => {
  try {
    const confirmed = await extra.api().addMovieToWatchList(movie.movieId);
    if (!confirmed) return rejectWithValue({ message: "Filmen kunne ikke legges til i ønskelisten. Prøv igjen." });
    return movie;
  } catch (error) {
    // Spec: an add-to-watch-list failure is logged to the console.
    console.error("addMovieToWatchList", error);
    return rejectWithValue(toStoredError(error));
  }
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
    builder.addMatcher(isAnyOf(loggedOut, sessionLost), () => initialWatchlistState);
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
