import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNow } from "../../time/useNow";
import type { ProgrammeCardItem } from "./card-item";
import type { Picture } from "../../pictures/picture";
import { FILTER_CHANGED, filterFromSearch, NO_FILTER, searchForFilter, type ProgrammeFilter } from "./filter-programme";
import { upcoming } from "./upcoming";
import { listingPagePath, type ProgrammeListing } from "./listing";

type Loaded<T> = { status: "idle" | "loading" | "error" } | { status: "done"; value: T };
type Loader = typeof import("./programme-loader");
/** The programme index and the filter that works over it: both come with the loader's chunk. */
type Filterable = { items: ProgrammeCardItem[]; apply: Loader["applyFilter"] };
/** The listing pages loaded after this one by "Vis flere". */
type More = { items: ProgrammeCardItem[]; pictures: Record<string, Picture>; next: number; state: "idle" | "loading" | "error" };

const loader = (): Promise<Loader> => import(/* webpackChunkName: "programme-loader" */ "./programme-loader");

const counted = (count: number) => `${count} ${count === 1 ? "arrangement" : "arrangementer"}`;

/**
 * The state of the programme's browser (ProgrammeBrowser.tsx): the filter, kept in the address;
 * the programme index, fetched the first time a filter is used; the listing pages "Vis flere" adds
 * when unfiltered; and which productions show, with the line that counts them.
 */
export function useProgrammeBrowser(listing: ProgrammeListing, blockId: string) {
  const id = useId();
  const now = useNow();
  const list = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState<ProgrammeFilter>(NO_FILTER);
  const [more, setMore] = useState<More>({ items: [], pictures: {}, next: listing.page + 1, state: "idle" });
  const [index, setIndex] = useState<Loaded<Filterable>>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const [limit, setLimit] = useState(listing.pageSize);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const [found, setFound] = useState<Record<string, Picture>>({});
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
  // The cards' pictures as the build made them, for this page and the pages loaded after it, and
  // for the productions a filter found elsewhere in the programme.
  const pictures = useMemo(() => ({ ...found, ...listing.pictures, ...more.pictures }), [found, listing.pictures, more.pictures]);
  // A filter's matches, those shown and the next page's worth, get their pictures as they are found.
  const wanted = useMemo(
    () =>
      active
        ? [...new Set(coming.slice(0, limit + listing.pageSize).map((item) => item.image.url))].filter((url) => !pictures[url])
        : [],
    [active, coming, limit, listing.pageSize, pictures],
  );
  const wantedKey = wanted.join("\n");
  useEffect(() => {
    if (!wantedKey) return;
    // Kept whenever they come: a picture found stays right for the visit, whatever the filter is by then.
    loader()
      .then((m) => m.loadProgrammePictures(wantedKey.split("\n")))
      .then(
        (got) => Object.keys(got).length > 0 && setFound((f) => ({ ...f, ...got })),
        () => undefined,
      );
  }, [wantedKey]);

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
        : counted(count)
      : index.status === "error"
        ? null
        : "Henter hele programmet …"
    : count === 0
      ? "Det er ingen kommende arrangementer akkurat nå. Kom gjerne tilbake senere."
      : counted(count);
  const hasMore = active ? coming.length > shown.length : more.next <= listing.pages;

  return {
    id,
    list,
    filter,
    active,
    choose,
    status,
    /** The programme index could not be fetched for the filter. */
    indexFailed: active && index.status === "error",
    retryIndex: () => setAttempt((a) => a + 1),
    /** The next listing page could not be fetched. */
    moreFailed: !active && more.state === "error",
    moreLoading: more.state === "loading",
    nextPage: more.next,
    shown,
    pageEventIds,
    pictures,
    hasMore,
    showMore,
  };
}
