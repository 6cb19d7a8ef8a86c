import { combineReducers, configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import eventsReducer from "../features/events/eventsSlice";
import movieInfoReducer from "../features/movieInfo/movieInfoSlice";
import reviewsReducer from "../features/reviews/reviewsSlice";
import ticketsReducer, { startSavedTicketsListener } from "../features/tickets/ticketsSlice";
import userReducer from "../features/user/userSlice";
import watchlistReducer, { startWatchlistListener } from "../features/watchlist/watchlistSlice";
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
