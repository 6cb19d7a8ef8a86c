import { readSavedTickets, saveTickets, forgetSavedTickets, SAVED_TICKETS_KEY, ticketOwner } from "./saved-tickets";
import type { Ticket } from "../api/cinema-types";

const ticket = (qrCode: string, expirationDate = "2026-12-05T14:00:00+01:00"): Ticket => ({
  movieId: 7,
  movieTitle: "Reven og den lange vinteren",
  notes: "",
  qrCode,
  qrUrl: "",
  startTime: "2026-12-05T12:00:00+01:00",
  expirationDate,
  image: "",
  sal: "Auditoriet",
  seatsInfo: { info: "Rad 5", rows: [{ row: 5, seats: [7, 8] }] },
});
const SAVED = new Date("2026-11-22T10:00:00Z");
const LATER = new Date("2026-11-30T10:00:00Z");

beforeEach(() => localStorage.clear());

describe("tickets saved on the device", () => {
  it("come back for the member who loaded them, with when they were loaded", () => {
    saveTickets("kari@example.no", [ticket("RK-1"), ticket("RK-2")], SAVED);
    expect(readSavedTickets("kari@example.no", LATER)).toEqual({
      savedAt: SAVED.toISOString(),
      tickets: [ticket("RK-1"), ticket("RK-2")],
    });
  });

  it("never show for another member, and leave the device when another member looks", () => {
    saveTickets("kari@example.no", [ticket("RK-1")], SAVED);
    expect(readSavedTickets("ola@example.no", LATER)).toBeNull();
    expect(localStorage.getItem(SAVED_TICKETS_KEY)).toBeNull();
  });

  it("leave out tickets that have expired", () => {
    saveTickets(
      "kari@example.no",
      [ticket("RK-1", "2026-11-25T22:00:00Z"), ticket("RK-2", "2026-12-05T14:00:00+01:00"), ticket("RK-3", "")],
      SAVED,
    );
    expect(readSavedTickets("kari@example.no", LATER)?.tickets.map((t) => t.qrCode)).toEqual(["RK-2", "RK-3"]);
  });

  it("treat anything unreadable in storage as no copy, and skip malformed tickets", () => {
    localStorage.setItem(SAVED_TICKETS_KEY, "{ikke json");
    expect(readSavedTickets("kari@example.no", LATER)).toBeNull();
    localStorage.setItem(SAVED_TICKETS_KEY, JSON.stringify({ owner: "kari@example.no", savedAt: "i går", tickets: [] }));
    expect(readSavedTickets("kari@example.no", LATER)).toBeNull();
    const broken = { ...ticket("RK-9"), seatsInfo: { info: "", rows: [{ row: "fem", seats: [1] }] } };
    localStorage.setItem(
      SAVED_TICKETS_KEY,
      JSON.stringify({
        owner: "kari@example.no",
        savedAt: SAVED.toISOString(),
        tickets: [broken, ticket("RK-1"), null, { qrCode: "" }],
      }),
    );
    expect(readSavedTickets("kari@example.no", LATER)?.tickets.map((t) => t.qrCode)).toEqual(["RK-1"]);
  });

  it("go when forgotten", () => {
    saveTickets("kari@example.no", [ticket("RK-1")], SAVED);
    forgetSavedTickets();
    expect(readSavedTickets("kari@example.no", LATER)).toBeNull();
  });

  it("never break the page when storage refuses", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("QuotaExceededError");
    });
    expect(() => saveTickets("kari@example.no", [ticket("RK-1")], SAVED)).not.toThrow();
    setItem.mockRestore();
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("SecurityError");
    });
    expect(readSavedTickets("kari@example.no", LATER)).toBeNull();
    getItem.mockRestore();
  });

  it("belong to the profile's e-mail, in any case, or its name when it has none", () => {
    expect(ticketOwner({ email: "Kari@Example.no", userName: "Kari", token: "t" })).toBe("kari@example.no");
    expect(ticketOwner({ email: "", userName: "Kari", token: "t" })).toBe("Kari");
  });
});
