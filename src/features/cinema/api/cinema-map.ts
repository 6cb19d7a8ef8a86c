import { sameSitePath } from "./same-site-path";
import type { LiveEvent, LoginAnswer, MovieInfo, Review, Ticket } from "./cinema-types";

/**
 * An answer that as a whole does not have the shape the contract promises (not a list, not an
 * object, a login without a token). Stored as an error with a message that says so, never a crash.
 */
export class MalformedAnswerError extends Error {
  constructor(what: string, detail: string) {
    super(`Uventet svar fra kinosystemet (${what}).`);
    this.name = "MalformedAnswerError";
    this.detail = detail;
  }
  detail: string;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => !!value && typeof value === "object" && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value)?.slice(0, 80);

function record(value: unknown, what: string): Raw {
  if (!isRecord(value)) throw new MalformedAnswerError(what, `expected an object, got ${show(value)}`);
  return value;
}
function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedAnswerError(what, `expected a list, got ${show(value)}`);
  return value;
}

/*
 * Fields, judged one by one. Left out (undefined or null): "" or 0 where the field is optional,
 * unknown (null) where it is not. Anything else that is not what the field claims: unknown.
 */
const absent = (v: unknown) => v === undefined || v === null;

function text(raw: Raw, key: string, optional = false): string | null {
  const v = raw[key];
  if (typeof v === "string") return v;
  return optional && absent(v) ? "" : null;
}

function num(raw: Raw, key: string, optional = false): number | null {
  const v = raw[key];
  if (typeof v === "number" && Number.isFinite(v)) return v;
  return optional && absent(v) ? 0 : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date (and time) that is a real one; "2026-13-45" and "i morgen" are not. */
export const isIsoDate = (value: string) => ISO_DATE.test(value) && Number.isFinite(Date.parse(value));

function date(raw: Raw, key: string, optional = false): string | null {
  const v = raw[key];
  if (typeof v === "string" && isIsoDate(v.trim())) return v.trim();
  if (optional && (absent(v) || v === "")) return "";
  return null;
}

function flag(raw: Raw, key: string): boolean | null {
  const v = raw[key];
  if (typeof v === "boolean") return v;
  return absent(v) ? false : null;
}

/** A link or picture: "" unless it is http(s) or a path on a site. */
const url = (raw: Raw, key: string): string => safeUrl(text(raw, key, true) ?? "");

/**
 * A link or image address from the API, kept only when it is http(s) or a path on a site (read as
 * the browser will, normalised: sameSitePath): never javascript:, "//host" or "/.//host" and the like.
 */
export function safeUrl(value: string): string {
  if (value.startsWith("/")) return sameSitePath(value, "https://site.invalid") ?? "";
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : "";
  } catch {
    return "";
  }
}

export function mapLogin(value: unknown): LoginAnswer {
  const raw = record(value, "innlogging");
  const token = text(raw, "marsToken");
  if (!token) throw new MalformedAnswerError("innlogging", `marsToken: expected text, got ${show(raw.marsToken)}`);
  return { token, userName: text(raw, "UserName", true) ?? "", email: text(raw, "UserInfo", true) ?? "" };
}

export function mapCreatedUser(value: unknown): LoginAnswer {
  const raw = record(value, "ny bruker");
  const token = text(raw, "Token");
  if (!token) throw new MalformedAnswerError("ny bruker", `Token: expected text, got ${show(raw.Token)}`);
  return { token, userName: text(raw, "UserName", true) ?? "", email: text(raw, "ContactEmail", true) ?? "" };
}

/** An entry of a list that is not an object at all: every field of it is unknown. */
const unreadable = (item: unknown): Raw => (isRecord(item) ? item : {});

function movieInfo(raw: Raw): MovieInfo {
  return {
    title: text(raw, "Title"),
    movieId: num(raw, "MovieId"),
    edis: text(raw, "Edis"),
    rating: num(raw, "Rating", true),
    ratingCount: num(raw, "RatingCount", true),
    poster: url(raw, "Poster"),
    link: url(raw, "link"),
  };
}

export function mapMovieInfo(value: unknown): MovieInfo {
  return movieInfo(record(value, "filminformasjon"));
}

export function mapReviews(value: unknown): Review[] {
  return list(value, "anmeldelser").map((item) => {
    const raw = unreadable(item);
    return {
      id: num(raw, "Id"),
      comment: text(raw, "Comment", true),
      rating: num(raw, "Rating"),
      addedAt: date(raw, "AddedAt", true),
      likesCount: num(raw, "LikesCount", true),
      movieId: num(raw, "MovieId", true),
      userId: num(raw, "UserId", true),
      userName: text(raw, "UserName"),
      image: url(raw, "Image"),
      isLiked: flag(raw, "IsLiked") === true,
    };
  });
}

function seatRows(value: unknown): Ticket["seatsInfo"]["rows"] {
  if (absent(value)) return [];
  if (!Array.isArray(value)) return null;
  const rows = value.map((r) => {
    const row = unreadable(r);
    const seats = row.Seats;
    const number = num(row, "Row");
    if (number === null || !Array.isArray(seats) || !seats.every((s) => typeof s === "number" && Number.isFinite(s))) return null;
    return { row: number, seats: seats as number[] };
  });
  // One row that cannot be read makes the seat list unknown: showing the others would mislead.
  return rows.every((r) => r !== null) ? (rows as { row: number; seats: number[] }[]) : null;
}

export function mapTickets(value: unknown): Ticket[] {
  return list(value, "billetter").map((item) => {
    const raw = unreadable(item);
    const seats = absent(raw.SeatsInfo) ? {} : isRecord(raw.SeatsInfo) ? raw.SeatsInfo : null;
    return {
      movieId: num(raw, "MovieId"),
      movieTitle: text(raw, "MovieTitle"),
      notes: text(raw, "Notes", true),
      qrCode: text(raw, "QRCode") || null,
      qrUrl: url(raw, "QRUrl"),
      startTime: date(raw, "StartTime"),
      expirationDate: date(raw, "ExpirationDate", true),
      image: url(raw, "Poster"),
      sal: text(raw, "Screen", true),
      seatsInfo: seats ? { info: text(seats, "Info", true), rows: seatRows(seats.Seats) } : { info: null, rows: null },
    };
  });
}

export function mapWatchlist(value: unknown): MovieInfo[] {
  return list(value, "ønskeliste").map((item) => movieInfo(unreadable(item)));
}

export function mapEvents(value: unknown): LiveEvent[] {
  return list(value, "arrangementer").flatMap((item) => {
    const raw = unreadable(item);
    // Without its id an event cannot be matched to a ticket link: it is left out.
    const id = typeof raw.Id === "string" ? raw.Id : typeof raw.Id === "number" && Number.isFinite(raw.Id) ? String(raw.Id) : "";
    if (id === "") return [];
    const production = raw.ProductionId;
    return [
      {
        id,
        productionId:
          typeof production === "string"
            ? production
            : typeof production === "number" && Number.isFinite(production)
              ? String(production)
              : null,
        startTime: date(raw, "StartTime", true),
        venue: text(raw, "Venue", true),
        ticketUrl: url(raw, "TicketUrl"),
        soldOut: flag(raw, "SoldOut"),
        availableSeats: num(raw, "AvailableSeats", true),
      },
    ];
  });
}
