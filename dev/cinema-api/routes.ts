// The endpoints of the contract (cinema-api.md), one handler each, relative to a partner's base path.
import type http from "node:http";
import { PARTNERS, type PartnerData } from "./data";
import { HttpError, type Answer } from "./http";
import { emailOf, movieIdOf, objectBody, paging } from "./input";
import { MESSAGES } from "./messages";
import type { Sessions } from "./sessions";

/** Each endpoint and the one method it answers (GET also answers HEAD). */
export const ROUTES: Readonly<Record<string, "GET" | "POST">> = {
  login: "POST",
  createUser: "POST",
  forgotPassword: "POST",
  switchTokensDx: "POST",
  movieInfo: "GET",
  reviews: "GET",
  tickets: "GET",
  watchlist: "GET",
  addMovieToWatchList: "POST",
  events: "GET",
};

export const routeMethod = (route: string | undefined) =>
  route !== undefined && Object.prototype.hasOwnProperty.call(ROUTES, route) ? ROUTES[route] : undefined;

export interface RouteContext {
  data: PartnerData;
  query: URLSearchParams;
  /** The path segments after the partner: ["events", "118"]. */
  rest: string[];
  body: unknown;
  cookies: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** Set-Cookie values the answer will carry. */
  setCookies: string[];
}

export type Route = (ctx: RouteContext) => Answer;

export function createRoutes({ sessions, clock }: { sessions: Sessions; clock: () => number }): Record<string, Route> {
  return {
    login({ data, body, setCookies }) {
      const b = objectBody(body);
      const email = emailOf(b.Email);
      if (typeof b.Password !== "string" || b.Password === "") throw new HttpError(400, MESSAGES.password);
      const member = data.members.get(email);
      if (!member || member.Password !== b.Password) throw new HttpError(401, MESSAGES.wrongLogin);
      sessions.start(data, member.Email, setCookies);
      return [200, { marsToken: sessions.issueToken(data, member.Email), UserName: member.UserName, UserInfo: member.Email }];
    },

    createUser({ data, body, setCookies }) {
      const b = objectBody(body);
      const userName = typeof b.UserName === "string" ? b.UserName.trim() : "";
      if (!userName) throw new HttpError(400, MESSAGES.userName);
      if (userName.length > 60) throw new HttpError(400, MESSAGES.userNameLength);
      const email = emailOf(b.Email);
      if (typeof b.Password !== "string" || b.Password.length < 8) throw new HttpError(400, MESSAGES.passwordLength);
      if (data.members.has(email)) throw new HttpError(409, MESSAGES.emailTaken);
      data.nextMemberId += 1;
      data.members.set(email, { Id: data.nextMemberId, Email: email, Password: b.Password, UserName: userName });
      data.watchlists.set(email, []);
      data.tickets.set(email, []);
      sessions.start(data, email, setCookies);
      return [200, { Token: sessions.issueToken(data, email), UserName: userName, ContactEmail: email }];
    },

    forgotPassword({ data, body }) {
      const email = emailOf(objectBody(body).Email);
      if (!data.members.has(email)) throw new HttpError(404, MESSAGES.unknownEmail);
      data.passwordResets.push({ email, at: clock() });
      return [200, undefined];
    },

    switchTokensDx({ data, headers, setCookies }) {
      const token = String(headers["x-token"] ?? "").trim();
      if (!token) throw new HttpError(401, MESSAGES.noToken);
      const email = data.tokens.get(token);
      if (!email || !data.members.has(email)) throw new HttpError(401, MESSAGES.badToken);
      sessions.start(data, email, setCookies);
      return [200, undefined];
    },

    movieInfo({ data, query }) {
      const edi = (query.get("ediNumber") ?? "").trim();
      if (!edi) throw new HttpError(400, MESSAGES.ediMissing);
      const film = data.films.find((f) => f.Edis === edi);
      if (!film) throw new HttpError(404, MESSAGES.movieNotFound);
      return [200, film];
    },

    reviews({ data, query, cookies }) {
      const edi = (query.get("ediNumber") ?? "").trim();
      if (!edi) throw new HttpError(400, MESSAGES.ediMissing);
      const { skip, take } = paging(query, 20);
      const film = data.films.find((f) => f.Edis === edi);
      if (!film) throw new HttpError(404, MESSAGES.movieNotFound);
      const viewer = sessions.memberOf(data, cookies);
      const page = data.reviews
        .filter((r) => r.MovieId === film.MovieId)
        .sort((a, b) => b.AddedAt.localeCompare(a.AddedAt))
        .slice(skip, skip + take)
        .map(({ likedBy, ...r }) => ({ ...r, IsLiked: Boolean(viewer && likedBy.has(viewer.Email)) }));
      return [200, page];
    },

    tickets({ data, query, cookies }) {
      const member = sessions.requireMember(data, cookies);
      const { skip, take } = paging(query, 10);
      const tickets = [...(data.tickets.get(member.Email) ?? [])].sort(
        (a, b) => Date.parse(a.StartTime) - Date.parse(b.StartTime),
      );
      return [200, tickets.slice(skip, skip + take)];
    },

    watchlist({ data, query, cookies }) {
      const member = sessions.requireMember(data, cookies);
      const { skip, take } = paging(query, 10);
      const ids = data.watchlists.get(member.Email) ?? [];
      const films = ids.map((id) => data.films.find((f) => f.MovieId === id)).filter((f) => f !== undefined);
      return [200, films.slice(skip, skip + take)];
    },

    addMovieToWatchList({ data, body, cookies }) {
      const member = sessions.requireMember(data, cookies);
      const id = movieIdOf(objectBody(body).id);
      if (!data.films.some((f) => f.MovieId === id)) throw new HttpError(404, MESSAGES.movieIdUnknown);
      const list = data.watchlists.get(member.Email) ?? [];
      if (!list.includes(id)) list.push(id);
      data.watchlists.set(member.Email, list);
      return [200, true];
    },

    events({ data, query, rest }) {
      if (rest.length !== 2 || !PARTNERS.map(String).includes(rest[1])) throw new HttpError(404, MESSAGES.notFound);
      const keys = [
        ...new Set(
          (query.get("keys") ?? "")
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean),
        ),
      ];
      if (keys.length > 200) throw new HttpError(400, MESSAGES.tooManyKeys);
      return [200, keys.map((k) => data.events.get(k)).filter((e) => e !== undefined)];
    },
  };
}
