/** An article older than this is no longer news: lists of news leave it out, its page says it is old. */
export const NEWS_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Old: last published or updated more than a year before `now`. */
export const isOld = (article: { createdAt: number; updatedAt: number }, now: number) =>
  now - Math.max(article.createdAt, article.updatedAt) > NEWS_MAX_AGE_MS;
