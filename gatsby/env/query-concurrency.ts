/**
 * How many page queries Gatsby's query worker runs at once (GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY,
 * Gatsby's default 4). A query that asks for pictures waits while their files are made
 * (gatsby/images/local-picture.ts); with four at a time the worker mostly waited, with a core or
 * more idle. With 32, pictures and queries keep both cores of a small build machine busy: at 2,000
 * productions the queries took 46.2 s rather than 51.8 s. Read by the worker when it starts, so it
 * is set here, as the config loads, before Gatsby starts its workers; a value set outside wins.
 */
export const QUERY_CONCURRENCY = "32";

export function setQueryConcurrency(env: NodeJS.ProcessEnv = process.env): void {
  env.GATSBY_EXPERIMENTAL_QUERY_CONCURRENCY ||= QUERY_CONCURRENCY;
}
