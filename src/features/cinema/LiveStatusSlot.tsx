import React from "react";
import { useFirstPartner } from "./CinemaIsland";
import { LiveStatusPart } from "./LiveStatusPart";
import { island } from "../../components/island";

/** The live status with the site's first partner, in a page Gatsby renders whole (the programme's cards). */
export function LiveStatusSlot(props: { eventId: string; pageEventIds: string[] }) {
  return <LiveStatusPart {...props} partner={useFirstPartner()} />;
}

const LiveStatusPartIsland = island("live-status", LiveStatusPart);

/**
 * The live status as an island (src/islands/parts.ts, "live-status"): on a page built of islands
 * it starts by itself as its date comes near the screen. (Its wrapper is an element of its own, so
 * a place that hides itself while empty asks for no element but the wrapper.)
 */
export function DateLiveStatus(props: { eventId: string; pageEventIds: string[] }) {
  return <LiveStatusPartIsland {...props} partner={useFirstPartner()} />;
}
