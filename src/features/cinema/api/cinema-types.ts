/**
 * The spec's shapes of what the cinema APIs answer (spec.md section 3), mapped from the server's.
 *
 * Each field is judged on its own. `null` means the server sent something that is not what the
 * field claims to be (a StartTime of "i morgen", a Title that is a number): the detail is unknown,
 * and the screen says so. An optional field the server left out is "" (text) or 0 (counts).
 * Links and pictures that are not http(s) or a path on a site are "".
 */
export interface MovieInfo {
  title: string | null;
  movieId: number | null;
  edis: string | null;
  rating: number | null;
  ratingCount: number | null;
  poster: string;
  link: string;
}

export interface Review {
  id: number | null;
  comment: string | null;
  rating: number | null;
  /** An ISO 8601 date, "" when none was given. */
  addedAt: string | null;
  likesCount: number | null;
  movieId: number | null;
  userId: number | null;
  userName: string | null;
  image: string;
  isLiked: boolean;
}

export interface Ticket {
  movieId: number | null;
  movieTitle: string | null;
  notes: string | null;
  qrCode: string | null;
  qrUrl: string;
  /** An ISO 8601 date and time. */
  startTime: string | null;
  /** An ISO 8601 date and time, "" when the ticket does not expire. */
  expirationDate: string | null;
  image: string;
  sal: string | null;
  /** `rows` is null when the server's seat list cannot be read. */
  seatsInfo: { info: string | null; rows: { row: number; seats: number[] }[] | null };
}

export interface LiveEvent {
  id: string;
  productionId: string | null;
  startTime: string | null;
  venue: string | null;
  ticketUrl: string;
  soldOut: boolean | null;
  availableSeats: number | null;
}

export interface LoginAnswer {
  userName: string;
  email: string;
  token: string;
}
