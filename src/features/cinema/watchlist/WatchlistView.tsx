import React from "react";
import { useAppSelector } from "../store/hooks";
import { selectWatchlist } from "./watchlistSlice";

export function WatchlistView() {
  const { items, loading, error, status } = useAppSelector(selectWatchlist);
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
          </span>
        </li>
      ))}
    </ul>
  );
}
