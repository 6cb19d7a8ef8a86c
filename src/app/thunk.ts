import { createAsyncThunk } from "@reduxjs/toolkit";
import type { CinemaApi } from "../lib/api/cinema-api";
import type { StoredError } from "../lib/api/errors";

/** What every thunk gets besides dispatch and state: the cinema API, made when first needed. */
export interface ThunkExtra {
  api: () => CinemaApi;
}

/** createAsyncThunk with the store's types: errors come back as StoredError (a Norwegian message). */
export const createAppThunk = createAsyncThunk.withTypes<{ extra: ThunkExtra; rejectValue: StoredError; state: unknown }>();

export type Status = "idle" | "loading" | "succeeded" | "failed";
