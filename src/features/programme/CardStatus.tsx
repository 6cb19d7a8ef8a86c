import React, { useEffect, useRef } from "react";
import { loadLiveStatusDraw } from "../cinema/contract";
import { island } from "../../components/island";
import "./programme.css";

/**
 * A programme card's live ticket state: a place per date of the production, each given that date's
 * live status (empty while it loads, or with seats to spare) by the same drawing a page built of
 * islands uses (loadCardStatus), which marks each place with its state; programme.css shows "few
 * seats" for the next date, and "Utsolgt" only when every date is sold out. React renders the
 * places and never their contents.
 */
export function CardStatus({ eventIds, pageEventIds, partner }: { eventIds: string[]; pageEventIds: string[]; partner: number }) {
  const places = useRef<(HTMLSpanElement | null)[]>([]);
  // By value: a new list of the same dates (every render of the programme makes one) draws nothing again.
  const dates = JSON.stringify(eventIds);
  const pageDates = JSON.stringify(pageEventIds);
  useEffect(() => {
    let stops: Array<() => void> = [];
    let stopped = false;
    loadLiveStatusDraw().then(
      ({ drawLiveStatus }) => {
        if (stopped) return;
        const ids = JSON.parse(pageDates) as string[];
        stops = (JSON.parse(dates) as string[]).flatMap((eventId, i) => {
          const place = places.current[i];
          return place ? [drawLiveStatus(place, { partner, eventId, pageEventIds: ids })] : [];
        });
      },
      () => undefined, // the script error is logged as 'bundle loading error'; the card says nothing live
    );
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [dates, pageDates, partner]);
  return (
    <p className="programme-card__status">
      {eventIds.map((eventId, i) => (
        <span className="programme-card__date-status" key={eventId} ref={(place) => void (places.current[i] = place)} />
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
