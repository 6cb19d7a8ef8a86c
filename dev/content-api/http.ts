import type http from "node:http";

/** A request the stand-in cannot read (a body too large, an escape that does not decode): answered 400. */
export class BadRequest extends Error {
  name = "BadRequest";
}

/** decodeURIComponent, or BadRequest for an escape that does not decode. */
export function decodeOrRefuse(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new BadRequest(`${JSON.stringify(value)} kan ikke dekodes`);
  }
}

/** A JSON answer, or text/plain for a string body. */
export function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

/** The request body; rejects one over 16 KB. */
export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > 16 * 1024) reject(new BadRequest("too large"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
