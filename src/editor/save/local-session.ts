/**
 * The editor's side of the local backend's door (scripts/editor/backend/access.ts): the backend
 * answers only this page, and only requests that carry the secret of its start, which it hands to
 * this page's origin alone. Decap's "proxy" backend sends plain fetch requests with no way to add a
 * header, so every request to the backend's address gets the secret here, once it is known.
 */
export const TOKEN_HEADER = "X-Editor-Token";

/** Thrown when the backend will not hand over the secret; the message is for the editor, in Norwegian. */
export class LocalSessionError extends Error {}

export async function joinLocalBackend(proxyUrl: string, win: Pick<Window, "fetch"> = window): Promise<void> {
  const ownFetch = win.fetch.bind(win);
  let token: string;
  try {
    const response = await ownFetch(`${proxyUrl}/session`, { cache: "no-store", credentials: "omit" });
    const body = (await response.json()) as { token?: unknown };
    if (!response.ok || typeof body.token !== "string") throw new Error(`svarte ${response.status}`);
    token = body.token;
  } catch (error) {
    throw new LocalSessionError(
      `Redigeringen får ikke kontakt med lagringen på denne maskinen (${(error as Error).message}). Kjører «npm start» fortsatt? Last inn siden på nytt.`,
    );
  }
  win.fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url !== proxyUrl) return ownFetch(input, init);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(TOKEN_HEADER, token);
    return ownFetch(input, { ...init, headers });
  };
}
