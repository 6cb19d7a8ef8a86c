import React from "react";
import { Link } from "gatsby";
import { useAppSelector } from "../store/hooks";
import type { MovieInfo } from "../api/cinema-types";
import { selectUser } from "../user/userSlice";
import { selectWatchlist } from "./watchlistSlice";
import { formatShortDay, formatTime } from "../../../time/dates";
import { useNow } from "../../../time/useNow";
import { comingShowings, type FilmShowing } from "./showings";
import "./watchlist.css";

function Rating({ movie }: { movie: MovieInfo }) {
  if (movie.rating === null || movie.ratingCount === null) return <span className="watchlist__rating"> · vurdering ukjent</span>;
  if (movie.ratingCount === 0) return null;
  return <span className="watchlist__rating"> · {movie.rating.toLocaleString("nb-NO")} av 5</span>;
}

/**
 * The member's watch list. It is fetched once the session is renewed, so it waits (and fails)
 * with the renewal too; `onRetry` starts both over.
 */
export function WatchlistView({ onRetry, showings = [] }: { onRetry: () => void; showings?: FilmShowing[] }) {
  const { items, loading, error, status } = useAppSelector(selectWatchlist);
  const now = useNow() ?? 0;
  const { renewal } = useAppSelector(selectUser);
  const failure = error ?? (renewal.status === "failed" && status === "idle" ? renewal.error : null);
  if ((loading || renewal.status === "loading") && items.length === 0) return <p role="status">Henter ønskelisten …</p>;
  if (failure && items.length === 0)
    return (
      <p role="alert">
        {failure.message}{" "}
        <button type="button" className="link-button" onClick={onRetry}>
          Prøv igjen
        </button>
      </p>
    );
  if (status === "succeeded" && items.length === 0) return <p>Ønskelisten din er tom. Legg til filmer fra filmsidene.</p>;
  return (
    <ul className="watchlist">
      {items.map((movie, i) => {
        const title = movie.title ?? "Tittel ukjent";
        return (
          <li key={movie.movieId ?? `ukjent-${i}`}>
            {movie.poster && <img src={movie.poster} alt="" width={120} height={68} loading="lazy" />}
            <span>
              {movie.link ? <a href={movie.link}>{title}</a> : title}
              <Rating movie={movie} />
              {movie.edis && <ShowingLink showing={comingShowings(showings, movie.edis, now)} />}
            </span>
          </li>
        );
      })}
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
