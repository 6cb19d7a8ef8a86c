import React from "react";
import { liveEventsStoreFor } from "./live-events";
import { LiveStatus } from "./LiveStatus";

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
  const store = liveEventsStoreFor(partner);
  return store ? <LiveStatus store={store} eventId={eventId} pageEventIds={pageEventIds} /> : null;
}
