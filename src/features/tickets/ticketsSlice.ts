import { createSlice } from "@reduxjs/toolkit";
import { addRequestCases } from "../../app/request-cases";
import { createApiThunk, type Status } from "../../app/thunk";
import type { StoredError } from "../../lib/api/errors";
import type { Ticket } from "../../lib/api/cinema-types";

export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

export const initialTicketsState: TicketsState = { items: [], loading: false, error: null, status: "idle" };

export const fetchTickets = createApiThunk("tickets/fetch", (_: void, api) => api.tickets());

const ticketsSlice = createSlice({
  name: "tickets",
  initialState: initialTicketsState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchTickets, (state, tickets) => {
      state.items = tickets;
    });
    // One member's tickets and list must never show for the next one in the same tab.
    builder.addMatcher((action) => action.type === "user/loggedOut" || action.type === "user/sessionLost", () => initialTicketsState);
  },
});

export default ticketsSlice.reducer;
export const selectTickets = (state: { tickets: TicketsState }) => state.tickets;
