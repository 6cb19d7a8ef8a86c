import React from "react";
import { cinemaBaseUrl } from "../api/cinema-config";
import { createLiveEventsStore, eventsCall, type LiveEventsStore } from "./live-events";
import { LiveStatus } from "./LiveStatus";

let store: LiveEventsStore | null = null;

/**
 * The live ticket status island, a chunk of its own: the events call and its small store, one per
 * tab. Without a cinema API in the build the ticket lists stay as they are.
 */
export default function LiveStatusIsland({
  partner,
  eventId,
  pageEventIds,
}: {
  partner: number;
  eventId: string;
  pageEventIds: string[];
}) {
  const baseURL = cinemaBaseUrl(partner);
  if (!baseURL) return null;
  store ??= createLiveEventsStore(eventsCall(baseURL, partner));
  return <LiveStatus store={store} eventId={eventId} pageEventIds={pageEventIds} />;
}
