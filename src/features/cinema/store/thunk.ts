import { createAsyncThunk } from "@reduxjs/toolkit";
import type { CinemaApi } from "../api/cinema-api";
import { toStoredError, type StoredError } from "../api/errors";
import type { AppDispatch, RootState, ThunkExtra } from "./store";

/** The types every cinema thunk has: errors come back as StoredError (a Norwegian message). */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: StoredError;
}

export const createAppThunk = createAsyncThunk.withTypes<AppThunkConfig>();

export type Status = "idle" | "loading" | "succeeded" | "failed";

/**
 * A thunk that makes one cinema API call: its answer is the payload, and any failure is stored
 * as a StoredError (toStoredError) for the slice to keep.
 */
export function createApiThunk<R, A = void>(type: string, call: (arg: A, api: CinemaApi) => Promise<R>) {
  return createAppThunk<R, A>(type, async (arg, { extra, rejectWithValue }) => {
    try {
      return await call(arg, extra.api());
    } catch (error) {
      return rejectWithValue(toStoredError(error));
    }
  });
}
