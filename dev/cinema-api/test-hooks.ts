// Test hooks, answered under /__test/ only with `testHooks: true` (POST, no XSRF check), and the
// failure rules fail-next sets up. Browser tests run side by side against one stand-in, so each
// makes its own member (new-member) and scopes its failures and session expiry to that member.
import type http from "node:http";
import type { PartnerData } from "./data";
import { HttpError, type Answer } from "./http";
import { emailOf, objectBody } from "./input";
import { MESSAGES } from "./messages";
import { sessionCookieName } from "./sessions";

/**
 * The next `times` (default 1) requests to `path` (relative to the partner, e.g. "tickets") answer
 * `status`: only those of `member` (an e-mail) when it is given, else anyone's.
 */
export interface FailureRule {
  path: string;
  status: number;
  times?: number;
  member?: string;
}

export interface Failure {
  path: string;
  status: number;
  remaining: number;
  /** Whose requests it fails (lower-case e-mail); undefined: every request. */
  member?: string;
}

/** What new-member made: log in with `email` and `password`; `qrCodes` per partner, as `tickets` lists them. */
export interface NewMember {
  email: string;
  password: string;
  userName: string;
  qrCodes: Record<number, string[]>;
}

/** 400 unless the body has only the given fields: a misspelt `member` must not make a rule for everyone. */
function onlyFields(body: Record<string, unknown>, allowed: string[]): Record<string, unknown> {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length)
    throw new HttpError(400, `${MESSAGES.unknownField} ${unknown.join(", ")} (tillatt: ${allowed.join(", ")}).`);
  return body;
}

/** A hook's optional member: undefined when absent, a trimmed lower-case e-mail, else 400. */
function memberOf(value: unknown): string | undefined {
  return value === undefined ? undefined : emailOf(value, MESSAGES.hookMember);
}

/** A rule as a failure to keep, or 400 when it is not one. */
export function failureOf(rule: FailureRule): Failure {
  onlyFields(objectBody(rule), ["path", "status", "times", "member"]);
  const path = String(rule.path ?? "").replace(/^\/+|\/+$/g, "");
  const status = Number(rule.status);
  const times = rule.times === undefined ? 1 : Number(rule.times);
  if (!path) throw new HttpError(400, MESSAGES.failPath);
  if (!Number.isInteger(status) || status < 400 || status > 599) throw new HttpError(400, MESSAGES.failStatus);
  if (!Number.isInteger(times) || times < 1) throw new HttpError(400, MESSAGES.failTimes);
  const member = memberOf(rule.member);
  return { path, status, remaining: times, ...(member ? { member } : {}) };
}

/** The routes whose member is the e-mail in the body (nobody is logged in yet, or not as that member). */
const BY_BODY_EMAIL = new Set(["login", "createUser", "forgotPassword"]);

/**
 * Whose request this is, for the failure rules: the body's e-mail for login, createUser and
 * forgotPassword; the X-Token's member for switchTokensDx; else the member of the session cookie,
 * expired or not. Undefined when none (a visitor, an unknown token, a body that is not JSON).
 */
export function memberOfRequest(
  data: PartnerData,
  route: string | undefined,
  raw: string,
  cookies: Record<string, string>,
  headers: http.IncomingHttpHeaders,
): string | undefined {
  if (route && BY_BODY_EMAIL.has(route)) {
    try {
      const email = (JSON.parse(raw) as { Email?: unknown } | null)?.Email;
      return typeof email === "string" ? email.trim().toLowerCase() : undefined;
    } catch {
      return undefined;
    }
  }
  if (route === "switchTokensDx") return data.tokens.get(String(headers["x-token"] ?? "").trim());
  const session = cookies[sessionCookieName(data.partner)];
  return session ? data.sessions.get(session)?.email : undefined;
}

/**
 * The failure that answers a request to `restPath` ("events" also matches "events/118") by `member`
 * (undefined: not a member's), used up once; undefined when none. A member's rule fails only that
 * member's requests; a rule with no member fails anyone's.
 */
export function takeFailure(failures: Failure[], restPath: string, member?: string): Failure | undefined {
  const failure = failures.find(
    (f) => (restPath === f.path || restPath.startsWith(`${f.path}/`)) && (f.member === undefined || f.member === member),
  );
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

/** An optional body: undefined when there is none, else an object with only `allowed` fields (400 otherwise). */
const optionalBody = (body: unknown, allowed: string[]) => (body === undefined ? {} : onlyFields(objectBody(body), allowed));

/** new-member's optional user name, else 400. */
function userNameOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const name = typeof value === "string" ? value.trim() : "";
  if (!name || name.length > 60) throw new HttpError(400, MESSAGES.hookUserName);
  return name;
}

export interface HookTarget {
  reset(): void;
  /** Ends the sessions of `member` (every session when undefined); returns how many. */
  expireSessions(member?: string): number;
  failNext(rule: FailureRule): void;
  newMember(options?: { userName?: string }): NewMember;
  failures: Failure[];
  origins: Set<string>;
}

export function testHook(api: HookTarget, name: string, body: unknown): Answer {
  switch (name) {
    case "expire-sessions": {
      const member = memberOf(optionalBody(body, ["member"]).member);
      return [200, { expired: api.expireSessions(member) }];
    }
    case "reset":
      api.reset();
      return [200, { reset: true }];
    case "allow-origin":
      // A test that serves the site on an address of its own lets that origin call the API too.
      api.origins.add(originOf(body));
      return [200, { allowed: [...api.origins] }];
    case "fail-next":
      api.failNext(objectBody(body) as unknown as FailureRule);
      return [
        200,
        {
          failNext: api.failures.map(({ path, status, remaining, member }) => ({
            path,
            status,
            remaining,
            ...(member ? { member } : {}),
          })),
        },
      ];
    case "new-member":
      return [200, api.newMember({ userName: userNameOf(optionalBody(body, ["userName"]).userName) })];
    default:
      throw new HttpError(404, MESSAGES.notFound);
  }
}
