import React from "react";
import { Link } from "gatsby";
import type { MovieInfo as Movie } from "../api/cinema-types";
import { Stars } from "./Stars";
import { leadsTo } from "./leads-to";

/** The cinema's movie info: poster, rating, its link, and "Legg til i ønskelisten" for a member. */
export function MovieInfo({
  movie,
  filmTitle,
  title,
  path,
  signedIn,
  movieId,
  inList,
  adding,
  addToList,
  watchlistError,
}: {
  movie: Movie;
  /** The cinema's title of the film, or the page's. */
  filmTitle: string;
  /** The page's title of the film. */
  title: string;
  path: string;
  signedIn: boolean;
  movieId: number | null;
  inList: boolean;
  adding: boolean;
  addToList: () => void;
  watchlistError: string | null;
}) {
  return (
    <div className="film-panel__info">
      {movie.poster && <img src={movie.poster} alt={`Plakat for ${filmTitle}`} width={240} height={135} loading="lazy" />}
      <div>
        <p className="film-panel__rating">
          {movie.rating === null || movie.ratingCount === null ? (
            "Vurdering ukjent"
          ) : (
            <>
              <Stars rating={movie.rating} />{" "}
              {movie.ratingCount > 0
                ? `${movie.rating.toLocaleString("nb-NO")} av 5 (${movie.ratingCount} vurderinger)`
                : "Ingen vurderinger ennå"}
            </>
          )}
        </p>
        {movie.link && !leadsTo(movie.link, path, window.location.origin) && (
          <p>
            <a href={movie.link}>Mer om {filmTitle}</a>
          </p>
        )}
        {signedIn ? (
          inList ? (
            <p role="status">{filmTitle} er i ønskelisten din.</p>
          ) : movieId === null ? (
            <p>Filmen kan ikke legges til i ønskelisten akkurat nå: kinosystemet oppga ikke hvilken film det er.</p>
          ) : (
            <button type="button" onClick={addToList} disabled={adding}>
              {adding ? "Legger til …" : "Legg til i ønskelisten"}
            </button>
          )
        ) : (
          <p>
            <Link to={`/min-side/logg-inn?neste=${encodeURIComponent(path)}`}>Logg inn</Link> for å legge {title} til i
            ønskelisten.
          </p>
        )}
        {watchlistError !== null && <p role="alert">{watchlistError}</p>}
      </div>
    </div>
  );
}
