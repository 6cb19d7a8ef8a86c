import { createSlice } from "@reduxjs/toolkit";
import { addRequestCases } from "../store/request-cases";
import { rootReducer, type RootState } from "../store/store";
import { createAppThunk, type Status } from "../store/thunk";
import { toStoredError, type StoredError } from "../api/errors";
import type { MovieInfo } from "../api/cinema-types";

export interface MovieInfoState {
  /** By EDI number. */
  items: Record<string, MovieInfo>;
  /** By EDI number, so one film's failure never shows on another's page. */
  failed: Record<string, StoredError>;
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

export const initialMovieInfoState: MovieInfoState = { items: {}, failed: {}, loading: false, error: null, status: "idle" };

export const fetchMovieInfo = createAppThunk("movieInfo/fetch", async (ediNumber: string, { extra, rejectWithValue }) => {
  try {
    return await extra.api().movieInfo(ediNumber);
  } catch (error) {
    // Spec: a movie info failure is logged to the console only; the page stays as it is.
    console.error("movieInfo", error);
    return rejectWithValue(toStoredError(error));
  }
});

const movieInfoSlice = createSlice({
  name: "movieInfo",
  initialState: initialMovieInfoState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchMovieInfo, (state, movie, ediNumber) => {
      state.items[ediNumber] = movie;
      delete state.failed[ediNumber];
    });
    builder.addMatcher(fetchMovieInfo.rejected.match, (state, action) => {
      state.failed[action.meta.arg] = action.payload ?? { message: "Noe gikk galt." };
    });
  },
});

declare module "../store/store" {
  interface CinemaSlices {
    movieInfo: MovieInfoState;
  }
}
const injected = movieInfoSlice.injectInto(rootReducer);

export const selectMovieInfoState = injected.selectSlice;
export const selectMovieInfo = (ediNumber: string) => (state: RootState) => selectMovieInfoState(state).items[ediNumber] ?? null;
