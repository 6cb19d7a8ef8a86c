import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { addRequestCases } from "../store/request-cases";
import { createApiThunk, createAppThunk, type Status } from "../store/thunk";
import type { StoredError } from "../api/errors";
import type { Ticket } from "../api/cinema-types";
import type { UserState } from "../user/userSlice";
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

export const fetchTickets = createApiThunk("tickets/fetch", (_: void, api) => api.tickets());

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
    // One member's tickets and list must never show for the next one in the same tab.
    builder.addMatcher((action) => action.type === "user/loggedOut" || action.type === "user/sessionLost", () => initialTicketsState);
  },
});

export const { savedTicketsShown } = ticketsSlice.actions;

/** Shows the tickets this device saved for the logged-in member, if there are any. */
export const showSavedTickets = createAppThunk("tickets/showSaved", async (_: void, { getState, dispatch }) => {
  const profile = (getState() as { user: UserState }).user.userProfile;
  const saved = profile ? readSavedTickets(ticketOwner(profile)) : null;
  if (saved) dispatch(savedTicketsShown(saved));
});

type Listen = (options: { predicate: (action: { type: string }) => boolean; effect: (action: unknown, api: { getState: () => unknown }) => void }) => unknown;

// A member leaving, or someone logging in (perhaps another member on the same device).
const MEMBER_CHANGES = new Set(["user/loggedOut", "user/sessionLost", "user/login/fulfilled", "user/createUser/fulfilled"]);

/** Keeps a copy of every fresh ticket list for its member, and drops it when the member goes or another comes. */
export const startSavedTicketsListener = (startListening: Listen) =>
  startListening({
    predicate: (action) => action.type === fetchTickets.fulfilled.type || MEMBER_CHANGES.has(action.type),
    effect: (action, api) => {
      if (!fetchTickets.fulfilled.match(action as { type: string })) return forgetSavedTickets();
      const profile = (api.getState() as { user: UserState }).user.userProfile;
      if (profile) saveTickets(ticketOwner(profile), (action as ReturnType<typeof fetchTickets.fulfilled>).payload);
    },
  });

export default ticketsSlice.reducer;
export const selectTickets = (state: { tickets: TicketsState }) => state.tickets;
