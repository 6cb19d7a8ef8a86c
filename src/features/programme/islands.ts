// The programme's parts a page built of islands starts by itself (src/islands/parts.ts), each as a
// loader of its own chunk: the programme itself (its listing fetched as it starts), a card's live
// ticket state (small, and wanted as the cards are seen), the calendar links, and the teaser of the
// next few productions.
import type { ComponentType } from "react";
import { loadLiveStatusDraw } from "../cinema/contract";

type AnyPart = ComponentType<Record<string, unknown>>;
/** A part drawn without React (src/islands/parts.ts): it takes its element over and answers how to stop. */
type DrawPart = (element: HTMLElement, props: Record<string, unknown>) => () => void;

export const loadProgrammePart = (props: Record<string, unknown>): Promise<AnyPart> =>
  import(/* webpackChunkName: "island-programme" */ "./programme-part").then((m) => m.programmePart(props) as Promise<AnyPart>);

/**
 * A card's live ticket state, drawn without React (CardStatus, its React form, draws the same once
 * the programme's own island has started): each date's place the server wrote gets that date's
 * status, so a programme that only shows live states loads no React as it opens.
 */
export const loadCardStatus = (): Promise<DrawPart> =>
  loadLiveStatusDraw().then(({ datesOnPage, drawLiveStatus, readLiveStatusProps }) => (element, props) => {
    const eventIds = Array.isArray(props.eventIds) ? (props.eventIds as unknown[]) : [];
    const places = element.querySelectorAll<HTMLElement>(".programme-card__date-status");
    if (eventIds.length === 0 || places.length !== eventIds.length)
      throw new Error(`card status: ${places.length} places for ${eventIds.length} dates`);
    // The page's dates, for one call: every card's own (CardStatusIsland writes each card's alone).
    let onPage: string[] | null = null;
    const pageDates = () => (onPage ??= datesOnPage(element.ownerDocument, "card-status", "eventIds"));
    const dates = eventIds.map((eventId) => readLiveStatusProps({ ...props, eventId }, pageDates));
    const stops = dates.map((date, i) => drawLiveStatus(places[i], date));
    return () => stops.forEach((stop) => stop());
  });

export const loadCalendarLinks = (): Promise<AnyPart> =>
  import(/* webpackChunkName: "calendar-links" */ "./CalendarLinks").then((m) => m.CalendarLinksPart as unknown as AnyPart);

export const loadProgrammeTeaser = (): Promise<AnyPart> =>
  import(/* webpackChunkName: "island-programme-teaser" */ "./ProgrammeTeaser").then(
    (m) => m.ProgrammeTeaser as unknown as AnyPart,
  );
