import { combineReducers, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import eventsReducer from "../live-status/eventsSlice";
import movieInfoReducer from "../film/movieInfoSlice";
import reviewsReducer from "../film/reviewsSlice";
import ticketsReducer, { startSavedTicketsListener } from "../tickets/ticketsSlice";
import userReducer from "../user/userSlice";
import watchlistReducer, { startWatchlistListener } from "../watchlist/watchlistSlice";
import type { ThunkExtra } from "./thunk";

export const rootReducer = combineReducers({
  user: userReducer,
  movieInfo: movieInfoReducer,
  reviews: reviewsReducer,
  tickets: ticketsReducer,
  watchlist: watchlistReducer,
  events: eventsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass their own state and API. */
export function makeStore({ preloadedState, extra }: { preloadedState?: Partial<RootState>; extra: ThunkExtra }) {
  const listener = createListenerMiddleware();
  startWatchlistListener(listener.startListening as never);
  startSavedTicketsListener(listener.startListening as never);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
