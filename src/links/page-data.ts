/**
 * The addresses of what Gatsby publishes for a page: its data (its query's result, its template's
 * chunk name, the static queries it uses) and each static query's result. For the browser's own
 * fetches of them: the programme's next listing page, the offline check, the editor's previews.
 */

/**
 * A page's data, as Gatsby's loader asks for it: the path decoded, no "/" around it, "/" as "index".
 * A page opened at its file's address (`/index.html`, `/kantine/index.html`, as a plain static host
 * serves it) is the page at its folder's.
 */
export function pageDataUrl(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not escaped as an address would be: asked for as it is.
  }
  const trimmed = path.replace(/(^|\/)index\.html$/, "").replace(/^\/+|\/+$/g, "");
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`;
}

/** The data of the page this browser shows. */
export const thisPageDataUrl = () => pageDataUrl(window.location.pathname);

/** One static query's result, by the hash a page's data names it with. */
export const staticQueryUrl = (hash: string) => `/page-data/sq/d/${hash}.json`;

/**
 * A file the network did not give: no connection, or a server error. Unlike an answer that cannot
 * be used (a 404, JSON of another shape), it may come if asked again (src/islands/start-islands.ts).
 * An Error by its name, not a subclass: Gatsby's Babel would bring its helpers for extending a
 * built-in class into every page's bundle.
 */
const NOT_FETCHED = "NotFetched";
export const notFetched = (message: string): Error => Object.assign(new Error(message), { name: NOT_FETCHED });
export const isNotFetched = (error: unknown): boolean => error instanceof Error && error.name === NOT_FETCHED;

/** A file of JSON the site publishes (page data, the programme's index and pictures), read; an error names the address and status. */
export async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" } });
  } catch (error) {
    throw notFetched(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status >= 500) throw notFetched(`${url}: HTTP ${response.status}`);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

const thisPageAsked = new Map<string, Promise<unknown>>();

/**
 * The data of the page this browser shows, asked for once by all the parts that read it (the
 * slideshow and the programme's teaser start together at a visitor's first scroll); asked for
 * again after a failure.
 */
export function thisPageData(): Promise<unknown> {
  const url = thisPageDataUrl();
  let answer = thisPageAsked.get(url);
  if (!answer) {
    const asked = fetchJson(url);
    // Also so that an answer nobody reads (a part whose code did not come) is no unhandled failure.
    asked.catch(() => thisPageAsked.get(url) === asked && thisPageAsked.delete(url));
    thisPageAsked.set(url, asked);
    answer = asked;
  }
  return answer;
}

/** Forgets the answers thisPageData kept (tests). */
export const forgetThisPageData = () => thisPageAsked.clear();
