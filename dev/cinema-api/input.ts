// What a request carries, checked: a 400 with a Norwegian message for anything the contract refuses.
import { HttpError } from "./http";
import { MESSAGES } from "./messages";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function objectBody(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new HttpError(400, MESSAGES.notObject);
  return body as Record<string, unknown>;
}

/** A trimmed, lower-case e-mail address (members are keyed by it), else 400 with `message`. */
export function emailOf(value: unknown, message: string = MESSAGES.email): string {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (!EMAIL.test(email)) throw new HttpError(400, message);
  return email;
}

/** skip and take from the query: defaults when absent, 400 when present but not whole numbers in range. */
export function paging(query: URLSearchParams, defaultTake: number): { skip: number; take: number } {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d+$/.test(raw)) throw new HttpError(400, MESSAGES.paging);
    const n = Number(raw);
    if (n < min || n > max) throw new HttpError(400, MESSAGES.paging);
    return n;
  };
  return { skip: read("skip", 0, 0, 1_000_000), take: read("take", defaultTake, 1, 100) };
}

/** A film id as a number or a string of digits. */
export function movieIdOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === "") throw new HttpError(400, MESSAGES.movieIdMissing);
  const id = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(id)) throw new HttpError(400, MESSAGES.movieIdMissing);
  return id;
}
