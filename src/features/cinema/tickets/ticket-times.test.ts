import { isPastTicket, NO_EXPIRY_GRACE_MS, splitTickets } from "./ticket-times";
import type { Ticket } from "../api/cinema-types";

const NOW = Date.parse("2026-11-23T12:00:00+01:00");
const ticket = (movieTitle: string, startTime: string | null, expirationDate: string | null = ""): Ticket => ({
  movieId: 1,
  movieTitle,
  notes: "",
  qrCode: movieTitle,
  qrUrl: "",
  startTime,
  expirationDate,
  image: "",
  sal: "Auditoriet",
  seatsInfo: { info: "", rows: [] },
});

describe("isPastTicket", () => {
  it("is past once the ticket has expired, not when the film has started", () => {
    const started = ticket("I gang", "2026-11-23T11:30:00+01:00", "2026-11-23T13:00:00+01:00");
    expect(isPastTicket(started, NOW)).toBe(false);
    expect(isPastTicket(started, Date.parse("2026-11-23T13:00:00+01:00"))).toBe(true);
  });

  it("without a readable expiry, is past a while after the start", () => {
    const t = ticket("Uten utløp", "2026-11-23T11:00:00+01:00", "");
    expect(isPastTicket(t, NOW)).toBe(false);
    expect(isPastTicket(t, Date.parse("2026-11-23T11:00:00+01:00") + NO_EXPIRY_GRACE_MS)).toBe(true);
    expect(isPastTicket({ ...t, expirationDate: null }, NOW + NO_EXPIRY_GRACE_MS)).toBe(true);
  });

  it("keeps a ticket whose time cannot be read with the coming ones", () => {
    expect(isPastTicket(ticket("Ukjent", null, null), NOW)).toBe(false);
    expect(isPastTicket(ticket("Tull", "i morgen", "snart"), NOW)).toBe(false);
  });
});

describe("splitTickets", () => {
  it("puts coming tickets soonest first, unknown times last, and past ones latest first", () => {
    const tickets = [
      ticket("Neste måned", "2026-12-20T18:00:00+01:00", "2026-12-20T20:00:00+01:00"),
      ticket("For lenge siden", "2026-09-01T18:00:00+02:00", "2026-09-01T20:00:00+02:00"),
      ticket("Ukjent tid", null, null),
      ticket("I morgen", "2026-11-24T18:00:00+01:00", "2026-11-24T20:00:00+01:00"),
      ticket("Forrige uke", "2026-11-16T18:00:00+01:00", "2026-11-16T20:00:00+01:00"),
    ];
    const { coming, past } = splitTickets(tickets, NOW);
    expect(coming.map((t) => t.movieTitle)).toEqual(["I morgen", "Neste måned", "Ukjent tid"]);
    expect(past.map((t) => t.movieTitle)).toEqual(["Forrige uke", "For lenge siden"]);
  });
});
