import { createSlice } from "@reduxjs/toolkit";
import { addRequestCases } from "../store/request-cases";
import { rootReducer } from "../store/store";
import { createApiThunk, type Status } from "../store/thunk";
import { REVIEWS_PAGE_SIZE } from "../api/cinema-api";
import type { StoredError } from "../api/errors";
import type { Review } from "../api/cinema-types";

export interface ReviewsState {
  /** By EDI number: the reviews loaded so far, page by page. */
  items: Record<string, Review[]>;
  /** EDI numbers whose last page came back short: there are no more. */
  complete: Record<string, boolean>;
  /** By EDI number: the page being fetched, and the last failure, so films never mix. */
  loadingFor: Record<string, boolean>;
  failed: Record<string, StoredError>;
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

export const initialReviewsState: ReviewsState = {
  items: {},
  complete: {},
  loadingFor: {},
  failed: {},
  loading: false,
  error: null,
  status: "idle",
};

/** Loads a page of 20 reviews, from `skip` (0 for the first page). */
export const fetchReviews = createApiThunk(
  "reviews/fetch",
  ({ ediNumber, skip = 0 }: { ediNumber: string; skip?: number }, api) => api.reviews(ediNumber, skip),
);

const reviewsSlice = createSlice({
  name: "reviews",
  initialState: initialReviewsState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchReviews, (state, page, { ediNumber, skip = 0 }) => {
      state.items[ediNumber] = [...(skip === 0 ? [] : (state.items[ediNumber] ?? [])), ...page];
      state.complete[ediNumber] = page.length < REVIEWS_PAGE_SIZE;
      state.loadingFor[ediNumber] = false;
      delete state.failed[ediNumber];
    });
    builder
      .addMatcher(fetchReviews.pending.match, (state, action) => {
        state.loadingFor[action.meta.arg.ediNumber] = true;
      })
      .addMatcher(fetchReviews.rejected.match, (state, action) => {
        state.loadingFor[action.meta.arg.ediNumber] = false;
        state.failed[action.meta.arg.ediNumber] = action.payload ?? { message: "Noe gikk galt." };
      });
  },
});

declare module "../store/store" {
  interface CinemaSlices {
    reviews: ReviewsState;
  }
}
const injected = reviewsSlice.injectInto(rootReducer);
export const selectReviewsState = injected.selectSlice;
