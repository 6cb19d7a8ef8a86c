import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "gatsby";
import { useNow } from "../../time/useNow";
import { ProgrammeCard, type ProgrammeCardItem } from "./ProgrammeCard";
import { cardListClass } from "../../components/card-columns";
import { PicturesContext } from "../../components/Image";
import type { Picture } from "../../lib/picture";
import { LiveStatusSlot } from "../cinema";
import { FILTER_CHANGED, filterFromSearch, NO_FILTER, searchForFilter, type ProgrammeFilter } from "./filter-programme";
import { upcoming } from "./upcoming";
import { QUICK_DATES } from "./quick-dates";
import { ACCESS_FEATURES } from "../../lib/access-features";
import { listingPagePath, pagerPages, type ProgrammeListing } from "./listing";

type Loaded<T> = { status: "idle" | "loading" | "error" } | { status: "done"; value: T };
type Loader = typeof import("./programme-loader");
/** The programme index and the filter that works over it: both come with the loader's chunk. */
type Filterable = { items: ProgrammeCardItem[]; apply: Loader["applyFilter"] };

const loader = (): Promise<Loader> => import(/* webpackChunkName: "programme-loader" */ "./programme-loader");

/**
 * The whole programme, a listing page at a time, with filters by quick date, category, month and access features.
 * - Unfiltered, it shows the productions of its listing page (in the HTML), "Vis flere" adds the
 *   next page's (a real link to that page, which the script loads in place), and a pager links every page.
 * - Filtered, it works over the whole programme through the programme index, fetched the first
 *   time a filter is used, and shows the matches a page's worth at a time.
 * The filter lives in the address (?naar=denne-helgen&kategori=Konsert&maaned=2026-12&tilgang=...), so a filtered list can be
 * shared; changing it never reloads.
 */
export function ProgrammeBrowser({
  listing,
  blockId,
  headingLevel = "h3",
}: {
  listing: ProgrammeListing;
  blockId: string;
  headingLevel?: "h2" | "h3";
}) {
  const id = useId();
  const now = useNow();
  const list = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState<ProgrammeFilter>(NO_FILTER);
  const [more, setMore] = useState<{
    items: ProgrammeCardItem[];
    pictures: Record<string, Picture>;
    next: number;
    state: "idle" | "loading" | "error";
  }>({ items: [], pictures: {}, next: listing.page + 1, state: "idle" });
  const [index, setIndex] = useState<Loaded<Filterable>>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const [limit, setLimit] = useState(listing.pageSize);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const active = Boolean(filter.category || filter.month || filter.when || filter.access?.length);

  useEffect(() => setFilter(filterFromSearch(window.location.search)), []);

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    setIndex((state) => (state.status === "done" ? state : { status: "loading" }));
    loader()
      .then((m) => m.loadProgrammeIndex().then((items): Filterable => ({ items, apply: m.applyFilter })))
      .then(
        (value) => current && setIndex({ status: "done", value }),
        () => current && setIndex((state) => (state.status === "done" ? state : { status: "error" })),
      );
    return () => {
      current = false;
    };
  }, [active, attempt]);

  // After "Vis flere", keyboard focus goes to the first production added.
  useEffect(() => {
    if (focusFrom === null) return;
    list.current?.querySelectorAll<HTMLAnchorElement>("li h2 a, li h3 a")[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  const source = useMemo(
    () =>
      active
        ? index.status === "done"
          ? index.value.apply(index.value.items, filter, now)
          : []
        : [...listing.items, ...more.items],
    [active, index, filter, now, listing.items, more.items],
  );
  const coming = useMemo(() => (now === null ? source : upcoming(source, now)), [source, now]);
  const shown = active ? coming.slice(0, limit) : coming;
  // Every date of every production shown: their live ticket state is asked for in one request.
  const pageEventIds = useMemo(() => shown.flatMap((item) => item.events.map((e) => e.id)), [shown]);
  const count = active || listing.pages === 1 ? coming.length : listing.total;
  // The cards' pictures as the build made them, for this page and the pages loaded after it.
  const pictures = useMemo(() => ({ ...listing.pictures, ...more.pictures }), [listing.pictures, more.pictures]);

  const choose = (next: ProgrammeFilter) => {
    setFilter(next);
    setLimit(listing.pageSize);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${searchForFilter(next, search)}${hash}`);
    window.dispatchEvent(new Event(FILTER_CHANGED));
  };

  const showMore = (event: React.MouseEvent) => {
    event.preventDefault();
    if (active) {
      setFocusFrom(shown.length);
      setLimit((l) => l + listing.pageSize);
      return;
    }
    if (more.state === "loading") return;
    const at = shown.length;
    setMore((m) => ({ ...m, state: "loading" }));
    loader()
      .then((m) => m.loadListingPage(listingPagePath(listing.basePath, more.next), blockId))
      .then(
        (page) => {
          setMore((m) => ({
            items: [...m.items, ...page.items],
            pictures: { ...m.pictures, ...page.pictures },
            next: m.next + 1,
            state: "idle",
          }));
          setFocusFrom(at);
        },
        () => setMore((m) => ({ ...m, state: "error" })),
      );
  };

  const status = active
    ? index.status === "done"
      ? coming.length === 0
        ? "Ingen arrangementer passer filteret. Prøv en annen dag, kategori eller måned."
        : `${count} ${count === 1 ? "arrangement" : "arrangementer"}`
      : index.status === "error"
        ? null
        : "Henter hele programmet …"
    : count === 0
      ? "Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere."
      : `${count} ${count === 1 ? "arrangement" : "arrangementer"}`;
  const hasMore = active ? coming.length > shown.length : more.next <= listing.pages;

  const chosenAccess = filter.access ?? [];
  return (
    <>
      <form className="programme-filter" aria-label="Filtrer programmet" onSubmit={(e) => e.preventDefault()}>
        <fieldset className="quick-dates">
          <legend>Når</legend>
          {QUICK_DATES.map((q) => (
            <button
              key={q.key}
              type="button"
              className="quick-date"
              aria-pressed={filter.when === q.key}
              onClick={() => choose({ ...filter, when: filter.when === q.key ? null : q.key })}
            >
              {q.label}
            </button>
          ))}
        </fieldset>
        <div>
          <label htmlFor={`${id}-category`}>Kategori</label>
          <select
            id={`${id}-category`}
            value={filter.category ?? ""}
            onChange={(e) => choose({ ...filter, category: e.target.value || null })}
          >
            <option value="">Alle kategorier</option>
            {listing.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-month`}>Måned</label>
          <select
            id={`${id}-month`}
            value={filter.month ?? ""}
            onChange={(e) => choose({ ...filter, month: e.target.value || null })}
          >
            <option value="">Alle måneder</option>
            {listing.months.map((m) => (
              <option key={m.key} value={m.key}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="access-filter">
          <legend>Tilgjengelighet</legend>
          {ACCESS_FEATURES.map((f) => (
            <label key={f.key} className="access-filter__choice">
              <input
                type="checkbox"
                checked={chosenAccess.includes(f.key)}
                onChange={(e) => {
                  const next = e.target.checked ? [...chosenAccess, f.key] : chosenAccess.filter((k) => k !== f.key);
                  choose({ ...filter, access: ACCESS_FEATURES.map((a) => a.key).filter((k) => next.includes(k)) });
                }}
              />{" "}
              {f.label}
            </label>
          ))}
        </fieldset>
        {active && (
          <button type="button" className="link-button" onClick={() => choose(NO_FILTER)}>
            Vis alt
          </button>
        )}
      </form>
      <div aria-live="polite" className="programme-count">
        {status && <p>{status}</p>}
        {active && index.status === "error" && (
          <p role="alert">
            Programmet kunne ikke hentes akkurat nå. Sjekk nettforbindelsen og{" "}
            <button type="button" className="link-button" onClick={() => setAttempt((a) => a + 1)}>
              prøv igjen
            </button>
            .
          </p>
        )}
        {!active && more.state === "error" && (
          <p role="alert">Flere arrangementer kunne ikke hentes akkurat nå. Sjekk nettforbindelsen og prøv igjen.</p>
        )}
      </div>
      {shown.length > 0 && (
        <PicturesContext.Provider value={pictures}>
          <ul className={cardListClass(shown.length, "programme-list")} ref={list}>
            {shown.map((item, i) => (
              <li key={item.id}>
                <ProgrammeCard
                  item={item}
                  headingLevel={headingLevel}
                  eager={i === 0}
                  status={(eventId) => <LiveStatusSlot eventId={eventId} pageEventIds={pageEventIds} />}
                />
              </li>
            ))}
          </ul>
        </PicturesContext.Provider>
      )}
      {hasMore && (
        <p className="programme-more">
          {active ? (
            <button type="button" onClick={showMore}>
              Vis flere arrangementer
            </button>
          ) : (
            <Link
              className="button"
              to={listingPagePath(listing.basePath, more.next)}
              onClick={showMore}
              aria-disabled={more.state === "loading" || undefined}
            >
              {more.state === "loading" ? "Henter flere …" : "Vis flere arrangementer"}
            </Link>
          )}
        </p>
      )}
      {!active && listing.pages > 1 && <Pager listing={listing} />}
    </>
  );
}

/** Links to every page of the listing, for visitors without JavaScript and for search engines. */
function Pager({ listing }: { listing: ProgrammeListing }) {
  const { page, pages, basePath } = listing;
  return (
    <nav className="programme-pager" aria-label="Sider i programmet">
      <p>
        Side {page} av {pages}
      </p>
      <ul>
        {page > 1 && (
          <li>
            <Link to={listingPagePath(basePath, page - 1)} rel="prev">
              Forrige side
            </Link>
          </li>
        )}
        {pagerPages(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <Link to={listingPagePath(basePath, n)} aria-label={`Side ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={listingPagePath(basePath, page + 1)} rel="next">
              Neste side
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
