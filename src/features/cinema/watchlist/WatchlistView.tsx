import React from "react";
import { Link } from "gatsby";
import { useAppSelector } from "../store/hooks";
import { selectWatchlist } from "./watchlistSlice";
import { formatShortDay, formatTime } from "../../../lib/dates";
import { useNow } from "../../../lib/useNow";
import { comingShowings, type FilmShowing } from "./showings";

/** The member's watch list; a film the venue shows links to its dates. */
export function WatchlistView({ showings = [] }: { showings?: FilmShowing[] }) {
  const { items, loading, error, status } = useAppSelector(selectWatchlist);
  const now = useNow() ?? 0;
  if (loading && items.length === 0) return <p role="status">Henter ønskelisten …</p>;
  if (error && items.length === 0) return <p role="alert">{error.message}</p>;
  if (status === "succeeded" && items.length === 0) return <p>Ønskelisten din er tom. Legg til filmer fra filmsidene.</p>;
  return (
    <ul className="watchlist">
      {items.map((movie) => (
        <li key={movie.movieId}>
          {movie.poster && <img src={movie.poster} alt="" width={120} height={68} loading="lazy" />}
          <span>
            {movie.link ? <a href={movie.link}>{movie.title}</a> : movie.title}
            {movie.ratingCount > 0 && <span className="watchlist__rating"> · {movie.rating.toLocaleString("nb-NO")} av 5</span>}
            <ShowingLink showing={comingShowings(showings, movie.edis, now)} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function ShowingLink({ showing }: { showing: FilmShowing | null }) {
  if (!showing) return null;
  const [next] = showing.dates;
  const count = showing.dates.length;
  return (
    <span className="watchlist__showing">
      {" "}
      · Vises her {formatShortDay(next.start)} kl. {formatTime(next.start)}
      {count > 1 ? ` og ${count - 1} ${count === 2 ? "dato" : "datoer"} til` : ""}:{" "}
      <Link to={`${showing.path}#billetter`} aria-label={`Se datoer og billetter for ${showing.title}`}>
        Se datoer og billetter
      </Link>
    </span>
  );
}
