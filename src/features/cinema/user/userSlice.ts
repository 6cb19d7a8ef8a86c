import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";
import { addRequestCases } from "../store/request-cases";
import { memberScopeEnded } from "../store/member-scope";
import { rootReducer, startAppListening, type RootState } from "../store/store";
import { createApiThunk, createAppThunk, createMemberThunk, type Status } from "../store/thunk";
import type { StoredError } from "../api/errors";
import { clearProfile, saveProfile, type UserProfile } from "../api/profile-storage";

export interface UserState {
  userProfile: UserProfile | null;
  loading: boolean;
  error: StoredError | null;
  isEmailSent: boolean;
  status: Status;
  /** The renewal of the member's server session (switchTokensDx): tickets and watch list wait for it. */
  renewal: { status: Status; error: StoredError | null };
}

export const initialUserState: UserState = {
  userProfile: null,
  loading: false,
  error: null,
  isEmailSent: false,
  status: "idle",
  renewal: { status: "idle", error: null },
};

const remembered = (profile: UserProfile) => {
  saveProfile(profile);
  return profile;
};

export const login = createApiThunk("user/login", async ({ email, password }: { email: string; password: string }, api) =>
  remembered(await api.login(email, password)),
);

export const createUser = createApiThunk(
  "user/createUser",
  async ({ email, password, userName }: { email: string; password: string; userName: string }, api) =>
    remembered(await api.createUser(email, password, userName)),
);

export const forgotPassword = createApiThunk("user/forgotPassword", ({ email }: { email: string }, api) =>
  api.forgotPassword(email),
);

/**
 * Renews the logged-in member's server session from the stored token (switchTokensDx). A token
 * the server refuses ends the session (the API client reports it: sessionLost).
 */
export const switchTokens = createMemberThunk("user/switchTokens", (_: void, api, signal) => api.switchTokens({ signal }));

const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    profileRequested: (state) => {
      state.loading = true;
    },
    profileStored: (state, action: PayloadAction<UserProfile | null>) => {
      state.userProfile = action.payload;
      state.loading = false;
    },
    loginErrorDeleted: (state) => {
      state.error = null;
    },
    loggedOut: () => initialUserState,
    /** The session could not be renewed: the profile is gone and the user is told why. */
    sessionLost: (state) => {
      state.userProfile = null;
      state.loading = false;
      state.error = { message: "Økten din er utløpt. Logg inn på nytt." };
      state.renewal = initialUserState.renewal;
    },
  },
  extraReducers: (builder) => {
    const storeProfile = (state: UserState, profile: UserProfile) => {
      state.userProfile = profile;
    };
    addRequestCases(builder, login, storeProfile);
    addRequestCases(builder, createUser, storeProfile);
    builder
      .addCase(forgotPassword.pending, (state) => {
        state.loading = true;
        state.isEmailSent = false;
      })
      .addCase(forgotPassword.fulfilled, (state) => {
        state.isEmailSent = true;
        state.error = null;
        state.loading = false;
      })
      .addCase(forgotPassword.rejected, (state, action) => {
        state.error = action.payload ?? { message: "Noe gikk galt. Prøv igjen." };
        state.loading = false;
      })
      .addCase(switchTokens.pending, (state) => {
        state.renewal = { status: "loading", error: null };
      })
      .addCase(switchTokens.fulfilled, (state) => {
        state.renewal = { status: "succeeded", error: null };
      })
      .addCase(switchTokens.rejected, (state, action) => {
        state.renewal = { status: "failed", error: action.payload ?? { message: "Noe gikk galt. Prøv igjen." } };
      })
      // A new member starts with no renewal of the last one's.
      .addMatcher(isAnyOf(login.fulfilled, createUser.fulfilled), (state) => {
        state.renewal = initialUserState.renewal;
      });
  },
});

declare module "../store/store" {
  interface CinemaSlices {
    user: UserState;
  }
}
const injected = userSlice.injectInto(rootReducer);

export const { profileRequested, profileStored, loginErrorDeleted, loggedOut, sessionLost } = userSlice.actions;

/** Logs out: the stored profile goes, then the state (which ends the member scope: see below). */
export const logout = createAppThunk("user/logout", async (_: void, { dispatch }) => {
  clearProfile();
  dispatch(loggedOut());
});

/** The member changes (leaves, or someone logs in): what was asked for the last one is abandoned and its answers dropped. */
export const memberChanged = isAnyOf(loggedOut, sessionLost, profileStored, login.fulfilled, createUser.fulfilled);
startAppListening({
  matcher: memberChanged,
  effect: (_action, api) => {
    api.dispatch(memberScopeEnded());
  },
});

export const selectUser = injected.selectSlice;

/**
 * What the forgot-password form answers, from the state after it asked. An address with no account
 * (the cinema system's 404) gets the same answer as one with, so the form tells nobody who is a
 * member; the error is still stored (spec: a failure stores the error). Other failures say nothing
 * about the address and are shown.
 */
export function forgotPasswordAnswer({ loading, isEmailSent, error }: UserState): "waiting" | "answered" | "failed" | "none" {
  if (loading) return "waiting";
  if (isEmailSent || error?.status === 404) return "answered";
  return error ? "failed" : "none";
}
export const selectProfile = (state: RootState) => selectUser(state).userProfile;
