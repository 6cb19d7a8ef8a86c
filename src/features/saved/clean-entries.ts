import { MAX_SAVED, entryKey, readStored, type SavedDate, type SavedEntry } from "./saved-store";

/** Ids as the content allows them (gatsby/content/safe-values.ts); anything else in storage or a link is dropped. */
export const isSavedId = (id: unknown): id is string => typeof id === "string" && /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/.test(id);

const isText = (v: unknown, max = 300): v is string => typeof v === "string" && v.length > 0 && v.length <= max;
/** A path of the site itself: never another site, a protocol or a way out of it. */
const isSitePath = (v: unknown): v is string => isText(v) && /^\/[a-z0-9][a-z0-9/-]*$/.test(v) && !v.includes("//");

function cleanDate(raw: unknown): SavedDate | null {
  const d = raw as Partial<SavedDate> | null;
  if (
    !d ||
    typeof d !== "object" ||
    !isSavedId(d.id) ||
    !isText(d.start, 40) ||
    Number.isNaN(Date.parse(d.start)) ||
    !isText(d.hall)
  )
    return null;
  return {
    id: d.id,
    start: d.start,
    hall: d.hall,
    ...(d.status === "cancelled" || d.status === "soldOut" ? { status: d.status } : {}),
  };
}

/** An entry as stored, or null for anything that is not one (an older format, a hand edit, a broken write). */
export function cleanEntry(raw: unknown): SavedEntry | null {
  const e = raw as Partial<SavedEntry> | null;
  if (!e || typeof e !== "object" || (e.kind !== "production" && e.kind !== "date")) return null;
  if (!isSavedId(e.id) || !isText(e.title) || !isSitePath(e.path) || !Array.isArray(e.dates)) return null;
  const dates = e.dates
    .slice(0, 200)
    .map(cleanDate)
    .filter((d): d is SavedDate => d !== null);
  if (e.kind === "date" && (dates.length !== 1 || dates[0].id !== e.id)) return null;
  return { kind: e.kind, id: e.id, title: e.title, path: e.path, dates };
}

/**
 * The saved entries, each checked, once each, at most MAX_SAVED: the first ones as stored. Whatever
 * storage holds, this never throws, and its time grows with the stored list's length, not its
 * square (a tampered list of 20,000 entries once took seconds): what was seen is a Set, and reading
 * stops at MAX_SAVED.
 */
export function readSaved(storage?: Storage | null): SavedEntry[] {
  const entries: SavedEntry[] = [];
  const seen = new Set<string>();
  for (const raw of readStored(storage)) {
    if (entries.length === MAX_SAVED) break;
    const entry = cleanEntry(raw);
    const key = entry && entryKey(entry);
    if (entry && key && !seen.has(key)) {
      seen.add(key);
      entries.push(entry);
    }
  }
  return entries;
}
