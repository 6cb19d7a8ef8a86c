/**
 * What a visitor has marked "Husk", kept in this browser only (localStorage): no account, nothing
 * sent anywhere. A production (from its card or page) or one date of it (from its row of dates).
 * Each entry keeps what the saved list shows of it, so the list opens offline and keeps dates that
 * have passed (the programme index only holds coming ones).
 *
 * This file is what every Husk button carries, so it is as small as it can be: it reads and writes
 * the list as it finds it. The saved list's page checks every entry (clean-entries.ts).
 */
export const SAVED_KEY = "rk-husket";

/** At most this many entries are kept; more would be a list nobody reads (and a share link too long to send). */
export const MAX_SAVED = 100;

export interface SavedDate {
  id: string;
  start: string;
  hall: string;
  status?: "cancelled" | "soldOut";
}

export interface SavedEntry {
  kind: "production" | "date";
  /** The production's id, or the date's. */
  id: string;
  title: string;
  /** The production's page, a site path. */
  path: string;
  /** A production: its coming dates; a date: that one date. */
  dates: SavedDate[];
}

type Key = Pick<SavedEntry, "kind" | "id">;

/** One entry's identity as text, for a Set: ids hold no space (clean-entries.ts isSavedId), so no two kinds and ids give one key. */
export const entryKey = (e: Key) => `${e.kind} ${e.id}`;

export const sameEntry = (a: unknown, b: Key) => (a as Key | null)?.kind === b.kind && (a as Key | null)?.id === b.id;

/** localStorage, or null where it is missing or refused (private mode, server rendering). */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored list as it is (entries unchecked); [] for anything that is not a list. Never throws. */
export function readStored(storage = store()): unknown[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SAVED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const CHANGED = "rk-husket-endret";

/** Writes the list and tells every Husk button on the page; false when storage is full or refused. */
export function writeSaved(entries: unknown[], storage = store()): boolean {
  try {
    storage!.setItem(SAVED_KEY, JSON.stringify(entries.slice(0, MAX_SAVED)));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGED));
  return true;
}

export const isSaved = (entry: Key, storage = store()) => readStored(storage).some((s) => sameEntry(s, entry));

/** Saves the entry, or forgets it when it is saved; returns whether it is saved afterwards. */
export function toggleSaved(entry: SavedEntry, storage = store()): boolean {
  const entries = readStored(storage);
  const saved = entries.some((s) => sameEntry(s, entry));
  if (!saved && entries.length >= MAX_SAVED) return false;
  const next = saved ? entries.filter((s) => !sameEntry(s, entry)) : [...entries, entry];
  return writeSaved(next, storage) ? !saved : saved;
}

/** Calls `listener` when the list changes, here or in another tab; returns the unsubscribe. */
export function onSavedChange(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => (e.key === null || e.key === SAVED_KEY) && listener();
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", onStorage);
  };
}
