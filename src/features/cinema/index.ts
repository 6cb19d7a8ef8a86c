/**
 * The cinema/member module's public entry: all that code outside src/features/cinema may import.
 * It stays light on purpose: pages get the island wrapper, which loads the member code (Redux,
 * axios, formik, yup, the API client) lazily, in the browser, and only where an island is; what
 * the member pages share inside the page frame; and the header's "Min side" link, which the frame
 * carries (so nothing in this module may import the frame). Nothing here may import the store, the
 * API client or the forms.
 */
export { CinemaIsland, CinemaPageIsland, useFirstPartner } from "./CinemaIsland";
export { MemberShell, loadingNote } from "./MemberShell";
export { WatchlistMark, WatchMarkIsland } from "./WatchlistMark";
export { MemberLink } from "./MemberLink";
export { DateLiveStatus } from "./DateLiveStatus";
export type { FilmShowing } from "./watchlist/showings";
