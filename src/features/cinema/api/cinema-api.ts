import { mapCreatedUser, mapEvents, mapLogin, mapMovieInfo, mapReviews, mapTickets, mapWatchlist } from "./cinema-map";
import { createHttpClient, NO_REFRESH, type AuthMode } from "./http-client";

export const REVIEWS_PAGE_SIZE = 20;
const MEMBER_PAGE = { skip: 0, take: 10 };

export interface CinemaApiOptions {
  partner: number;
  baseURL: string;
  auth: AuthMode;
  apiOrigins: string[];
  getToken: () => string | null;
  /** The session of the member logged in now (that token) cannot be renewed. */
  onSessionLost: (member: string | null) => void;
  readXsrfToken?: () => string | null;
}

/** What a caller may pass with any call: a signal that abandons it (log-out, "Prøv igjen"). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Every call of the cinema membership API contract, typed, answering in the spec's shapes. */
export function createCinemaApi(options: CinemaApiOptions) {
  const { client: http, renewSession } = createHttpClient({
    baseURL: options.baseURL,
    auth: options.auth,
    apiOrigins: options.apiOrigins,
    getToken: options.getToken,
    readXsrfToken: options.readXsrfToken,
    xsrfPrimePath: `events/${options.partner}?keys=`,
    // Renews the server session of this member (X-Token: their profile token).
    refreshSession: async (member, signal) => {
      await http.post("switchTokensDx", null, {
        withCredentials: true,
        headers: { "X-Token": member },
        signal,
        member,
        ...NO_REFRESH,
      });
    },
    onSessionLost: options.onSessionLost,
  });

  // The member a call is made for is the one logged in when it is made, not when axios gets to send it.
  const forMember = (call: CallOptions = {}) => ({
    member: options.auth === "token" ? options.getToken() : null,
    signal: call.signal,
  });

  return {
    http,
    login: async (email: string, password: string) =>
      mapLogin((await http.post("login", { Email: email, Password: password }, { withCredentials: true, ...NO_REFRESH })).data),
    createUser: async (email: string, password: string, userName: string) =>
      mapCreatedUser(
        (
          await http.post(
            "createUser",
            { Email: email, Password: password, UserName: userName },
            { withCredentials: true, ...NO_REFRESH },
          )
        ).data,
      ),
    forgotPassword: async (email: string) => {
      // Credentials so the anti-forgery cookie travels with the header it must match.
      await http.post("forgotPassword", { Email: email }, { withCredentials: true, ...NO_REFRESH });
    },
    /** Renews the logged-in member's session; shares a renewal already under way for them. */
    switchTokens: (call: CallOptions = {}) => renewSession(call.signal),
    movieInfo: async (ediNumber: string) =>
      mapMovieInfo((await http.get("movieInfo", { params: { ediNumber }, withCredentials: true, ...forMember() })).data),
    reviews: async (ediNumber: string, skip = 0) =>
      mapReviews((await http.get("reviews", { params: { ediNumber, skip, take: REVIEWS_PAGE_SIZE }, ...forMember() })).data),
    tickets: async (call?: CallOptions) =>
      mapTickets((await http.get("tickets", { params: MEMBER_PAGE, withCredentials: true, ...forMember(call) })).data),
    watchlist: async (call?: CallOptions) =>
      mapWatchlist((await http.get("watchlist", { params: MEMBER_PAGE, withCredentials: true, ...forMember(call) })).data),
    addMovieToWatchList: async (movieId: number, call?: CallOptions) =>
      Boolean((await http.post("addMovieToWatchList", { id: movieId }, { withCredentials: true, ...forMember(call) })).data),
    events: async (ids: string[]) =>
      mapEvents((await http.get(`events/${options.partner}`, { params: { keys: ids.join(",") }, ...forMember() })).data),
  };
}

export type CinemaApi = ReturnType<typeof createCinemaApi>;
