import { MAX_SAVED, sameEntry, type SavedDate, type SavedEntry } from "./saved-store";
import { isSavedId } from "./clean-entries";

/** A production as the programme index gives it: enough to bring a saved entry up to date. */
export interface KnownProduction {
  id: string;
  title: string;
  path: string;
  events: SavedDate[];
}

const isPast = (d: SavedDate, now: number) => Date.parse(d.start) < now;

function lookup(programme: KnownProduction[]) {
  const productions = new Map(programme.map((p) => [p.id, p]));
  const dates = new Map(programme.flatMap((p) => p.events.map((e) => [e.id, { production: p, date: e }] as const)));
  return { productions, dates };
}

const dateOf = (e: SavedDate): SavedDate => ({
  id: e.id,
  start: e.start,
  hall: e.hall,
  ...(e.status ? { status: e.status } : {}),
});

/**
 * The saved entries brought up to date with the programme (the index the build published: every
 * coming production and date). An entry the programme knows takes its title, page and dates from
 * it; one it no longer knows is kept while its dates have passed (the list keeps them aside), and
 * dropped, without a word, when it should still be coming: it was taken off the programme or its
 * id was never real. Without the programme (offline), the entries stay as stored.
 */
export function refreshEntries(entries: SavedEntry[], programme: KnownProduction[] | null, now: number): SavedEntry[] {
  if (!programme) return entries;
  const { productions, dates } = lookup(programme);
  return entries.flatMap((entry): SavedEntry[] => {
    if (entry.kind === "production") {
      const p = productions.get(entry.id);
      if (p) return [{ ...entry, title: p.title, path: p.path, dates: p.events.map(dateOf) }];
      return entry.dates.every((d) => isPast(d, now)) ? [entry] : [];
    }
    const known = dates.get(entry.id);
    if (known) return [{ ...entry, title: known.production.title, path: known.production.path, dates: [dateOf(known.date)] }];
    return entry.dates.every((d) => isPast(d, now)) ? [entry] : [];
  });
}

/** What a share link carries: ids only, of productions and of single dates. */
export interface SharedIds {
  productions: string[];
  dates: string[];
}

export const SHARE_PARAMS = { productions: "forestillinger", dates: "datoer" } as const;

/** The link that opens the same list elsewhere: `/husket?forestillinger=a,b&datoer=c`. */
export function shareUrl(origin: string, entries: SavedEntry[]): string {
  // Ids are letters, digits, "-" and "_" (cleaned as read), so they and the commas need no escaping.
  const ids = (kind: SavedEntry["kind"]) => entries.filter((e) => e.kind === kind).map((e) => e.id);
  const parts = [
    ...(ids("production").length ? [`${SHARE_PARAMS.productions}=${ids("production").join(",")}`] : []),
    ...(ids("date").length ? [`${SHARE_PARAMS.dates}=${ids("date").join(",")}`] : []),
  ];
  return `${origin}/husket${parts.length ? `?${parts.join("&")}` : ""}`;
}

/** The ids of a share link; anything that is not a plain id is left out, and at most MAX_SAVED in all. Null when the link shares nothing. */
export function sharedIdsOf(search: string): SharedIds | null {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return null;
  }
  if (!query.has(SHARE_PARAMS.productions) && !query.has(SHARE_PARAMS.dates)) return null;
  const ids = (name: string) => [
    ...new Set(
      query
        .getAll(name)
        .join(",")
        .split(",")
        .map((s) => s.trim())
        .filter(isSavedId),
    ),
  ];
  const productions = ids(SHARE_PARAMS.productions).slice(0, MAX_SAVED);
  return { productions, dates: ids(SHARE_PARAMS.dates).slice(0, MAX_SAVED - productions.length) };
}

/** The entries a share link names, as the programme knows them; ids it does not know are dropped. */
export function resolveShared(shared: SharedIds, programme: KnownProduction[]): SavedEntry[] {
  const { productions, dates } = lookup(programme);
  return [
    ...shared.productions.flatMap((id): SavedEntry[] => {
      const p = productions.get(id);
      return p ? [{ kind: "production", id, title: p.title, path: p.path, dates: p.events.map(dateOf) }] : [];
    }),
    ...shared.dates.flatMap((id): SavedEntry[] => {
      const known = dates.get(id);
      return known
        ? [{ kind: "date", id, title: known.production.title, path: known.production.path, dates: [dateOf(known.date)] }]
        : [];
    }),
  ];
}

/** Entries with a coming date, by their next date; and those whose dates have all passed, latest first. */
export function splitByTime(entries: SavedEntry[], now: number): { coming: SavedEntry[]; past: SavedEntry[] } {
  const next = (e: SavedEntry) => Math.min(...e.dates.filter((d) => !isPast(d, now)).map((d) => Date.parse(d.start)));
  const last = (e: SavedEntry) => Math.max(0, ...e.dates.map((d) => Date.parse(d.start)));
  const coming = entries.filter((e) => e.dates.some((d) => !isPast(d, now))).sort((a, b) => next(a) - next(b));
  const past = entries.filter((e) => !e.dates.some((d) => !isPast(d, now))).sort((a, b) => last(b) - last(a));
  return { coming, past };
}

/** Every coming date on the list, once (a date saved on its own and with its production too), cancelled ones left out. */
export function comingDates(entries: SavedEntry[], now: number): (SavedDate & { title: string; path: string })[] {
  const seen = new Set<string>();
  return entries
    .flatMap((e) => e.dates.map((d) => ({ ...d, title: e.title, path: e.path })))
    .filter((d) => !isPast(d, now) && d.status !== "cancelled" && !seen.has(d.id) && Boolean(seen.add(d.id)))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The list with `more` added where not saved yet (a shared list taken over), within MAX_SAVED. */
export function mergeEntries(entries: SavedEntry[], more: SavedEntry[]): SavedEntry[] {
  return [...entries, ...more.filter((m) => !entries.some((e) => sameEntry(e, m)))].slice(0, MAX_SAVED);
}
