import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { rootReducer, type RootState } from "../store/store";
import { addRequestCases } from "../store/request-cases";
import { createApiThunk, createAppThunk, type Status } from "../store/thunk";
import { toStoredError, type StoredError } from "../api/errors";
import { clearProfile, saveProfile, type UserProfile } from "../../../lib/profile-storage";

export interface UserState {
  userProfile: UserProfile | null;
  loading: boolean;
  error: StoredError | null;
  isEmailSent: boolean;
  status: Status;
}

export const initialUserState: UserState = { userProfile: null, loading: false, error: null, isEmailSent: false, status: "idle" };

const remembered = (profile: UserProfile) => {
  saveProfile(profile);
  return profile;
};

export const login = createApiThunk("user/login", async ({ email, password }: { email: string; password: string }, api) => remembered(await api.login(email, password)));

export const createUser = createApiThunk("user/createUser", async ({ email, password, userName }: { email: string; password: string; userName: string }, api) =>
  remembered(await api.createUser(email, password, userName)),
);

export const forgotPassword = createApiThunk("user/forgotPassword", ({ email }: { email: string }, api) => api.forgotPassword(email));

/** Renews the server session from the stored token (switchTokensDx). */
export const switchTokens = createAppThunk("user/switchTokens", async (_: void, { extra, rejectWithValue, dispatch }) => {
  try {
    await extra.api().switchTokens();
  } catch (error) {
    const stored = toStoredError(error);
    if (stored.status === 401) {
      // The stored token is no good any more: the member must log in again.
      clearProfile();
      dispatch(userSlice.actions.sessionLost());
    }
    return rejectWithValue(stored);
  }
});

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
      });
  },
});

/** Logs out: the stored profile goes, then the state. */
export const logout = createAppThunk("user/logout", async (_: void, { dispatch }) => {
  clearProfile();
  dispatch(userSlice.actions.loggedOut());
});

declare module "../store/store" {
  interface CinemaSlices {
    user: UserState;
  }
}
const injected = userSlice.injectInto(rootReducer);

export const { profileRequested, profileStored, loginErrorDeleted, loggedOut, sessionLost } = userSlice.actions;

export const selectUser = injected.selectSlice;
export const selectProfile = (state: RootState) => selectUser(state).userProfile;
export const selectIsLoggedIn = (state: RootState) => selectProfile(state) !== null;
