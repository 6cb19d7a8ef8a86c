import type { ManagementApiConfig } from "./api-config";
import { requestJson, shownPath, SourceApiError } from "./http";

const API = "Management token";

/**
 * Client-credentials tokens from the identity provider (MANAGEMENT_TOKEN_URL). `current()` gives the
 * token in hand or fetches one; `renew()` always fetches a new one, for a 401 from the API.
 */
export function tokenSource(config: ManagementApiConfig) {
  let token: Promise<string> | undefined;
  const url = new URL(config.tokenUrl);
  const basic = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString("base64")}`;

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({ grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret });
    const answer = await requestJson(
      { api: API, method: "POST", url, headers: { Authorization: basic, "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString(), timeoutSeconds: config.timeoutSeconds },
      [config.clientSecret, basic, encodeURIComponent(config.clientSecret)],
    );
    const accessToken = (answer as { access_token?: unknown } | null)?.access_token;
    if (typeof accessToken !== "string" || accessToken.trim() === "")
      throw new SourceApiError(`${API}: POST ${shownPath(url)}: expected an answer with a non-empty "access_token", got ${answer && typeof answer === "object" ? `fields ${JSON.stringify(Object.keys(answer))}` : typeof answer}`);
    return accessToken;
  }

  // A failed fetch is forgotten, so the next call asks again instead of repeating the failure.
  const remember = (pending: Promise<string>) => {
    token = pending;
    pending.catch(() => {
      if (token === pending) token = undefined;
    });
    return pending;
  };

  return {
    current: (): Promise<string> => token ?? remember(fetchToken()),
    renew: (): Promise<string> => remember(fetchToken()),
  };
}
