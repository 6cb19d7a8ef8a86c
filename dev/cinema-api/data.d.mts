export type Partner = 118 | 178;

/** The partners the stand-in serves. */
export const PARTNERS: readonly [118, 178];

export interface Member {
  Id: number;
  Email: string;
  Password: string;
  UserName: string;
}

export const DEMO_MEMBER: Readonly<Member>;
/** A profile token that is always valid for the demo member of that partner ("mars-demo-118"). */
export function demoToken(partner: number): string;

/** "NO-2026-1042", "Reven og den lange vinteren". */
export const EDI_CHILDREN_FILM: string;
/** "NO-2027-0117", "Lyset over Stjørnfjorden". */
export const EDI_ADULT_FILM: string;
export const DEFAULT_TICKET_SHOP_URL: string;

/** As `movieInfo` and `watchlist` answer. */
export interface MovieInfo {
  Title: string;
  MovieId: number;
  Edis: string;
  Rating: number;
  RatingCount: number;
  Poster: string;
  link: string;
}

/** As `reviews` answers, plus who liked it (IsLiked is worked out per session). */
export interface Review {
  Id: number;
  Comment: string;
  Rating: number;
  AddedAt: string;
  LikesCount: number;
  MovieId: number;
  UserId: number;
  UserName: string;
  Image: string;
  likedBy: Set<string>;
}

export interface Ticket {
  MovieId: number;
  MovieTitle: string;
  Notes: string;
  QRCode: string;
  QRUrl: string;
  StartTime: string;
  ExpirationDate: string;
  Poster: string;
  Screen: string;
  SeatsInfo: { Info: string; Seats: { Row: number; Seats: number[] }[] };
}

export interface CinemaEvent {
  Id: string;
  ProductionId: string;
  StartTime: string;
  Venue: string;
  TicketUrl: string;
  SoldOut: boolean;
  AvailableSeats: number;
}

export interface Session {
  email: string;
  createdAt: number;
  expiresAt: number;
}

/** One partner's data; members, tokens, tickets and watch lists are keyed by lower-case e-mail. */
export interface PartnerData {
  partner: number;
  members: Map<string, Member>;
  tokens: Map<string, string>;
  sessions: Map<string, Session>;
  films: MovieInfo[];
  reviews: Review[];
  tickets: Map<string, Ticket[]>;
  watchlists: Map<string, number[]>;
  events: Map<string, CinemaEvent>;
  passwordResets: { email: string; at: number }[];
  nextMemberId: number;
}

export interface ProductionSummary {
  id: string;
  title: string;
  objectClass: string;
  pageReference: string;
  ediNumber?: string;
  events: { id: string; start: string; hall: string }[];
}

export function readProductions(contentDir: string | null | undefined): ProductionSummary[];
/** Oslo wall-clock time `days` after `now` at hour:minute, as ISO 8601 with the Oslo offset. */
export function osloTime(now: number, days: number, hour: number, minute: number): string;
export function createPartnerData(options: {
  partner: number;
  now: number;
  contentDir?: string | null;
  ticketShopUrl?: string;
  eventSeats?: Record<string, number>;
}): PartnerData;
