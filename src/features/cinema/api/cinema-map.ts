import type { LiveEvent, LoginAnswer, MovieInfo, Review, Ticket } from "./cinema-types";

/** An answer that does not have the shape the contract promises. Stored as an error, never a crash. */
export class MalformedAnswerError extends Error {
  constructor(what: string, detail: string) {
    super(`Uventet svar fra kinosystemet (${what}).`);
    this.name = "MalformedAnswerError";
    this.detail = detail;
  }
  detail: string;
}

type Raw = Record<string, unknown>;

function record(value: unknown, what: string): Raw {
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new MalformedAnswerError(what, `expected an object, got ${JSON.stringify(value)?.slice(0, 80)}`);
  return value as Raw;
}
function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new MalformedAnswerError(what, `expected a list, got ${JSON.stringify(value)?.slice(0, 80)}`);
  return value;
}
const text = (raw: Raw, key: string, what: string, optional = false): string => {
  const v = raw[key];
  if (typeof v === "string") return v;
  if (optional && (v === undefined || v === null)) return "";
  throw new MalformedAnswerError(what, `${key}: expected text, got ${JSON.stringify(v)}`);
};
const num = (raw: Raw, key: string, what: string, optional = false): number => {
  const v = raw[key];
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (optional && (v === undefined || v === null)) return 0;
  throw new MalformedAnswerError(what, `${key}: expected a number, got ${JSON.stringify(v)}`);
};
const flag = (raw: Raw, key: string): boolean => raw[key] === true;

export function mapLogin(value: unknown): LoginAnswer {
  const raw = record(value, "innlogging");
  return { token: text(raw, "marsToken", "innlogging"), userName: text(raw, "UserName", "innlogging", true), email: text(raw, "UserInfo", "innlogging", true) };
}

export function mapCreatedUser(value: unknown): LoginAnswer {
  const raw = record(value, "ny bruker");
  return { token: text(raw, "Token", "ny bruker"), userName: text(raw, "UserName", "ny bruker", true), email: text(raw, "ContactEmail", "ny bruker", true) };
}

/** A link or image address from the API, kept only when it is http(s) or a path on a site: never javascript: and the like. */
export function safeUrl(value: string): string {
  if (/^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
  } catch {
    return "";
  }
}

export function mapMovieInfo(value: unknown): MovieInfo {
  const w = "filminformasjon";
  const raw = record(value, w);
  return {
    title: text(raw, "Title", w),
    movieId: num(raw, "MovieId", w),
    edis: text(raw, "Edis", w),
    rating: num(raw, "Rating", w, true),
    ratingCount: num(raw, "RatingCount", w, true),
    poster: safeUrl(text(raw, "Poster", w, true)),
    link: safeUrl(text(raw, "link", w, true)),
  };
}

export function mapReviews(value: unknown): Review[] {
  const w = "anmeldelser";
  return list(value, w).map((item) => {
    const raw = record(item, w);
    return {
      id: num(raw, "Id", w),
      comment: text(raw, "Comment", w, true),
      rating: num(raw, "Rating", w, true),
      addedAt: text(raw, "AddedAt", w, true),
      likesCount: num(raw, "LikesCount", w, true),
      movieId: num(raw, "MovieId", w, true),
      userId: num(raw, "UserId", w, true),
      userName: text(raw, "UserName", w, true),
      image: safeUrl(text(raw, "Image", w, true)),
      isLiked: flag(raw, "IsLiked"),
    };
  });
}

export function mapTickets(value: unknown): Ticket[] {
  const w = "billetter";
  return list(value, w).map((item) => {
    const raw = record(item, w);
    const seats = record(raw.SeatsInfo ?? {}, w);
    return {
      movieId: num(raw, "MovieId", w),
      movieTitle: text(raw, "MovieTitle", w),
      notes: text(raw, "Notes", w, true),
      qrCode: text(raw, "QRCode", w),
      qrUrl: safeUrl(text(raw, "QRUrl", w, true)),
      startTime: text(raw, "StartTime", w),
      expirationDate: text(raw, "ExpirationDate", w, true),
      image: safeUrl(text(raw, "Poster", w, true)),
      sal: text(raw, "Screen", w, true),
      seatsInfo: {
        info: text(seats, "Info", w, true),
        rows: list(seats.Seats ?? [], w).map((r) => {
          const row = record(r, w);
          return { row: num(row, "Row", w), seats: list(row.Seats, w).map((s) => (typeof s === "number" ? s : Number.NaN)).filter((s) => Number.isFinite(s)) };
        }),
      },
    };
  });
}

export function mapWatchlist(value: unknown): MovieInfo[] {
  return list(value, "ønskeliste").map(mapMovieInfo);
}

export function mapEvents(value: unknown): LiveEvent[] {
  const w = "arrangementer";
  return list(value, w).map((item) => {
    const raw = record(item, w);
    return {
      id: String(raw.Id ?? ""),
      productionId: String(raw.ProductionId ?? ""),
      startTime: text(raw, "StartTime", w, true),
      venue: text(raw, "Venue", w, true),
      ticketUrl: safeUrl(text(raw, "TicketUrl", w, true)),
      soldOut: flag(raw, "SoldOut"),
      availableSeats: num(raw, "AvailableSeats", w, true),
    };
  }).filter((e) => e.id !== "");
}
