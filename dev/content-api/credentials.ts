import { timingSafeEqual } from "node:crypto";

export interface Credentials {
  /** Basic auth of the content data API. */
  user: string;
  password: string;
  /** Client credentials of the management API's identity provider. */
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_CREDENTIALS: Readonly<Credentials> = Object.freeze({
  user: "innhold",
  password: "innhold-passord",
  clientId: "nettsted-bygg",
  clientSecret: "bygg-hemmelighet",
});

/** Compares in constant time, as a real server would. */
export function same(a: unknown, b: unknown): boolean {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The user and password of an `Authorization: Basic` header, or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header || "");
  if (!match) return null;
  const text = Buffer.from(match[1], "base64").toString("utf8");
  const colon = text.indexOf(":");
  return colon < 0 ? null : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}
