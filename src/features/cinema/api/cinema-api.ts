import type { AxiosInstance } from "axios";
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
  onSessionLost: () => void;
  readXsrfToken?: () => string | null;
}

/** Every call of the cinema membership API contract, typed, answering in the spec's shapes. */
export function createCinemaApi(options: CinemaApiOptions) {
  const http: AxiosInstance = createHttpClient({
    baseURL: options.baseURL,
    auth: options.auth,
    apiOrigins: options.apiOrigins,
    getToken: options.getToken,
    readXsrfToken: options.readXsrfToken,
    xsrfPrimePath: `events/${options.partner}?keys=`,
    refreshSession: async () => {
      if (!options.getToken()) throw new Error("no token to renew the session with");
      await switchTokens();
    },
    onSessionLost: options.onSessionLost,
  });
  // Renews the server session from the profile token (X-Token only when there is one).
  async function switchTokens() {
    const token = options.getToken();
    await http.post("switchTokensDx", null, { withCredentials: true, headers: token ? { "X-Token": token } : {}, ...NO_REFRESH });
  }

  return {
    http,
    login: async (email: string, password: string) => mapLogin((await http.post("login", { Email: email, Password: password }, { withCredentials: true, ...NO_REFRESH })).data),
    createUser: async (email: string, password: string, userName: string) =>
      mapCreatedUser((await http.post("createUser", { Email: email, Password: password, UserName: userName }, { withCredentials: true, ...NO_REFRESH })).data),
    forgotPassword: async (email: string) => {
      // Credentials so the anti-forgery cookie travels with the header it must match.
      await http.post("forgotPassword", { Email: email }, { withCredentials: true, ...NO_REFRESH });
    },
    switchTokens,
    movieInfo: async (ediNumber: string) => mapMovieInfo((await http.get("movieInfo", { params: { ediNumber }, withCredentials: true })).data),
    reviews: async (ediNumber: string, skip = 0) => mapReviews((await http.get("reviews", { params: { ediNumber, skip, take: REVIEWS_PAGE_SIZE } })).data),
    tickets: async () => mapTickets((await http.get("tickets", { params: MEMBER_PAGE, withCredentials: true })).data),
    watchlist: async () => mapWatchlist((await http.get("watchlist", { params: MEMBER_PAGE, withCredentials: true })).data),
    addMovieToWatchList: async (movieId: number) => Boolean((await http.post("addMovieToWatchList", { id: movieId }, { withCredentials: true })).data),
    events: async (ids: string[]) => mapEvents((await http.get(`events/${options.partner}`, { params: { keys: ids.join(",") } })).data),
  };
}

export type CinemaApi = ReturnType<typeof createCinemaApi>;
