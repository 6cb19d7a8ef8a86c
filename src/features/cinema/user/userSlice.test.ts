import { storeWith } from "../store/test-utils";
import { PROFILE_KEY } from "../api/profile-storage";
import {
  createUser,
  forgotPassword,
  initialUserState,
  login,
  loginErrorDeleted,
  logout,
  profileRequested,
  profileStored,
  selectUser,
} from "./userSlice";

const profile = { userName: "Kari", email: "kari@example.no", token: "t1" };
const axios401 = Object.assign(new Error("401"), {
  isAxiosError: true,
  response: { status: 401, data: { Message: "Feil e-post eller passord." } },
});

beforeEach(() => localStorage.clear());

describe("user slice", () => {
  it("a profile request sets loading; a stored profile replaces userProfile", () => {
    const store = storeWith({});
    store.dispatch(profileRequested());
    expect(selectUser(store.getState()).loading).toBe(true);
    store.dispatch(profileStored(profile));
    expect(selectUser(store.getState())).toMatchObject({ userProfile: profile, loading: false });
  });

  it("a login stores the profile in the state and in cw-profile-new", async () => {
    const store = storeWith({ login: async () => profile });
    const pending = store.dispatch(login({ email: "kari@example.no", password: "x" }));
    expect(selectUser(store.getState()).loading).toBe(true);
    await pending;
    expect(selectUser(store.getState())).toMatchObject({
      userProfile: profile,
      loading: false,
      status: "succeeded",
      error: null,
    });
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual(profile);
  });

  it("a failed login or account creation stores the error; deleting the login error clears it", async () => {
    const store = storeWith({
      login: () => Promise.reject(axios401),
      createUser: () =>
        Promise.reject(
          Object.assign(new Error(), { isAxiosError: true, response: { status: 409, data: { Message: "E-posten er i bruk." } } }),
        ),
    });
    await store.dispatch(login({ email: "a@b.no", password: "x" }));
    expect(selectUser(store.getState()).error).toEqual({ message: "Feil e-post eller passord.", status: 401 });
    store.dispatch(loginErrorDeleted());
    expect(selectUser(store.getState()).error).toBeNull();
    await store.dispatch(createUser({ email: "a@b.no", password: "hemmelig1", userName: "A" }));
    expect(selectUser(store.getState())).toMatchObject({
      error: { message: "E-posten er i bruk.", status: 409 },
      userProfile: null,
      loading: false,
    });
  });

  it("forgot password: success sets isEmailSent and clears the error; failure stores the error", async () => {
    const ok = storeWith(
      { forgotPassword: async () => undefined },
      { user: { ...initialUserState, error: { message: "gammel" } } },
    );
    await ok.dispatch(forgotPassword({ email: "kari@example.no" }));
    expect(selectUser(ok.getState())).toMatchObject({ isEmailSent: true, error: null });
    const bad = storeWith({
      forgotPassword: () =>
        Promise.reject(
          Object.assign(new Error(), { isAxiosError: true, response: { status: 404, data: { Message: "Ukjent e-post." } } }),
        ),
    });
    await bad.dispatch(forgotPassword({ email: "x@y.no" }));
    expect(selectUser(bad.getState())).toMatchObject({ isEmailSent: false, error: { message: "Ukjent e-post.", status: 404 } });
  });

  it("log out forgets the profile", async () => {
    const store = storeWith({ login: async () => profile });
    await store.dispatch(login({ email: "kari@example.no", password: "x" }));
    await store.dispatch(logout());
    expect(selectUser(store.getState()).userProfile).toBeNull();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
  });
});
