import { loadLiveStatusDraw } from "../cinema/contract";

/** A part drawn without React (src/islands/parts.ts): it takes its element over and answers how to stop. */
type DrawPart = (element: HTMLElement, props: Record<string, unknown>) => () => void;

/**
 * A card's live ticket state, drawn without React: each date's place gets that date's status, so a
 * programme that only shows live states loads no React as it opens; CardStatus, its React form,
 * draws its places with this too once the programme's own island has started. A module of its own:
 * CardStatus reaching it through islands.ts made an import cycle (islands.ts loads the programme).
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
