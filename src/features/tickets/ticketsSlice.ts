import { createSlice } from "@reduxjs/toolkit";
import { addRequestCases } from "../../app/request-cases";
import { createAppThunk, type Status } from "../../app/thunk";
import { toStoredError, type StoredError } from "../../lib/api/errors";
import type { Ticket } from "../../lib/api/cinema-types";

export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: StoredError | null;
  status: Status;
}

export const initialTicketsState: TicketsState = { items: [], loading: false, error: null, status: "idle" };

export const fetchTickets = createAppThunk("tickets/fetch", async (_: void, { extra, rejectWithValue }) => {
  try {
    return await extra.api().tickets();
  } catch (error) {
    return rejectWithValue(toStoredError(error));
  }
});

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
