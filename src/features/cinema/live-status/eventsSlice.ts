import { createSlice } from "@reduxjs/toolkit";
import { rootReducer, type AppThunk, type RootState } from "../store/store";
import { createAppThunk } from "../store/thunk";
import type { LiveEvent } from "../api/cinema-types";

export interface EventsState {
  requested: string[];
  items: LiveEvent[];
}

export const initialEventsState: EventsState = { requested: [], items: [] };

/** Asks for the live state of these events (ids not asked for before; see requestEvents). */
export const fetchEvents = createAppThunk("events/fetch", async (ids: string[], { extra }) => {
  try {
    return await extra.api().events(ids);
  } catch {
    // Spec: an event fetch failure is logged only; the static page stays as it is.
    console.error("Failed to fetch");
    return [];
  }
});

/** Fetches the events on the page that have not been requested yet, if any. */
export const requestEvents =
  (ids: string[]): AppThunk<Promise<unknown>> =>
  async (dispatch, getState) => {
    const requested = new Set(selectEventsState(getState()).requested);
    const fresh = [...new Set(ids)].filter((id) => !requested.has(id));
    if (fresh.length > 0) await dispatch(fetchEvents(fresh));
  };

const eventsSlice = createSlice({
  name: "events",
  initialState: initialEventsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchEvents.pending, (state, action) => {
        state.requested.push(...action.meta.arg);
      })
      .addCase(fetchEvents.fulfilled, (state, action) => {
        state.items.push(...action.payload.filter((e) => !state.items.some((i) => i.id === e.id)));
      });
  },
});

declare module "../store/store" {
  interface CinemaSlices {
    events: EventsState;
  }
}
const injected = eventsSlice.injectInto(rootReducer);

export const selectEventsState = injected.selectSlice;
export const selectLiveEvent = (id: string) => (state: RootState) =>
  selectEventsState(state).items.find((e) => e.id === id) ?? null;
