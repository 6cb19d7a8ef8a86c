import React from "react";
import { useFilmPanel } from "./useFilmPanel";
import { MovieInfo } from "./MovieInfo";
import { ReviewList } from "./ReviewList";
import "./film.css";

export { leadsTo } from "./leads-to";

/**
 * On a film's page, after the film's own facts and dates: the cinema's movie info, "Legg til i
 * ønskelisten", and the first reviews, with "Vis flere" for the rest (fetched a page at a time).
 * The state is useFilmPanel's; this draws it.
 */
export function FilmPanel({ ediNumber, title, path }: { ediNumber: string; title: string; path: string }) {
  const film = useFilmPanel(ediNumber, title);
  const { movie } = film;
  return (
    <section className="film-panel" aria-labelledby="film-info">
      <h2 id="film-info">Om filmen</h2>
      {!movie && !film.movieFailed && <p role="status">Henter filminformasjon …</p>}
      {!movie && film.movieFailed && <p>Filminformasjonen kan ikke vises akkurat nå.</p>}
      {movie && (
        <MovieInfo
          movie={movie}
          filmTitle={film.filmTitle}
          title={title}
          path={path}
          signedIn={film.signedIn}
          movieId={film.movieId}
          inList={film.inList}
          adding={film.adding}
          addToList={film.addToList}
          watchlistError={film.watchlistError}
        />
      )}
      <h3>Anmeldelser</h3>
      {film.reviewsFailed !== null && <p role="alert">{film.reviewsFailed}</p>}
      {film.noReviews && <p>Ingen har anmeldt filmen ennå.</p>}
      <ReviewList reviews={film.visible} firstNewIndex={film.firstNewIndex} firstNew={film.firstNew} />
      {film.more && (
        <button type="button" className="button--secondary" disabled={film.fetchingMore} onClick={film.showMore}>
          {film.fetchingMore ? "Henter …" : "Vis flere anmeldelser"}
        </button>
      )}
    </section>
  );
}
