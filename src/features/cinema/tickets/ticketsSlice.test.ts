import { storeWith } from "../store/test-utils";
import { offline, serverError, ticket } from "../api/test-fixtures";
import { initialUserState, login, logout, sessionLost } from "../user/userSlice";
import { fetchTickets, showSavedTickets } from "./ticketsSlice";

describe("tickets slice", () => {
  it("stored on success, the error on failure", async () => {
    const store = storeWith({ tickets: async () => [ticket] });
    const p = store.dispatch(fetchTickets());
    expect(store.getState().tickets?.loading).toBe(true);
    await p;
    expect(store.getState().tickets).toMatchObject({ items: [ticket], loading: false, error: null });
    const failing = storeWith({ tickets: () => Promise.reject(serverError) });
    await failing.dispatch(fetchTickets());
    expect(failing.getState().tickets).toMatchObject({ items: [], loading: false, error: { status: 500 } });
  });

  it("a lost session clears the tickets", async () => {
    const store = storeWith({ tickets: async () => [ticket] });
    await store.dispatch(fetchTickets());
    store.dispatch(sessionLost());
    expect(store.getState().tickets?.items).toEqual([]);
  });
});

describe("tickets saved for use without coverage", () => {
  const kari = { userName: "Kari", email: "kari@example.no", token: "tok-kari" };
  const loggedIn = (profile = kari) => ({ user: { ...initialUserState, userProfile: profile } });
  beforeEach(() => localStorage.clear());

  it("a fresh ticket list is kept, and a later visit shows it at once, marked as the saved copy", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const later = storeWith({}, loggedIn());
    await later.dispatch(showSavedTickets());
    expect(later.getState().tickets?.items).toEqual([ticket]);
    expect(later.getState().tickets?.savedAt).toEqual(expect.any(String));
  });

  it("without a connection the saved copy stays, with the reason", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const atTheDoor = storeWith({ tickets: () => Promise.reject(offline) }, loggedIn());
    await atTheDoor.dispatch(showSavedTickets());
    await atTheDoor.dispatch(fetchTickets());
    expect(atTheDoor.getState().tickets).toMatchObject({
      items: [ticket],
      status: "failed",
      error: { message: "Får ikke kontakt med kinosystemet. Sjekk nettforbindelsen og prøv igjen." },
    });
    expect(atTheDoor.getState().tickets?.savedAt).not.toBeNull();
  });

  it("fresh tickets replace the saved copy and are no longer marked", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const next = { ...ticket, qrCode: "RK-2" };
    const store = storeWith({ tickets: async () => [next] }, loggedIn());
    await store.dispatch(showSavedTickets());
    await store.dispatch(fetchTickets());
    expect(store.getState().tickets).toMatchObject({ items: [next], savedAt: null });
    await store.dispatch(showSavedTickets());
    expect(store.getState().tickets?.items).toEqual([next]);
  });

  it("another member on the same device never sees them", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const ola = storeWith({}, loggedIn({ userName: "Ola", email: "ola@example.no", token: "tok-ola" }));
    await ola.dispatch(showSavedTickets());
    expect(ola.getState().tickets?.items).toEqual([]);
  });

  it("another member logging in on the device removes the saved copy", async () => {
    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    const shared = storeWith({ login: async () => ({ userName: "Ola", email: "ola@example.no", token: "tok-ola" }) });
    await shared.dispatch(login({ email: "ola@example.no", password: "hemmelig" }));
    expect(localStorage.getItem("kulturhus-lagrede-billetter")).toBeNull();
  });

  it("log out and a lost session remove the saved copy from the device", async () => {
    const store = storeWith({ tickets: async () => [ticket] }, loggedIn());
    await store.dispatch(fetchTickets());
    await store.dispatch(logout());
    const again = storeWith({}, loggedIn());
    await again.dispatch(showSavedTickets());
    expect(again.getState().tickets?.items).toEqual([]);

    await storeWith({ tickets: async () => [ticket] }, loggedIn()).dispatch(fetchTickets());
    storeWith({}, loggedIn()).dispatch(sessionLost());
    const after = storeWith({}, loggedIn());
    await after.dispatch(showSavedTickets());
    expect(after.getState().tickets?.items).toEqual([]);
  });
});
