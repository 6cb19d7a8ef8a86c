/**
 * Which field a visitor reads as a content page's name. The page's "Tittel" is its heading and its
 * browser title; a page says otherwise only on purpose, by filling in the first Hero's "Overskrift"
 * or the meta "Tittel i søkeresultater". So renaming a page renames what a visitor sees.
 */

/** What a page needs for its titles: its own title and, when the content sets one, the meta title. */
interface Titled {
  title: string;
  meta: { nb: { title?: string | null } };
}

/** The title in the browser tab, search results and shares (before the site's name is added). */
export const browserTitleOf = (page: Titled): string => page.meta.nb.title || page.title;

/** The heading a Hero shows: its own "Overskrift" when set, else the page's title. */
export const heroHeadingOf = (heading: string | null | undefined, page: Pick<Titled, "title">): string => heading || page.title;
