import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from "@reduxjs/toolkit";
import type { CinemaApi } from "../api/cinema-api";
import { createMemberScope, memberScopeSlice } from "./member-scope";

/** What every thunk gets besides dispatch and state. */
export interface ThunkExtra {
  /** The cinema API, made when first needed. */
  api: () => CinemaApi;
  /** Aborts when the current member scope ends (member-scope.ts). */
  memberScopeSignal: () => AbortSignal;
}

/**
 * The state of each capability's slice, by its key. Each capability folder adds its own entry
 * (declaration merging) where it injects its slice into rootReducer, so the store knows no
 * capability and the folders import the store, never the other way round.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by user/, tickets/, watchlist/, film/
export interface CinemaSlices {}

/** The root reducer; slices inject themselves (slice.injectInto(rootReducer)) when their module loads. */
export const rootReducer = combineSlices(memberScopeSlice).withLazyLoadedSlices<CinemaSlices>();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

/** One listener middleware for every store; slices add their listeners with startAppListening. */
const listener = createListenerMiddleware();
export const startAppListening = listener.startListening.withTypes<RootState, AppDispatch>();

/** A fresh store; tests pass their own state and API. */
export function makeStore({ preloadedState, extra }: { preloadedState?: Partial<RootState>; extra: Pick<ThunkExtra, "api"> }) {
  const scope = createMemberScope();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      // The member scope first, so a stale answer reaches neither the reducers nor the listeners.
      getDefault({ thunk: { extraArgument: { ...extra, memberScopeSignal: scope.signal } satisfies ThunkExtra } }).prepend(
        scope.middleware,
        listener.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
