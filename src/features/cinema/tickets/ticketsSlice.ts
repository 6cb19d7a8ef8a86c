import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";
import { addRequestCases } from "../store/request-cases";
import { rootReducer, startAppListening } from "../store/store";
import { createAppThunk, createMemberThunk, type Status } from "../store/thunk";
import type { StoredError } from "../api/errors";
import type { Ticket } from "../api/cinema-types";
import { createUser, loggedOut, login, memberChanged, selectProfile, sessionLost } from "../user/userSlice";
import { forgetSavedTickets, readSavedTickets, saveTickets, ticketOwner, type SavedTickets } from "./saved-tickets";

export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: StoredError | null;
  status: Status;
  /** Set while the items are the copy saved on this device (ISO time it was loaded), not fresh ones. */
  savedAt: string | null;
}

export const initialTicketsState: TicketsState = { items: [], loading: false, error: null, status: "idle", savedAt: null };

export const fetchTickets = createMemberThunk("tickets/fetch", (_: void, api, signal) => api.tickets({ signal }));

const ticketsSlice = createSlice({
  name: "tickets",
  initialState: initialTicketsState,
  reducers: {
    /** The saved copy, shown until fresh tickets arrive, and kept when they cannot be fetched. */
    savedTicketsShown: (state, action: PayloadAction<SavedTickets>) => {
      if (state.status === "succeeded") return;
      state.items = action.payload.tickets;
      state.savedAt = action.payload.savedAt;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchTickets, (state, tickets) => {
      state.items = tickets;
      state.savedAt = null;
    });
    // One member's tickets must never show for the next one in the same tab.
    builder.addMatcher(memberChanged, () => initialTicketsState);
  },
});

declare module "../store/store" {
  interface CinemaSlices {
    tickets: TicketsState;
  }
}
const injected = ticketsSlice.injectInto(rootReducer);

export const { savedTicketsShown } = ticketsSlice.actions;
export const selectTickets = injected.selectSlice;

/** Shows the tickets this device saved for the logged-in member, if there are any. */
export const showSavedTickets = createAppThunk("tickets/showSaved", async (_: void, { getState, dispatch }) => {
  const profile = selectProfile(getState());
  const saved = profile ? readSavedTickets(ticketOwner(profile)) : null;
  if (saved) dispatch(savedTicketsShown(saved));
});

// Every fresh ticket list is kept on the device for its member ...
startAppListening({
  actionCreator: fetchTickets.fulfilled,
  effect: (action, api) => {
    const profile = selectProfile(api.getState());
    if (profile) saveTickets(ticketOwner(profile), action.payload);
  },
});

// ... and goes when the member leaves or someone (perhaps another member on this device) logs in.
startAppListening({
  matcher: isAnyOf(loggedOut, sessionLost, login.fulfilled, createUser.fulfilled),
  effect: () => forgetSavedTickets(),
});
