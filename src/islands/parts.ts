import type { ComponentType } from "react";
import type { Notice } from "../../content-model";
import { readStored } from "../features/saved/contract";
import { loadLiveStatusDraw, loadProfile } from "../features/cinema/contract";
import { isOld } from "../features/articles/contract";
import { asksFilter } from "../features/programme/contract";
import { activeNotices, untilNextChange } from "../features/notices/contract";
import { loadCalendarLinks, loadCardStatus, loadProgrammePart } from "../features/programme/islands";
import { thisPageData } from "../links/page-data";

/**
 * When an island starts:
 * - "now": as the page opens (what it shows depends on this visitor or this moment);
 * - "touch": at the visitor's first press, key, focus or scroll anywhere in the page (its server
 *   HTML is right until the visitor turns to it; a press on one of its buttons before then is held
 *   and made again once it has started, src/islands/held-presses.ts);
 * - "seen": as it comes near the screen (what it shows is only worth its code and its requests
 *   where the visitor looks: the live ticket state of a date far down the page);
 * - "never": not on this visit (its server HTML is all there is to it, this time), unless its part
 *   names a moment (`startAt`): then at that moment.
 */
export type When = "now" | "touch" | "seen" | "never";

/** Any part's component: the props come from the page's HTML, checked by the part itself. */
type AnyPart = ComponentType<Record<string, unknown>>;

/**
 * A part drawn without React: it takes its element over (props as the element carries them, checked
 * by the part, which throws on what it cannot read) and answers how to stop. For a part whose
 * whole work is to draw a little from a request (a date's live ticket state), React's code would
 * cost the page more than the part itself.
 */
export type DrawPart = (element: HTMLElement, props: Record<string, unknown>) => () => void;

export type IslandPart = {
  /** When it starts, from its props (as the server wrote them) and what this browser holds. */
  when: (props: Record<string, unknown>) => When;
  /**
   * A moment at which it starts, if it has not yet, while the page is open (the time its server
   * HTML goes out of date), or null for none.
   */
  startAt?: (props: Record<string, unknown>) => number | null;
} & (
  | {
      /**
       * The part's code: a chunk of its own, with React; given the props the element carries, for a
       * part that fetches the rest of what it renders (the programme's listing) before it can hydrate.
       */
      load: (props: Record<string, unknown>) => Promise<AnyPart>;
    }
  | {
      /** The code of a part drawn without React (the live ticket state's is in this script). */
      draw: () => Promise<DrawPart>;
    }
);

/** A part that React hydrates. */
type ReactPart = Extract<IslandPart, { load: unknown }>;

const part = <P>(load: () => Promise<ComponentType<P>>, when: IslandPart["when"]): IslandPart => ({
  load: load as unknown as ReactPart["load"],
  when,
});

/**
 * Whether this browser holds anything the header and the cards show: saved entries (the hearts), a
 * logged-in member (the watch-list marks).
 */
const savedOrMember = () => readStored().length > 0 || loadProfile() !== null;

/** Whether the page's address asks a search (the search page: its results are the browser's to find). */
const searchAsked = () => Boolean(new URLSearchParams(window.location.search).get("q")?.trim());

/** When the programme's HTML goes out of date (ProgrammeIslandData), or null. */
const staleFrom = (props: Record<string, unknown>): number | null => {
  const at = typeof props.staleFrom === "string" ? Date.parse(props.staleFrom) : NaN;
  return Number.isNaN(at) ? null : at;
};

/** The notices the page's HTML carries, as far as they have times to go by. */
const noticesIn = (props: Record<string, unknown>): Notice[] =>
  Array.isArray(props.notices)
    ? (props.notices as unknown[]).filter(
        (n): n is Notice =>
          typeof n === "object" &&
          n !== null &&
          [(n as Notice).from, (n as Notice).to].every((t) => typeof t === "string" && !Number.isNaN(Date.parse(t))),
      )
    : [];

/** The next moment a notice comes or goes, for a page with none on (so it is the next one's start). */
const nextNoticeChange = (props: Record<string, unknown>): number | null => {
  const now = Date.now();
  const wait = untilNextChange(noticesIn(props), now);
  return wait === null ? null : now + wait;
};

/**
 * The islands by the name their element carries (island() in src/components/island.tsx). Deciding
 * `when` reads nothing but a few lines of storage and the props, so every page built of islands
 * carries this table, and not one part's code.
 */
export const ISLAND_PARTS: Readonly<Record<string, IslandPart>> = {
  "site-header": part(
    () => import(/* webpackChunkName: "island-site-header" */ "../layout/SiteHeader").then((m) => m.SiteHeader),
    () => (savedOrMember() ? "now" : "touch"),
  ),
  newsletter: part(
    () => import(/* webpackChunkName: "island-newsletter" */ "../features/newsletter/islands").then((m) => m.NewsletterSignup),
    () => "touch",
  ),
  // Drawn by the browser only (the build cannot know when a page is read): as the page opens while a
  // notice is on; one still to come brings the bar's code (and React) at its start, not with the page.
  notices: {
    ...part(
      () => import(/* webpackChunkName: "island-notices" */ "../features/notices/islands").then((m) => m.NoticeBanner),
      (props) => (activeNotices(noticesIn(props), Date.now()).length ? "now" : "never"),
    ),
    startAt: nextNoticeChange,
  },
  search: part(
    () => import(/* webpackChunkName: "island-search" */ "../features/search/islands").then((m) => m.SearchPart),
    () => (searchAsked() ? "now" : "touch"),
  ),
  husk: part(
    () => import(/* webpackChunkName: "island-husk" */ "../features/saved/islands").then((m) => m.HuskButton),
    // The heart may be filled only where something is saved here.
    () => (readStored().length > 0 ? "now" : "touch"),
  ),
  // The film's info and reviews from the cinema (their code and requests load behind the part).
  cinema: part(
    () => import(/* webpackChunkName: "island-cinema" */ "../features/cinema/islands").then((m) => m.CinemaPart),
    () => "now",
  ),
  "watch-mark": part(
    () => import(/* webpackChunkName: "island-cinema" */ "../features/cinema/islands").then((m) => m.WatchMarkPart),
    () => (loadProfile() !== null ? "now" : "never"),
  ),
  // A date's live ticket state, drawn without React.
  "live-status": {
    draw: () =>
      loadLiveStatusDraw().then(
        (m) => (element, props) =>
          m.drawLiveStatus(
            element,
            m.readLiveStatusProps(props, () => m.datesOnPage(element.ownerDocument, "live-status", "eventId")),
          ),
      ),
    when: () => "seen",
  },
  // The programme's listing: its code, and the listing page's data, come as it starts.
  programme: {
    load: loadProgrammePart,
    when: (props) =>
      asksFilter(window.location.search) || (staleFrom(props) ?? Infinity) <= Date.now() || savedOrMember() ? "now" : "touch",
    startAt: staleFrom,
  },
  "card-status": { draw: loadCardStatus, when: () => "seen" },
  // Its items and their pictures come from the page's data as it starts, asked for beside its code.
  "programme-teaser": {
    load: (props) => {
      const pageData = thisPageData();
      return import(/* webpackChunkName: "island-programme-teaser" */ "../blocks/programme-teaser-part").then(
        (m) => m.programmeTeaserPart(props, pageData) as Promise<AnyPart>,
      );
    },
    when: (props) => ((staleFrom(props) ?? Infinity) <= Date.now() || savedOrMember() ? "now" : "touch"),
    startAt: staleFrom,
  },
  "calendar-links": { load: loadCalendarLinks, when: () => (asksFilter(window.location.search) ? "now" : "touch") },
  // Its slides come from the page's data as it starts (the HTML carries the first only), asked for
  // beside its code: one round trip less before its buttons answer.
  slideshow: {
    load: (props) => {
      const pageData = thisPageData();
      return import(/* webpackChunkName: "island-slideshow" */ "../blocks/slideshow-part").then(
        (m) => m.slideshowPart(props, pageData) as Promise<AnyPart>,
      );
    },
    when: () => "seen",
  },
  "article-age": part(
    () => import(/* webpackChunkName: "island-article-age" */ "../features/articles/islands").then((m) => m.ArticleAge),
    (props) =>
      typeof props.createdAt === "number" &&
      typeof props.updatedAt === "number" &&
      isOld({ createdAt: props.createdAt, updatedAt: props.updatedAt }, Date.now())
        ? "now"
        : "never",
  ),
};
