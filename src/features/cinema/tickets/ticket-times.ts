import type { Ticket } from "../api/cinema-types";

/**
 * How long after its start a ticket with no readable expiry still counts as coming: a member who is
 * late, or a long film, still finds the ticket among the coming ones.
 */
export const NO_EXPIRY_GRACE_MS = 4 * 60 * 60 * 1000;

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * A ticket is past once it has expired (the cinema system's expiry, else its start plus
 * NO_EXPIRY_GRACE_MS). A ticket whose time cannot be read stays with the coming ones, where the
 * member looks for a ticket to show at the door.
 */
export function isPastTicket(ticket: Ticket, now: number): boolean {
  const end = time(ticket.expirationDate);
  if (Number.isFinite(end)) return end <= now;
  const start = time(ticket.startTime);
  return Number.isFinite(start) && start + NO_EXPIRY_GRACE_MS <= now;
}

/** Coming tickets soonest first (unknown times last), and past ones latest first. */
export function splitTickets(tickets: readonly Ticket[], now: number): { coming: Ticket[]; past: Ticket[] } {
  const start = (t: Ticket) => {
    const at = time(t.startTime);
    return Number.isFinite(at) ? at : Number.POSITIVE_INFINITY;
  };
  const coming = tickets.filter((t) => !isPastTicket(t, now)).sort((a, b) => start(a) - start(b));
  const past = tickets.filter((t) => isPastTicket(t, now)).sort((a, b) => start(b) - start(a));
  return { coming, past };
}
