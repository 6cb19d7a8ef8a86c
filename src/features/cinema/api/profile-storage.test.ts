import { clearProfile, loadProfile, OLD_PROFILE_KEY, PROFILE_KEY, saveProfile } from "./profile-storage";

beforeEach(() => localStorage.clear());

describe("profile storage", () => {
  it("saves and loads the profile under cw-profile-new", () => {
    saveProfile({ userName: "Kari", email: "kari@example.no", token: "t1" });
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!)).toEqual({ userName: "Kari", email: "kari@example.no", token: "t1" });
    expect(loadProfile()).toEqual({ userName: "Kari", email: "kari@example.no", token: "t1" });
  });

  it("reads an older cw-profile and moves it to the new key", () => {
    localStorage.setItem(OLD_PROFILE_KEY, JSON.stringify({ token: "gammel" }));
    expect(loadProfile()).toEqual({ userName: "", email: "", token: "gammel" });
    expect(localStorage.getItem(OLD_PROFILE_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(PROFILE_KEY)!).token).toBe("gammel");
  });

  it.each([["{not json"], ["null"], ['"a string"'], ['{"userName":"Kari"}'], ['{"token":""}'], ['{"token":42}']])(
    "treats %s as logged out",
    (raw) => {
      localStorage.setItem(PROFILE_KEY, raw);
      expect(loadProfile()).toBeNull();
    },
  );

  it("clears both keys on log out", () => {
    localStorage.setItem(OLD_PROFILE_KEY, "{}");
    saveProfile({ userName: "Kari", email: "k@x.no", token: "t" });
    clearProfile();
    expect(localStorage.length).toBe(0);
  });

  it("survives storage that throws", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(loadProfile()).toBeNull();
    spy.mockRestore();
  });
});
