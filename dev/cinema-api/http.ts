import type http from "node:http";
import { randomBytes } from "node:crypto";
import { MESSAGES } from "./messages";

export const MAX_BODY_BYTES = 64 * 1024;

/** A refusal: answered as `status` with `{ "Message": message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** [status, body]; body undefined means an empty answer. */
export type Answer = [number, unknown];

export const randomId = (bytes: number) => randomBytes(bytes).toString("base64url");

/** A cookie's value, percent-escapes decoded; one that does not decode stays as it was sent. */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !(name in cookies)) cookies[name] = decodeCookie(part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The request body, or null when it is over MAX_BODY_BYTES (drained to the end, so the answer always reaches the client). */
export function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > 16 * MAX_BODY_BYTES) req.destroy();
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Writes a JSON answer (or an empty one for body undefined) with the given headers; returns the status. */
export function writeAnswer(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string>): number {
  if (body === undefined) {
    res.writeHead(status, { ...headers, ...(status === 204 ? {} : { "Content-Length": "0" }) }).end();
  } else {
    const text = JSON.stringify(body);
    res
      .writeHead(status, {
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(text)),
      })
      .end(text);
  }
  return status;
}

/** The body as JSON: undefined when blank, 400 when it is not JSON. */
export function parseJson(raw: string): unknown {
  if (raw.trim() === "") return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, MESSAGES.badJson);
  }
}
