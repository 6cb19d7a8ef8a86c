import { createHash } from "crypto";
import fs from "fs";
import type { Production, Queried } from "../../content-model";
import { TICKET_SALE_MINUTES } from "../../src/features/calendar";

/**
 * SEQUENCE for each date in the calendar files (RFC 5545 3.8.7.4): raised when the date changes in
 * a way a subscribed calendar shows, so the calendar takes the new version instead of keeping the
 * old one.
 *
 * The content has no revision counter, so the repository keeps one: calendar-sequence.json records,
 * for every date id, a fingerprint of what the calendar shows of it and its sequence number.
 * `npm run calendar-sequence` raises the number of each date whose fingerprint changed (a new date
 * starts at 0) and is committed with the content change; a unit test fails while the file is behind
 * content/. The build only reads the file, so every build of the same content writes the same feed.
 * A date whose fingerprint the file does not know yet (content from the APIs changed since the file
 * was last brought up to date) gets the recorded number plus one, so a change still reaches
 * subscribers, and the build warns.
 */
/** At the repository's root, beside redirects.json. */
export const CALENDAR_SEQUENCE_FILE = "calendar-sequence.json";

export type SequenceRecord = Record<string, { sequence: number; fingerprint: string }>;

/** What a calendar shows of a date. */
export interface CalendarFacts {
  title: string;
  start: string;
  durationMinutes?: number;
  hall: string;
  cancelled: boolean;
}

export function fingerprint(facts: CalendarFacts): string {
  const { title, start, durationMinutes, hall, cancelled } = facts;
  return createHash("sha256")
    .update(JSON.stringify([title, Date.parse(start), durationMinutes ?? null, hall, cancelled]))
    .digest("hex")
    .slice(0, 16);
}

// As the files hold them, or as a query answers them (null for a field left out).
type ProductionOf = Queried<
  Pick<Production, "title" | "events"> & { fields: Pick<Production["fields"], "duration" | "ticketSaleStart"> }
>;
type DateOf = ProductionOf["events"][number];

/**
 * The record's key for a production's ticket sale start, which has a calendar entry of its own.
 * "/" is in no content id, so it cannot meet a date's id.
 */
export const ticketSaleKey = (productionId: string) => `billettsalg/${productionId}`;

/** What a calendar shows of a production's ticket sale start. */
export const saleFactsOf = (p: { title: string; fields: { ticketSaleStart?: string | null } }): CalendarFacts | null =>
  p.fields.ticketSaleStart
    ? {
        title: `Billettsalget starter: ${p.title}`,
        start: p.fields.ticketSaleStart,
        durationMinutes: TICKET_SALE_MINUTES,
        hall: "",
        cancelled: false,
      }
    : null;

export const factsOf = (p: ProductionOf, date: DateOf): CalendarFacts => ({
  title: p.title,
  start: date.start,
  durationMinutes: p.fields.duration ?? undefined,
  hall: date.hall,
  cancelled: date.status === "cancelled",
});

/** Every date of the productions, and every ticket sale start, with its fingerprint. */
export const datePrints = (productions: (ProductionOf & { id: string })[]) =>
  productions.flatMap((p) => {
    const sale = saleFactsOf(p);
    return [
      ...p.events.map((date) => ({ id: date.id, fingerprint: fingerprint(factsOf(p, date)) })),
      ...(sale ? [{ id: ticketSaleKey(p.id), fingerprint: fingerprint(sale) }] : []),
    ];
  });

/** The sequence a date is published with, and whether the record is behind the content. */
export function sequenceFor(record: SequenceRecord, id: string, print: string): { sequence: number; behind: boolean } {
  const known = record[id];
  if (!known) return { sequence: 0, behind: true };
  if (known.fingerprint === print) return { sequence: known.sequence, behind: false };
  return { sequence: known.sequence + 1, behind: true };
}

/** The record brought up to date: changed dates raised by one, new ones at 0, dates no longer in the content kept (one may come back). */
export function updateRecord(record: SequenceRecord, dates: { id: string; fingerprint: string }[]): SequenceRecord {
  const next: SequenceRecord = { ...record };
  for (const { id, fingerprint: print } of dates) {
    const known = next[id];
    if (!known) next[id] = { sequence: 0, fingerprint: print };
    else if (known.fingerprint !== print) next[id] = { sequence: known.sequence + 1, fingerprint: print };
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b, "en")));
}

export function readRecord(file: string): SequenceRecord {
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error(`${file}: expected an object of date ids, got ${typeof parsed}`);
  for (const [id, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const e = entry as { sequence?: unknown; fingerprint?: unknown };
    if (!Number.isInteger(e?.sequence) || (e.sequence as number) < 0 || typeof e?.fingerprint !== "string")
      throw new Error(
        `${file}: ${id}: expected { "sequence": a whole number of at least 0, "fingerprint": a text }, got ${JSON.stringify(entry)}`,
      );
  }
  return parsed as SequenceRecord;
}

export const formatRecord = (record: SequenceRecord) => `${JSON.stringify(record, null, 2)}\n`;
