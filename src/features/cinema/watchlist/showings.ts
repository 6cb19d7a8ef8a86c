/** A film of the programme that the watch list can point to: matched by EDI number. */
export interface FilmShowing {
  ediNumber: string;
  title: string;
  /** The film's page; its dates are under #billetter. */
  path: string;
  dates: readonly { start: string; hall: string; status?: string | null }[];
}

/** The film's coming dates that can still be seen (not cancelled), or none. */
export function comingShowings(showings: FilmShowing[], ediNumber: string, now: number): FilmShowing | null {
  const film = showings.find((s) => s.ediNumber === ediNumber);
  if (!film) return null;
  const dates = film.dates
    .filter((d) => Date.parse(d.start) >= now && d.status !== "cancelled")
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return dates.length ? { ...film, dates } : null;
}
