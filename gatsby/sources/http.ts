import { maskSecrets } from "./mask";

/**
 * Build-time GET/POST against the venue's content APIs with failures that say which API, which
 * URL path, which status and what was wrong. Never puts credentials or tokens in a message.
 */
export class SourceApiError extends Error {
  name = "SourceApiError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface JsonRequest {
  /** "Content data API", "Management API", "Management token": opens every message. */
  api: string;
  method?: "GET" | "POST";
  url: URL;
  headers?: Record<string, string>;
  body?: string;
  /** How long the whole request, answer included, may take (CONTENT_API_TIMEOUT_SECONDS); 30 s unless set. */
  timeoutSeconds?: number;
}

export const DEFAULT_TIMEOUT_SECONDS = 30;

/** The part of a URL safe to print: path and query, no host credentials. */
export function shownPath(url: URL): string {
  return url.pathname + url.search;
}

const BODY_PREVIEW = 200;

/**
 * Takes a server's error text down to one short line, without the secrets in any form: masked as
 * the server sent it (before whitespace is collapsed, which would change a secret's spelling) and
 * again as one line, before it is cut short (which could leave part of one).
 */
function preview(text: string, secrets: string[]): string {
  const line = maskSecrets(maskSecrets(text, secrets).replace(/\s+/g, " ").trim(), secrets);
  return line.length > BODY_PREVIEW ? `${line.slice(0, BODY_PREVIEW - 3)}...` : line;
}

/**
 * Why a fetch or a body read failed: the socket error's code ("ECONNREFUSED", "UND_ERR_SOCKET") or
 * message, masked: fetch refuses a header value it cannot send by quoting it.
 */
function reason(error: unknown, secrets: string[]): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return maskSecrets(cause?.code ?? cause?.message ?? (error as Error).message, secrets).replace(/\s+/g, " ");
}

const isTimeout = (error: unknown) => (error as Error | null)?.name === "TimeoutError";

/** Sends one request and returns the parsed JSON answer; anything else is a SourceApiError. */
export async function requestJson(req: JsonRequest, secrets: string[] = []): Promise<unknown> {
  const method = req.method ?? "GET";
  const where = `${req.api}: ${method} ${shownPath(req.url)}`;
  const seconds = req.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  // One time limit for the whole exchange: a server that takes the connection and never answers
  // (or stops halfway through the body) fails the build after `seconds` instead of stalling it.
  const signal = AbortSignal.timeout(seconds * 1000);
  let response: Response;
  try {
    response = await fetch(req.url, {
      method,
      headers: { Accept: "application/json", ...req.headers },
      body: req.body,
      redirect: "error",
      signal,
    });
  } catch (error) {
    if (isTimeout(error)) throw new SourceApiError(`${where}: no answer within ${seconds} s (CONTENT_API_TIMEOUT_SECONDS)`);
    throw new SourceApiError(`${where}: could not reach ${req.url.host} (${reason(error, secrets)})`);
  }
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const what = isTimeout(error)
      ? `did not finish within ${seconds} s (CONTENT_API_TIMEOUT_SECONDS)`
      : `broke off (${reason(error, secrets)})`;
    throw new SourceApiError(`${where}: ${status}, the answer's body ${what}`, response.status);
  }
  if (!response.ok) {
    const detail = preview(text, secrets);
    throw new SourceApiError(`${where}: ${status}${detail ? `: ${detail}` : ""}`, response.status);
  }
  try {
    return JSON.parse(text);
  } catch {
    const type = response.headers.get("content-type") ?? "no content type";
    throw new SourceApiError(
      `${where}: HTTP ${response.status}, expected a JSON answer, got ${text.trim() === "" ? "an empty body" : `${type}: ${preview(text, secrets).slice(0, 60)}`}`,
      response.status,
    );
  }
}

/** The URL of `path` under a base URL, keeping the base's own path ("https://x/api/" + "sites"). */
export function apiUrl(base: string, path: string): URL {
  return new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`);
}
