import React from "react";
import { useFirstPartner } from "./CinemaIsland";
import { LiveStatusPart } from "./LiveStatusPart";
import { island } from "../../components/island";

// The page's dates are every date's own: the part gathers them (not each date writing them all).
const LiveStatusPartIsland = island("live-status", LiveStatusPart, { data: ({ partner, eventId }) => ({ partner, eventId }) });

/**
 * The live status as an island (src/islands/parts.ts, "live-status"): on a page built of islands
 * it starts by itself as its date comes near the screen. (Its wrapper is an element of its own, so
 * a place that hides itself while empty asks for no element but the wrapper.)
 */
export function DateLiveStatus(props: { eventId: string; pageEventIds: string[] }) {
  return <LiveStatusPartIsland {...props} partner={useFirstPartner()} />;
}
