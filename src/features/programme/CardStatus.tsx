import React, { useEffect, useRef } from "react";
import { loadCardStatus } from "./card-status-draw";
import { island } from "../../components/island";
import "./programme.css";

/**
 * A programme card's live ticket state: a place per date of the production, each given that date's
 * live status (empty while it loads, or with seats to spare) by the drawing a page built of islands
 * uses (loadCardStatus), which marks each place with its state; programme.css shows "few seats" for
 * the next date, and "Utsolgt" only when every date is sold out. React renders the places and never
 * their contents.
 */
export function CardStatus({ eventIds, pageEventIds, partner }: { eventIds: string[]; pageEventIds: string[]; partner: number }) {
  const status = useRef<HTMLParagraphElement>(null);
  // By value: a new list of the same dates (every render of the programme makes one) draws nothing again.
  const dates = JSON.stringify(eventIds);
  const pageDates = JSON.stringify(pageEventIds);
  useEffect(() => {
    let stop = () => undefined as void;
    let stopped = false;
    loadCardStatus().then(
      (draw) => {
        const element = status.current;
        if (stopped || !element) return;
        // A card without dates has no places, and nothing to draw (the drawing refuses it).
        const props = { eventIds: JSON.parse(dates) as string[], pageEventIds: JSON.parse(pageDates) as string[], partner };
        if (props.eventIds.length > 0) stop = draw(element, props);
      },
      () => undefined, // the script error is logged as 'bundle loading error'; the card says nothing live
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [dates, pageDates, partner]);
  return (
    <p className="programme-card__status" ref={status}>
      {eventIds.map((eventId) => (
        <span className="programme-card__date-status" key={eventId} />
      ))}
    </p>
  );
}

/**
 * The card's live state as an island (src/islands/parts.ts, "card-status"): on a page built of
 * islands it starts by itself as the card comes near the screen, inside the programme's own island,
 * which renders it once it has started.
 */
export const CardStatusIsland = island("card-status", CardStatus, {
  // The page's dates are every card's own: the part gathers them (not each card writing them all).
  data: ({ eventIds, partner }) => ({ eventIds, partner }),
});
