import type http from "node:http";

/** Where GitHub's answers point for more; the stand-in's errors carry it as GitHub's do. */
export const DOCUMENTATION_URL = "https://docs.github.com/rest";

/** An answer the handlers give by throwing: GitHub's JSON error shape, with its status. */
export class ApiError extends Error {
  name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, "Not Found");

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export function sendError(res: http.ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, { message: error.message, ...error.extra, documentation_url: DOCUMENTATION_URL }, headers);
}

/** The request body as text; a body over `limit` bytes is refused (413) without reading on. */
export function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new ApiError(413, "Request body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The body as a JSON object, or 400 as GitHub answers a body it cannot parse. */
export async function readJson(req: http.IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const text = await readBody(req, limit);
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ApiError(400, "Problems parsing JSON");
}
