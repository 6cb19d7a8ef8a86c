import { useEffect, useRef, useState } from "react";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { fetchReviews, selectReviewsState } from "./reviewsSlice";
import { selectUser, switchTokens } from "../user/userSlice";
import { addToWatchlist, selectWatchlist } from "../watchlist/watchlistSlice";
import { fetchMovieInfo, selectMovieInfo, selectMovieInfoState } from "./movieInfoSlice";

/** How many reviews show at first, and how many more each "Vis flere" shows. */
export const REVIEWS_SHOWN_FIRST = 3;
export const REVIEWS_SHOWN_MORE = 10;

/**
 * The film panel's state (FilmPanel.tsx), from the cinema store: the movie info, the member's wish
 * list, and the reviews shown so far, with "Vis flere" fetching the next page when it needs it and
 * handing the focus to the first review it showed.
 */
export function useFilmPanel(ediNumber: string, title: string) {
  const dispatch = useAppDispatch();
  const movie = useAppSelector(selectMovieInfo(ediNumber));
  const movieFailed = useAppSelector(selectMovieInfoState).failed[ediNumber];
  const reviews = useAppSelector(selectReviewsState);
  const watchlist = useAppSelector(selectWatchlist);
  const { userProfile } = useAppSelector(selectUser);
  const list = reviews.items[ediNumber] ?? [];
  const reviewsLoading = reviews.loadingFor[ediNumber] ?? false;
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

  const movieId = movie?.movieId ?? null;
  return {
    movie,
    movieFailed: Boolean(movieFailed),
    // The page knows the film's title; a title the cinema system sent in a form that cannot be read is not needed.
    filmTitle: movie?.title ?? title,
    signedIn: Boolean(userProfile),
    movieId,
    inList: movieId !== null && watchlist.items.some((m) => m.movieId === movieId),
    adding: movieId !== null && watchlist.requested.includes(movieId),
    addToList: () => {
      if (movie && movieId !== null) void dispatch(addToWatchlist({ ...movie, movieId }));
    },
    watchlistError: userProfile && watchlist.error ? watchlist.error.message : null,
    reviewsFailed: reviews.failed[ediNumber] ? reviews.failed[ediNumber].message : null,
    noReviews: ediNumber in reviews.complete && list.length === 0,
    visible: list.slice(0, shown),
    firstNew,
    firstNewIndex,
    more: list.length > shown || (list.length > 0 && !reviews.complete[ediNumber]),
    /** The next page of reviews is on its way and none are left to show meanwhile. */
    fetchingMore: reviewsLoading && list.length <= shown,
    showMore,
  };
}
