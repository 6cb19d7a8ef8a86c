// What every Node server the repository starts (the cinema and content API stand-ins; the site itself
// is served by nginx, scripts/nginx.ts) does with a request before its own handler sees it: one request, however it is
// written, never stops the server. Node's parser already answers a request it cannot parse as HTTP
// with 400; this covers what it lets through: a target the URL parser cannot read ("//[",
// "http://a:99999/"), which answers 400, and an error the handler throws or rejects with, which
// answers 500 (or cuts the connection, when the answer had begun).
import type http from "node:http";

/** The request's target as the servers read it (against http://localhost), or null when it cannot be read. */
export function requestUrl(req: http.IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? "/", "http://localhost");
  } catch {
    return null;
  }
}

export type GuardedHandler = (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => unknown;

export interface GuardOptions {
  /** Writes the 400 answer for a target that cannot be read. Default: a short Norwegian text. */
  badRequest?: (res: http.ServerResponse) => void;
  /** Writes the 500 answer for an error in the handler. Default: a short Norwegian text. */
  internalError?: (res: http.ServerResponse) => void;
  /** Told of every error a handler threw. Default: console.error. */
  onError?: (error: unknown, req: http.IncomingMessage) => void;
}

const plain = (status: number, text: string) => (res: http.ServerResponse) =>
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(text);

const logError = (error: unknown, req: http.IncomingMessage) =>
  console.error(
    `${req.method} ${JSON.stringify(req.url)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );

/** A request listener around `handler` that answers 400 and 500 for it, and so keeps the server serving. */
export function guarded(handler: GuardedHandler, options: GuardOptions = {}): http.RequestListener {
  const {
    badRequest = plain(400, "Ugyldig forespørsel"),
    internalError = plain(500, "Intern feil"),
    onError = logError,
  } = options;
  const fail = (error: unknown, req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      onError(error, req);
    } catch {
      // a logger that fails must not take the answer with it
    }
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    try {
      internalError(res);
    } catch {
      res.destroy();
    }
  };
  return (req, res) => {
    const url = requestUrl(req);
    if (!url) {
      req.resume();
      try {
        badRequest(res);
      } catch (error) {
        fail(error, req, res);
      }
      return;
    }
    try {
      const result = handler(req, res, url);
      if (result instanceof Promise) result.catch((error: unknown) => fail(error, req, res));
    } catch (error) {
      fail(error, req, res);
    }
  };
}
