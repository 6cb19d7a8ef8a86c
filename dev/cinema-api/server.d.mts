import type { Server } from "node:http";
import type { Partner, PartnerData } from "./data.mjs";

export type { Partner, PartnerData } from "./data.mjs";

export interface CinemaApiOptions {
  /** Origins answered with CORS headers (credentials allowed). Default: none. */
  allowedOrigins?: string[];
  /** How long a session lasts from when it starts (login, createUser, switchTokensDx). Default 30 minutes. */
  sessionTtlMs?: number;
  /** Milliseconds since the epoch; sessions expire by this clock. Default Date.now. */
  clock?: () => number;
  /** Serve only this partner. Default: both 118 and 178, each under /<partner>/. */
  partner?: Partner;
  /** Answer POST /__test/expire-sessions, /__test/fail-next and /__test/reset. Default false. */
  testHooks?: boolean;
  /** Where content/productions/*.json are read from, for events. Default: the repo's content/. null: none. */
  contentDir?: string | null;
  /** Base of events' TicketUrl. Default the placeholder of src/lib/config.ts. */
  ticketShopUrl?: string;
  /** Seats left per event id (0 = sold out), overriding the default rule. */
  eventSeats?: Record<string, number>;
  /** Called with one line per request. Default: nothing is logged. */
  log?: (line: string) => void;
}

/** The next `times` (default 1) requests to `path` (relative to the partner, e.g. "tickets") answer `status`. */
export interface FailureRule {
  path: string;
  status: number;
  times?: number;
}

export interface CinemaApiState {
  partners: Record<number, PartnerData>;
  failures: { path: string; status: number; remaining: number }[];
}

export interface Listening {
  /** http://localhost:PORT (no trailing slash). */
  url: string;
  port: number;
  /** Base URL per served partner: http://localhost:PORT/118/ */
  baseUrls: Record<number, string>;
}

export interface CinemaApi {
  server: Server;
  state: CinemaApiState;
  listen(port?: number, host?: string): Promise<Listening>;
  close(): Promise<void>;
  /** Fresh demo data; drops sessions, tokens and failure rules. */
  reset(): void;
  /** Ends every session now; returns how many there were. */
  expireSessions(): number;
  failNext(rule: FailureRule): void;
}

export const XSRF_COOKIE: "XSRF-TOKEN";
export const XSRF_HEADER: "x-xsrf-token";
export const MAX_BODY_BYTES: number;
export const DEFAULT_SESSION_TTL_MS: number;
export const DEFAULT_CONTENT_DIR: string;
export const MESSAGES: Readonly<Record<string, string>>;
/** "cinema_session_118" */
export function sessionCookieName(partner: number): string;
export function createCinemaApi(options?: CinemaApiOptions): CinemaApi;
