import type { SavedDate, SavedEntry } from "./saved-store";

/** Where the saved list is. */
export const SAVED_PAGE_PATH = "/husket";

type DateLike = { id: string; start: string; hall: string; status?: string | null };

const savedDate = (d: DateLike): SavedDate => ({
  id: d.id,
  start: d.start,
  hall: d.hall,
  ...(d.status === "cancelled" || d.status === "soldOut" ? { status: d.status } : {}),
});

/** A production as the saved list keeps it, with its dates. */
export const productionEntry = (p: { id: string; title: string; path: string; events: readonly DateLike[] }): SavedEntry => ({
  kind: "production",
  id: p.id,
  title: p.title,
  path: p.path,
  dates: p.events.map(savedDate),
});

/** One date of a production as the saved list keeps it. */
export const dateEntry = (p: { title: string; path: string }, d: DateLike): SavedEntry => ({
  kind: "date",
  id: d.id,
  title: p.title,
  path: p.path,
  dates: [savedDate(d)],
});
