import type { Ticket } from "../api/cinema-types";
import { isIsoDate } from "../api/cinema-map";
import type { UserProfile } from "../api/profile-storage";
import { localStore } from "../../../browser-storage/local-storage";

/**
 * The tickets a member last loaded, kept in localStorage so the member page can show them, QR codes
 * and all, at the door without coverage. They belong to the member who loaded them, and go when
 * that member logs out or the session is lost. Anything unreadable in storage is no saved copy.
 */
export const SAVED_TICKETS_KEY = "kulturhus-lagrede-billetter";

export interface SavedTickets {
  /** When the tickets were loaded from the cinema system, ISO 8601. */
  savedAt: string;
  tickets: Ticket[];
}

/** Whose tickets these are: the profile's e-mail, or its name, or (older profiles) its token. */
export const ticketOwner = (profile: UserProfile): string =>
  profile.email ? profile.email.toLowerCase() : profile.userName || profile.token;

const isText = (v: unknown): v is string => typeof v === "string";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
/** A field that may be unknown (null): see cinema-types.ts. */
const orUnknown = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);
const isRow = (v: unknown) => {
  const row = v as { row?: unknown; seats?: unknown } | null;
  return !!row && isNumber(row.row) && Array.isArray(row.seats) && row.seats.every(isNumber);
};
const isDate = (v: unknown) => isText(v) && isIsoDate(v);

function isTicket(value: unknown): value is Ticket {
  const t = value as Partial<Record<keyof Ticket, unknown>> | null;
  if (!t || typeof t !== "object") return false;
  const seats = t.seatsInfo as { info?: unknown; rows?: unknown } | null | undefined;
  return (
    orUnknown(isNumber)(t.movieId) &&
    [t.movieTitle, t.notes, t.sal].every(orUnknown(isText)) &&
    [t.qrUrl, t.image].every(isText) &&
    (t.qrCode === null || (isText(t.qrCode) && t.qrCode !== "")) &&
    orUnknown(isDate)(t.startTime) &&
    (t.expirationDate === "" || orUnknown(isDate)(t.expirationDate)) &&
    !!seats &&
    orUnknown(isText)(seats.info) &&
    (seats.rows === null || (Array.isArray(seats.rows) && seats.rows.every(isRow)))
  );
}

export function saveTickets(owner: string, tickets: Ticket[], now: Date = new Date()): void {
  try {
    localStore()?.setItem(SAVED_TICKETS_KEY, JSON.stringify({ owner, savedAt: now.toISOString(), tickets }));
  } catch {
    // Full or refused storage: the tickets still show now, there is just no copy for later.
  }
}

/** The member's saved tickets, without those that have expired; null when there is no usable copy. */
export function readSavedTickets(owner: string, now: Date = new Date()): SavedTickets | null {
  let raw: string | null | undefined;
  try {
    raw = localStore()?.getItem(SAVED_TICKETS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let saved: { owner?: unknown; savedAt?: unknown; tickets?: unknown };
  try {
    saved = JSON.parse(raw) ?? {};
  } catch {
    return null;
  }
  if (saved.owner !== owner) {
    // Another member's tickets: they have no business on this device any more.
    forgetSavedTickets();
    return null;
  }
  if (!isText(saved.savedAt) || Number.isNaN(Date.parse(saved.savedAt)) || !Array.isArray(saved.tickets)) return null;
  // A ticket whose expiry is unknown stays: better shown at the door than lost.
  const tickets = saved.tickets.filter(isTicket).filter((t) => !t.expirationDate || Date.parse(t.expirationDate) > now.getTime());
  return { savedAt: saved.savedAt, tickets };
}

export function forgetSavedTickets(): void {
  try {
    localStore()?.removeItem(SAVED_TICKETS_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
