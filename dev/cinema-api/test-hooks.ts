// Test hooks, answered under /__test/ only with `testHooks: true` (POST, no XSRF check), and the
// failure rules fail-next sets up.
import { HttpError, type Answer } from "./http";
import { objectBody } from "./input";
import { MESSAGES } from "./messages";

/** The next `times` (default 1) requests to `path` (relative to the partner, e.g. "tickets") answer `status`. */
export interface FailureRule {
  path: string;
  status: number;
  times?: number;
}

export interface Failure {
  path: string;
  status: number;
  remaining: number;
}

/** A rule as a failure to keep, or 400 when it is not one. */
export function failureOf(rule: FailureRule): Failure {
  const path = String(rule.path ?? "").replace(/^\/+|\/+$/g, "");
  const status = Number(rule.status);
  const times = rule.times === undefined ? 1 : Number(rule.times);
  if (!path) throw new HttpError(400, MESSAGES.failPath);
  if (!Number.isInteger(status) || status < 400 || status > 599) throw new HttpError(400, MESSAGES.failStatus);
  if (!Number.isInteger(times) || times < 1) throw new HttpError(400, MESSAGES.failTimes);
  return { path, status, remaining: times };
}

/** The failure that answers a request to `restPath` ("events" also matches "events/118"), used up once; undefined when none. */
export function takeFailure(failures: Failure[], restPath: string): Failure | undefined {
  const failure = failures.find((f) => restPath === f.path || restPath.startsWith(`${f.path}/`));
  if (!failure) return undefined;
  failure.remaining -= 1;
  if (failure.remaining <= 0) failures.splice(failures.indexOf(failure), 1);
  return failure;
}

/** An origin as `new URL(origin).origin` gives it back ("http://localhost:9000"), else 400. */
function originOf(body: unknown): string {
  const origin = String((objectBody(body) as { origin?: unknown }).origin ?? "");
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new HttpError(400, MESSAGES.origin);
  }
  if (parsed.origin !== origin) throw new HttpError(400, MESSAGES.origin);
  return origin;
}

export interface HookTarget {
  reset(): void;
  expireSessions(): number;
  failNext(rule: FailureRule): void;
  failures: Failure[];
  origins: Set<string>;
}

export function testHook(api: HookTarget, name: string, body: unknown): Answer {
  switch (name) {
    case "expire-sessions":
      return [200, { expired: api.expireSessions() }];
    case "reset":
      api.reset();
      return [200, { reset: true }];
    case "allow-origin":
      // A test that serves the site on an address of its own lets that origin call the API too.
      api.origins.add(originOf(body));
      return [200, { allowed: [...api.origins] }];
    case "fail-next":
      api.failNext(objectBody(body) as unknown as FailureRule);
      return [200, { failNext: api.failures.map(({ path, status, remaining }) => ({ path, status, remaining })) }];
    default:
      throw new HttpError(404, MESSAGES.notFound);
  }
}
