import type { ActionReducerMapBuilder, AsyncThunk, AsyncThunkConfig, Draft } from "@reduxjs/toolkit";
import type { StoredError } from "../api/errors";
import type { Status } from "./thunk";

/** The part every cinema data slice shares: a loading flag, the stored error and a status. */
export interface RequestState {
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

/**
 * The spec's three transitions for a fetch: a request sets loading; success stores the items
 * (by `store`) and clears loading and the error; failure stores the error and clears loading.
 */
export function addRequestCases<S extends RequestState, R, A, C extends AsyncThunkConfig & { rejectValue: StoredError }>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AsyncThunk<R, A, C>,
  store: (state: Draft<S>, payload: R, arg: A) => void,
) {
  builder
    .addCase(thunk.pending, (state) => {
      state.loading = true;
      state.status = "loading";
    })
    .addCase(thunk.fulfilled, (state, action) => {
      // Every thunk's fulfilled action has meta.arg; TypeScript cannot see it through the generic config.
      store(state, action.payload, (action as unknown as { meta: { arg: A } }).meta.arg);
      state.loading = false;
      state.error = null;
      state.status = "succeeded";
    })
    .addCase(thunk.rejected, (state, action) => {
      state.error = action.payload ?? { message: "Noe gikk galt. Prøv igjen." };
      state.loading = false;
      state.status = "failed";
    });
}
