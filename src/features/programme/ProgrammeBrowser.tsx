import React from "react";
import { Link } from "gatsby";
import { ProgrammeCard } from "./ProgrammeCard";
import { cardListClass } from "../../components/card-columns";
import { PicturesComing, PicturesContext } from "../../components/Image";
import { island } from "../../components/island";
import { listingPagePath, type ProgrammeListing } from "./listing";
import { useProgrammeBrowser } from "./useProgrammeBrowser";
import { CardStatusIsland } from "./CardStatus";
import { earliest } from "../../time/shown-as-of";
import { ProgrammeFilterForm } from "./ProgrammeFilterForm";
import { ProgrammePager } from "./ProgrammePager";
import "../../components/cards.css";
import "./programme.css";

/**
 * The whole programme, a listing page at a time, with filters by quick date, category, month and access features.
 * - Unfiltered, it shows the productions of its listing page (in the HTML), "Vis flere" adds the
 *   next page's (a real link to that page, which the script loads in place), and a pager links every page.
 * - Filtered, it works over the whole programme through the programme index, fetched the first
 *   time a filter is used, and shows the matches a page's worth at a time.
 * The filter lives in the address (?naar=denne-helgen&kategori=Konsert&maaned=2026-12&tilgang=...), so a filtered list can be
 * shared; changing it never reloads. The state is useProgrammeBrowser's; this draws it.
 */
export function ProgrammeBrowser({
  listing,
  blockId,
  headingLevel = "h3",
  partner,
}: {
  listing: ProgrammeListing;
  blockId: string;
  headingLevel?: "h2" | "h3";
  /** The cinema partner whose live ticket state and watch list the cards show. */
  partner: number;
}) {
  const p = useProgrammeBrowser(listing, blockId);
  return (
    <>
      <ProgrammeFilterForm
        id={p.id}
        filter={p.filter}
        active={p.active}
        categories={listing.categories}
        months={listing.months}
        choose={p.choose}
      />
      <div aria-live="polite" className="programme-count">
        {p.status && <p>{p.status}</p>}
        {p.indexFailed && (
          <p role="alert">
            Programmet kunne ikke hentes akkurat nå. Sjekk nettforbindelsen og{" "}
            <button type="button" className="link-button" onClick={p.retryIndex}>
              prøv igjen
            </button>
            .
          </p>
        )}
        {p.moreFailed && (
          <p role="alert">Flere arrangementer kunne ikke hentes akkurat nå. Sjekk nettforbindelsen og prøv igjen.</p>
        )}
      </div>
      {p.shown.length > 0 && (
        <PicturesContext.Provider value={p.pictures}>
          <PicturesComing.Provider value={p.active}>
            <ul className={cardListClass(p.shown.length, "programme-list")} ref={p.list}>
              {p.shown.map((item, i) => (
                <li key={item.id}>
                  <ProgrammeCard
                    item={item}
                    headingLevel={headingLevel}
                    eager={i === 0}
                    partner={partner}
                    status={(eventIds) => (
                      <CardStatusIsland eventIds={eventIds} pageEventIds={p.pageEventIds} partner={partner} />
                    )}
                  />
                </li>
              ))}
            </ul>
          </PicturesComing.Provider>
        </PicturesContext.Provider>
      )}
      {p.hasMore && (
        <p className="programme-more">
          {p.active ? (
            <button type="button" onClick={p.showMore}>
              Vis flere arrangementer
            </button>
          ) : (
            <Link
              className="button"
              to={listingPagePath(listing.basePath, p.nextPage)}
              onClick={p.showMore}
              // Its click loads the next page's events into this list: offline too, not the next page
              // (IN_PLACE, src/features/offline/offline-navigation.ts).
              data-in-place=""
              aria-disabled={p.moreLoading || undefined}
            >
              {p.moreLoading ? "Henter flere …" : "Vis flere arrangementer"}
            </Link>
          )}
        </p>
      )}
      {!p.active && listing.pages > 1 && <ProgrammePager listing={listing} />}
    </>
  );
}

/** What the programme's island carries in the page: not the listing, which its part fetches from the page's data as it starts. */
export interface ProgrammeIslandData {
  blockId: string;
  headingLevel: "h2" | "h3";
  partner: number;
  /** The listing page's address, and its number. */
  basePath: string;
  page: number;
  /**
   * The first moment the build's HTML of this listing page is out of date: the first date of a
   * production on it starts (its card then shows its next date, or goes). Null for none.
   */
  staleFrom: string | null;
}

/**
 * The programme as an island (src/islands/parts.ts, "programme"): on a page built of islands it
 * starts as the page opens where the address asks a filter, the HTML is out of date, or the cards'
 * hearts and watch-list marks have something to show; otherwise at the visitor's first touch.
 */
export const ProgrammeBrowserIsland = island("programme", ProgrammeBrowser, {
  data: ({ listing, blockId, headingLevel = "h3", partner }): ProgrammeIslandData => ({
    blockId,
    headingLevel,
    partner,
    basePath: listing.basePath,
    page: listing.page,
    staleFrom: earliest(listing.items.flatMap((item) => (item.events[0] ? [item.events[0].start] : []))),
  }),
});
