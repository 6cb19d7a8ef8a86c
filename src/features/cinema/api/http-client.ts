import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from "axios";

export type AuthMode = "token" | "none";

export interface HttpClientOptions {
  baseURL: string;
  auth: AuthMode;
  /** Origins that may receive the anti-forgery header (the configured cinema APIs). */
  apiOrigins: string[];
  /** The current profile token, if any. */
  getToken: () => string | null;
  /** Renews the server session (switchTokensDx); throws when it cannot. */
  refreshSession: () => Promise<void>;
  /** Called once the session cannot be renewed: the profile is cleared and the user told. */
  onSessionLost: () => void;
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

type RetryConfig = InternalAxiosRequestConfig & { _retried?: boolean; _skipRefresh?: boolean };

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

/**
 * The one axios factory for the cinema APIs: JSON both ways, success is 200-299, no timeout.
 * The XSRF-TOKEN cookie goes out as X-XSRF-TOKEN only to the configured API origins. With token
 * auth, a 401 renews the session once (concurrent 401s share that renewal) and retries the
 * request once; a second failure ends the session. Every other error is rethrown as it is.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
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

  let refreshing: Promise<void> | null = null;
  const refreshOnce = () => {
    refreshing ??= options.refreshSession().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  client.interceptors.request.use(async (config) => {
    const origin = originOf(config);
    const toApi = origin !== null && allowed.has(origin);
    if (toApi && options.xsrfPrimePath && config.method?.toLowerCase() === "post" && !readXsrf()) {
      await client.get(options.xsrfPrimePath, { withCredentials: true, validateStatus: () => true } as never).catch(() => undefined);
    }
    const xsrf = toApi ? readXsrf() : null;
    if (xsrf) config.headers.set("X-XSRF-TOKEN", xsrf);
    else config.headers.delete("X-XSRF-TOKEN");
    const token = options.auth === "token" ? options.getToken() : null;
    if (token && toApi) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetryConfig | undefined;
    if (options.auth !== "token" || error.response?.status !== 401 || !config || config._skipRefresh) throw error;
    if (config._retried) {
      options.onSessionLost();
      throw new SessionExpiredError();
    }
    try {
      await refreshOnce();
    } catch (refreshError) {
      // Only a refused renewal ends the session; a network hiccup or a server error does not.
      const refused = !options.getToken() || (axios.isAxiosError(refreshError) && refreshError.response?.status === 401) || !axios.isAxiosError(refreshError);
      if (!refused) throw error;
      options.onSessionLost();
      throw new SessionExpiredError();
    }
    config._retried = true;
    return client.request(config);
  });

  return client;
}

/** Requests that must not trigger a renewal themselves (the renewal call, logging in). */
export const NO_REFRESH = { _skipRefresh: true } as Record<string, unknown>;
