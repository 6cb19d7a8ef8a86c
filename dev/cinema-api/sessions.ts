// Sessions and profile tokens of each partner. A session is an HttpOnly cookie that lasts
// `ttlMs` from when it starts by the server's clock; a token (from login or createUser) starts a
// new session through switchTokensDx.
import type { Member, PartnerData } from "./data";
import { HttpError, randomId } from "./http";
import { MESSAGES } from "./messages";

/** The HttpOnly session cookie of one partner (named per partner: both share one host in development). */
export const sessionCookieName = (partner: number) => `cinema_session_${partner}`;

export interface Sessions {
  /** The member of a valid session, or undefined (an expired session is dropped). */
  memberOf(data: PartnerData, cookies: Record<string, string>): Member | undefined;
  /** The member of a valid session, else 401. */
  requireMember(data: PartnerData, cookies: Record<string, string>): Member;
  /** Starts a session for the member and adds its cookie to `setCookies`. */
  start(data: PartnerData, email: string, setCookies: string[]): void;
  /** A new profile token for the member. */
  issueToken(data: PartnerData, email: string): string;
  /** Ends every session of the partners now, or only those of `email`; returns how many there were. */
  expireAll(partners: Iterable<PartnerData>, email?: string): number;
}

export function createSessions({ clock, ttlMs }: { clock: () => number; ttlMs: number }): Sessions {
  const memberOf = (data: PartnerData, cookies: Record<string, string>) => {
    const id = cookies[sessionCookieName(data.partner)];
    const session = id ? data.sessions.get(id) : undefined;
    if (!session) return undefined;
    if (session.expiresAt <= clock()) {
      data.sessions.delete(id);
      return undefined;
    }
    return data.members.get(session.email);
  };

  return {
    memberOf,
    requireMember(data, cookies) {
      const member = memberOf(data, cookies);
      if (!member) throw new HttpError(401, MESSAGES.session);
      return member;
    },
    start(data, email, setCookies) {
      const id = randomId(24);
      const now = clock();
      data.sessions.set(id, { email, createdAt: now, expiresAt: now + ttlMs });
      setCookies.push(`${sessionCookieName(data.partner)}=${id}; Path=/; HttpOnly; SameSite=Lax`);
    },
    issueToken(data, email) {
      const token = `mars-${randomId(24)}`;
      data.tokens.set(token, email);
      return token;
    },
    expireAll(partners, email) {
      let n = 0;
      for (const data of partners)
        for (const [id, session] of data.sessions)
          if (email === undefined || session.email === email) {
            data.sessions.delete(id);
            n += 1;
          }
      return n;
    },
  };
}
