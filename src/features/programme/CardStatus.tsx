import React from "react";
import { LiveStatusPart } from "../cinema/islands";
import { island } from "../../components/island";
import "./programme.css";

/**
 * A programme card's live ticket state: a place per date of the production, each holding the
 * cinema's live status of that date (empty while it loads, or with seats to spare); programme.css
 * shows "few seats" for the next date, and "Utsolgt" only when every date is sold out.
 */
export function CardStatus({ eventIds, pageEventIds, partner }: { eventIds: string[]; pageEventIds: string[]; partner: number }) {
  return (
    <p className="programme-card__status">
      {eventIds.map((eventId) => (
        <span className="programme-card__date-status" key={eventId}>
          <LiveStatusPart partner={partner} eventId={eventId} pageEventIds={pageEventIds} />
        </span>
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
