import { memberScopeEnded, selectMemberScope } from "./store/member-scope";
import type { AppThunk } from "./store/store";
import { fetchTickets, showSavedTickets } from "./tickets/ticketsSlice";
import { selectProfile, switchTokens } from "./user/userSlice";

/**
 * The member page's data: the tickets saved on this device at once, then the session renewal
 * (switchTokensDx), then the tickets (the watch list follows the renewal by itself, spec section 4).
 * A renewal that fails for another reason than a refused token does not stop the tickets call,
 * which may still recover; a refused one has logged the member out already.
 */
export const loadMemberData = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  void dispatch(showSavedTickets());
  const scope = selectMemberScope(getState());
  await dispatch(switchTokens());
  // A member who has left meanwhile, or a newer attempt ("Prøv igjen"), is not this flow's to serve.
  if (selectMemberScope(getState()) !== scope || !selectProfile(getState())) return;
  await dispatch(fetchTickets());
};

/**
 * "Prøv igjen": abandons whatever is still under way for the member (a renewal that never
 * answers included) and starts over.
 */
export const retryMemberData = (): AppThunk<Promise<void>> => (dispatch) => {
  dispatch(memberScopeEnded());
  return dispatch(loadMemberData());
};
