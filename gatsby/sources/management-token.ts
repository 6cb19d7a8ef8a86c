import type { ManagementApiConfig } from "./api-config";
import { requestJson, shownPath, SourceApiError } from "./http";

const API = "Management token";

/**
 * Client-credentials tokens from the identity provider (MANAGEMENT_TOKEN_URL). `current()` gives the
 * token in hand or fetches one; `renew(failed)`, for a 401 from the API, gives a newer token than
 * `failed`: the one already in hand or under way if another call renewed first, else a new fetch.
 * However many calls are refused at once, one token is fetched.
 */
export function tokenSource(config: ManagementApiConfig) {
  /** The token in hand, or the fetch that will give it. */
  let token: Promise<string> | undefined;
  /** Its value, once it has arrived. */
  let inHand: string | undefined;
  const url = new URL(config.tokenUrl);
  // HTTP Basic only: RFC 6749 2.3.1 forbids a client more than one authentication method a request.
  const credentials = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`;
  const basic = `Basic ${Buffer.from(credentials).toString("base64")}`;

  async function fetchToken(): Promise<string> {
    let answer: unknown;
    try {
      answer = await requestJson(
        {
          api: API,
          method: "POST",
          url,
          headers: { Authorization: basic, "Content-Type": "application/x-www-form-urlencoded" },
          body: "grant_type=client_credentials",
          timeoutSeconds: config.timeoutSeconds,
        },
        [config.clientSecret, credentials, basic],
      );
    } catch (error) {
      if (error instanceof SourceApiError && error.status === 401)
        throw new SourceApiError(
          `${error.message} (the token endpoint refused the client credentials: check MANAGEMENT_CLIENT_ID and MANAGEMENT_CLIENT_SECRET)`,
          401,
        );
      throw error;
    }
    const accessToken = (answer as { access_token?: unknown } | null)?.access_token;
    if (typeof accessToken !== "string" || accessToken.trim() === "")
      throw new SourceApiError(
        `${API}: POST ${shownPath(url)}: expected an answer with a non-empty "access_token", got ${answer && typeof answer === "object" ? `fields ${JSON.stringify(Object.keys(answer))}` : typeof answer}`,
      );
    return accessToken;
  }

  function fetchNew(): Promise<string> {
    inHand = undefined;
    const pending: Promise<string> = fetchToken().then((value) => {
      if (token === pending) inHand = value;
      return value;
    });
    token = pending;
    // A failed fetch is forgotten (if it is still the one in hand), so the next call asks again instead of repeating the failure.
    pending.catch(() => {
      if (token === pending) token = undefined;
    });
    return pending;
  }

  return {
    current: (): Promise<string> => token ?? fetchNew(),
    renew: (failed: string): Promise<string> => (token && inHand !== failed ? token : fetchNew()),
  };
}
