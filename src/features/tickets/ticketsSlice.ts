import { createSlice } from "@reduxjs/toolkit";
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
    builder
      .addCase(fetchTickets.pending, (state) => {
        state.loading = true;
        state.status = "loading";
      })
      .addCase(fetchTickets.fulfilled, (state, action) => {
        state.items = action.payload;
        state.loading = false;
        state.error = null;
        state.status = "succeeded";
      })
      .addCase(fetchTickets.rejected, (state, action) => {
        state.error = action.payload ?? { message: "Noe gikk galt." };
        state.loading = false;
        state.status = "failed";
      });
  },
});

export default ticketsSlice.reducer;
export const selectTickets = (state: { tickets: TicketsState }) => state.tickets;
