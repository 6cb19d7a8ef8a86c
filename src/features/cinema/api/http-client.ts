import axios, { AxiosError, CanceledError, type InternalAxiosRequestConfig } from "axios";

declare module "axios" {
  interface AxiosRequestConfig {
    /** The member (profile token) a request is made for; see MemberConfig. */
    member?: string | null;
  }
}

export type AuthMode = "token" | "none";

export interface HttpClientOptions {
  baseURL: string;
  auth: AuthMode;
  /** Origins that may receive the anti-forgery header (the configured cinema APIs). */
  apiOrigins: string[];
  /** The token of the member logged in now, if any. */
  getToken: () => string | null;
  /** Renews the server session of this member (switchTokensDx with their token); throws when it cannot. */
  refreshSession: (member: string, signal: AbortSignal) => Promise<void>;
  /** The session of this member (the one logged in now) cannot be renewed: the profile is cleared and the user told. */
  onSessionLost: (member: string | null) => void;
  /** Reads the XSRF-TOKEN cookie; document.cookie in the browser. */
  readXsrfToken?: () => string | null;
  /** A harmless GET that makes the API set its XSRF-TOKEN cookie, sent before a POST when there is none. */
  xsrfPrimePath?: string;
}

/** Thrown when the session is gone for good: the user must log in again. */
export class SessionExpiredError extends Error {
  constructor() {
    super("Økten din er utløpt. Logg inn på nytt.");
    this.name = "SessionExpiredError";
  }
}

/**
 * The request was made for a member who is no longer the one logged in (they logged out, or
 * someone else logged in): its answer belongs to nobody here and is dropped, not retried.
 */
export class MemberChangedError extends Error {
  constructor() {
    super("Svaret gjaldt en innlogging som ikke lenger er aktiv.");
    this.name = "MemberChangedError";
  }
}

/**
 * Every request belongs to the member it was made for: `member` is the profile token when the
 * request was made (null: nobody logged in), and it is that token the request carries, however
 * late it is sent or retried.
 */
type MemberConfig = InternalAxiosRequestConfig & { _retried?: boolean; _skipRefresh?: boolean };

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function originOf(config: InternalAxiosRequestConfig): string | null {
  try {
    return new URL(axios.getUri(config)).origin;
  } catch {
    return null;
  }
}

/** One session renewal in flight: for one member, shared by everyone of theirs who waits for it. */
interface Renewal {
  member: string;
  promise: Promise<void>;
  controller: AbortController;
  waiters: number;
}

/**
 * The one axios factory for the cinema APIs: JSON both ways, success is 200-299, no timeout.
 * The XSRF-TOKEN cookie goes out as X-XSRF-TOKEN only to the configured API origins. With token
 * auth, a 401 renews the session once and retries the request once; a second failure ends the
 * session. Every other error is rethrown as it is.
 *
 * Members on a shared device: a renewal is made for one member and shared only by that member's
 * requests. It is abandoned (aborted) when another member needs one, and when everyone waiting
 * for it has given up (their requests aborted: log-out, "Prøv igjen"), so a renewal that never
 * answers holds up nobody else. A request whose member has left is neither retried nor allowed to
 * end anyone's session: it fails with MemberChangedError.
 */
export function createHttpClient(options: HttpClientOptions) {
  const readXsrf = options.readXsrfToken ?? (() => readCookie("XSRF-TOKEN"));
  const allowed = new Set(options.apiOrigins.map((o) => new URL(o).origin));
  const client = axios.create({
    baseURL: options.baseURL,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
    // Our own interceptor decides where the anti-forgery token may go; axios's would follow same-origin rules.
    xsrfCookieName: "",
    xsrfHeaderName: "",
  });

  const isCurrent = (member: string | null) => (options.getToken() ?? null) === member;
  const lose = (member: string | null) => {
    if (isCurrent(member)) options.onSessionLost(member);
  };

  let renewal: Renewal | null = null;
  const abandon = (entry: Renewal) => {
    if (renewal === entry) renewal = null;
    entry.controller.abort();
  };

  /** Waits for this member's renewal, starting one if none is under way; gives up when `signal` aborts. */
  function renewFor(member: string | null, signal?: AbortSignal): Promise<void> {
    if (member === null) return Promise.reject(new Error("no token to renew the session with"));
    // A renewal never outlives its member: another member's request ends it.
    if (renewal && renewal.member !== member) abandon(renewal);
    if (!renewal) {
      const controller = new AbortController();
      const entry: Renewal = { member, controller, waiters: 0, promise: Promise.resolve() };
      entry.promise = options.refreshSession(member, controller.signal).finally(() => {
        if (renewal === entry) renewal = null;
      });
      // Waiters see the outcome below; this keeps an abandoned renewal from being reported as unhandled.
      entry.promise.catch(() => undefined);
      renewal = entry;
    }
    const entry = renewal;
    entry.waiters += 1;
    return new Promise<void>((resolve, reject) => {
      let left = false;
      // Leaving happens at once when the waiter gives up, so an attempt made right after never joins a renewal being abandoned.
      const leave = () => {
        if (left) return;
        left = true;
        signal?.removeEventListener("abort", giveUp);
        entry.waiters -= 1;
        if (entry.waiters === 0 && renewal === entry) abandon(entry);
      };
      const giveUp = () => {
        leave();
        reject(new CanceledError());
      };
      if (signal?.aborted) return giveUp();
      signal?.addEventListener("abort", giveUp, { once: true });
      entry.promise.then(
        () => {
          leave();
          resolve();
        },
        (error: unknown) => {
          leave();
          reject(error);
        },
      );
    });
  }

  client.interceptors.request.use(async (config: MemberConfig) => {
    if (!("member" in config)) config.member = options.auth === "token" ? options.getToken() : null;
    const origin = originOf(config);
    const toApi = origin !== null && allowed.has(origin);
    if (toApi && options.xsrfPrimePath && config.method?.toLowerCase() === "post" && !readXsrf()) {
      await client
        .get(options.xsrfPrimePath, { withCredentials: true, validateStatus: () => true, signal: config.signal })
        .catch(() => undefined);
    }
    const xsrf = toApi ? readXsrf() : null;
    if (xsrf) config.headers.set("X-XSRF-TOKEN", xsrf);
    else config.headers.delete("X-XSRF-TOKEN");
    if (config.member && toApi) config.headers.set("Authorization", `Bearer ${config.member}`);
    else config.headers.delete("Authorization");
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as MemberConfig | undefined;
    if (options.auth !== "token" || error.response?.status !== 401 || !config || config._skipRefresh) throw error;
    const member = config.member ?? null;
    if (!isCurrent(member)) throw new MemberChangedError();
    if (config._retried) {
      lose(member);
      throw new SessionExpiredError();
    }
    try {
      await renewFor(member, config.signal as AbortSignal | undefined);
    } catch (refreshError) {
      // Given up or abandoned: nobody's session ends over it.
      if (axios.isCancel(refreshError)) throw refreshError;
      if (!isCurrent(member)) throw new MemberChangedError();
      // Only a refused renewal ends the session; a network hiccup or a server error does not.
      const refused =
        member === null ||
        (axios.isAxiosError(refreshError) && refreshError.response?.status === 401) ||
        !axios.isAxiosError(refreshError);
      if (!refused) throw error;
      lose(member);
      throw new SessionExpiredError();
    }
    // Renewed for a member who has left meanwhile: their request is not made again for someone else.
    if (!isCurrent(member)) throw new MemberChangedError();
    config._retried = true;
    return client.request(config);
  });

  /**
   * Renews the session of the member logged in now (switchTokensDx), sharing a renewal already
   * under way for them. A refused token ends the session (SessionExpiredError).
   */
  async function renewSession(signal?: AbortSignal): Promise<void> {
    const member = options.getToken();
    try {
      await renewFor(member, signal);
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      if (!isCurrent(member)) throw new MemberChangedError();
      if (member === null || (axios.isAxiosError(error) && error.response?.status === 401)) {
        lose(member);
        throw new SessionExpiredError();
      }
      throw error;
    }
  }

  return { client, renewSession };
}

/** Requests that must not trigger a renewal themselves (the renewal call, logging in). */
export const NO_REFRESH = { _skipRefresh: true } as Record<string, unknown>;
