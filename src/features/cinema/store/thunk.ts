import { createAsyncThunk } from "@reduxjs/toolkit";
import type { CinemaApi } from "../api/cinema-api";
import { toStoredError, type StoredError } from "../api/errors";
import { eitherSignal, selectMemberScope, type ScopeMeta } from "./member-scope";
import type { AppDispatch, RootState, ThunkExtra } from "./store";

/** The types every cinema thunk has: errors come back as StoredError (a Norwegian message). */
export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: StoredError;
}

/** A member-scoped thunk's actions also say which member scope their request was made in. */
export interface MemberThunkConfig extends AppThunkConfig {
  pendingMeta: ScopeMeta;
  fulfilledMeta: ScopeMeta;
  rejectedMeta: ScopeMeta;
}

export const createAppThunk = createAsyncThunk.withTypes<AppThunkConfig>();
const createScopedThunk = createAsyncThunk.withTypes<MemberThunkConfig>();

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

/**
 * A call made for the member logged in now (their tickets, watch list, session). It belongs to
 * the current member scope: it is aborted when the scope ends (the signal `call` gets), and its
 * answer, should it still come, is dropped (member-scope.ts).
 */
export function createMemberThunk<R, A = void>(type: string, call: (arg: A, api: CinemaApi, signal: AbortSignal) => Promise<R>) {
  return createScopedThunk<R, A>(
    type,
    async (arg, { extra, getState, signal, fulfillWithValue, rejectWithValue }) => {
      const scope = selectMemberScope(getState());
      const either = eitherSignal(signal, extra.memberScopeSignal());
      try {
        return fulfillWithValue(await call(arg, extra.api(), either.signal), { scope });
      } catch (error) {
        return rejectWithValue(toStoredError(error), { scope });
      } finally {
        either.release();
      }
    },
    { getPendingMeta: (_base, { getState }) => ({ scope: selectMemberScope(getState()) }) },
  );
}
