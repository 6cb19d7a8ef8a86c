import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { StarIcon, StarOutlineIcon } from "../../../components/content-icons";
import { fetchReviews, selectReviewsState } from "./reviewsSlice";
import { selectUser, switchTokens } from "../user/userSlice";
import { addToWatchlist, selectWatchlist } from "../watchlist/watchlistSlice";
import { fetchMovieInfo, selectMovieInfo, selectMovieInfoState } from "./movieInfoSlice";
import { formatDay } from "../../../time/dates";

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (n <= full ? <StarIcon key={n} size={18} /> : <StarOutlineIcon key={n} size={18} />))}
    </span>
  );
}

/** How many reviews show at first, and how many more each "Vis flere" shows. */
export const REVIEWS_SHOWN_FIRST = 3;
export const REVIEWS_SHOWN_MORE = 10;

/** True when `link` leads to the page at `path` on this site: a link to the page the visitor is on goes nowhere. */
export function leadsTo(link: string, path: string, origin: string): boolean {
  const bare = (p: string) => decodeURI(p).replace(/\/+$/, "") || "/";
  try {
    const url = new URL(link, origin);
    return url.origin === new URL(origin).origin && bare(url.pathname) === bare(path);
  } catch {
    return false;
  }
}

/**
 * On a film's page, after the film's own facts and dates: the cinema's movie info, "Legg til i
 * ønskelisten", and the first reviews, with "Vis flere" for the rest (fetched a page at a time).
 */
export function FilmPanel({ ediNumber, title, path }: { ediNumber: string; title: string; path: string }) {
  const dispatch = useAppDispatch();
  const movie = useAppSelector(selectMovieInfo(ediNumber));
  const movieFailed = useAppSelector(selectMovieInfoState).failed[ediNumber];
  const reviews = useAppSelector(selectReviewsState);
  const watchlist = useAppSelector(selectWatchlist);
  const { userProfile } = useAppSelector(selectUser);
  const list = reviews.items[ediNumber] ?? [];
  const reviewsLoading = reviews.loadingFor[ediNumber] ?? false;
  const reviewsFailed = reviews.failed[ediNumber];
  const [shown, setShown] = useState(REVIEWS_SHOWN_FIRST);
  // After "Vis flere", the first review it showed takes the focus, so a keyboard or screen reader user reads on there.
  const firstNew = useRef<HTMLLIElement>(null);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const focusPending = useRef(false);

  useEffect(() => {
    void dispatch(fetchMovieInfo(ediNumber));
    void dispatch(fetchReviews({ ediNumber }));
  }, [dispatch, ediNumber]);
  useEffect(() => {
    if (userProfile) void dispatch(switchTokens());
  }, [dispatch, userProfile]);

  useEffect(() => {
    if (focusPending.current && firstNewIndex !== null && list.length > firstNewIndex) {
      focusPending.current = false;
      firstNew.current?.focus();
    }
  }, [firstNewIndex, list.length]);
  const showMore = () => {
    const next = shown + REVIEWS_SHOWN_MORE;
    if (next > list.length && !reviews.complete[ediNumber] && !reviewsLoading)
      void dispatch(fetchReviews({ ediNumber, skip: list.length }));
    focusPending.current = true;
    setFirstNewIndex(shown);
    setShown(next);
  };
  const visible = list.slice(0, shown);
  const more = list.length > shown || (list.length > 0 && !reviews.complete[ediNumber]);

  const movieId = movie?.movieId ?? null;
  const inList = movieId !== null && watchlist.items.some((m) => m.movieId === movieId);
  const adding = movieId !== null && watchlist.requested.includes(movieId);
  // The page knows the film's title; a title the cinema system sent in a form that cannot be read is not needed.
  const filmTitle = movie?.title ?? title;

  return (
    <section className="film-panel" aria-labelledby="film-info">
      <h2 id="film-info">Om filmen</h2>
      {!movie && !movieFailed && <p role="status">Henter filminformasjon …</p>}
      {!movie && movieFailed && <p>Filminformasjonen kan ikke vises akkurat nå.</p>}
      {movie && (
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
            {userProfile ? (
              inList ? (
                <p role="status">{filmTitle} er i ønskelisten din.</p>
              ) : movieId === null ? (
                <p>Filmen kan ikke legges til i ønskelisten akkurat nå: kinosystemet oppga ikke hvilken film det er.</p>
              ) : (
                <button type="button" onClick={() => dispatch(addToWatchlist({ ...movie, movieId }))} disabled={adding}>
                  {adding ? "Legger til …" : "Legg til i ønskelisten"}
                </button>
              )
            ) : (
              <p>
                <Link to={`/min-side/logg-inn?neste=${encodeURIComponent(path)}`}>Logg inn</Link> for å legge {title} til i
                ønskelisten.
              </p>
            )}
            {watchlist.error && userProfile && <p role="alert">{watchlist.error.message}</p>}
          </div>
        </div>
      )}
      <h3>Anmeldelser</h3>
      {reviewsFailed && <p role="alert">{reviewsFailed.message}</p>}
      {ediNumber in reviews.complete && list.length === 0 && <p>Ingen har anmeldt filmen ennå.</p>}
      <ul className="reviews">
        {visible.map((r, i) => (
          <li
            key={r.id ?? `ukjent-${i}`}
            ref={i === firstNewIndex ? firstNew : undefined}
            tabIndex={i === firstNewIndex ? -1 : undefined}
          >
            <p>
              {r.rating === null ? (
                "Vurdering ukjent."
              ) : (
                <>
                  <Stars rating={r.rating} /> <span className="visually-hidden">{r.rating} av 5.</span>
                </>
              )}{" "}
              <strong>{r.userName ?? "Navn ukjent"}</strong>
              {r.addedAt === null ? (
                <span> · dato ukjent</span>
              ) : (
                r.addedAt && Number.isFinite(Date.parse(r.addedAt)) && <span> · {formatDay(r.addedAt)}</span>
              )}
            </p>
            <p>{r.comment ?? "Teksten kan ikke vises."}</p>
          </li>
        ))}
      </ul>
      {more && (
        <button type="button" className="button--secondary" disabled={reviewsLoading && list.length <= shown} onClick={showMore}>
          {reviewsLoading && list.length <= shown ? "Henter …" : "Vis flere anmeldelser"}
        </button>
      )}
    </section>
  );
}
