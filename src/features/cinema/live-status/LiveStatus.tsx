import React, { useEffect, useSyncExternalStore } from "react";
import { selectLiveEvent, type LiveEventsStore } from "./live-events";
import "./live-status.css";

export const FEW_SEATS = 10;

/** Next to a ticket link: sold out, or few seats left, from the cinema API's live events. */
export function LiveStatus({
  store,
  eventId,
  pageEventIds,
}: {
  store: LiveEventsStore;
  eventId: string;
  pageEventIds: string[];
}) {
  const event = useSyncExternalStore(
    store.subscribe,
    () => selectLiveEvent(store.getState(), eventId),
    () => null,
  );
  useEffect(() => {
    void store.request(pageEventIds);
  }, [store, pageEventIds]);
  if (!event) return null;
  // A status the cinema system sent in a form that cannot be read claims nothing: the page stays as it is.
  if (event.soldOut === true) return <span className="live-status live-status--sold-out">Utsolgt</span>;
  if (event.availableSeats !== null && event.availableSeats > 0 && event.availableSeats <= FEW_SEATS)
    return <span className="live-status live-status--few">Få billetter igjen ({event.availableSeats})</span>;
  return null;
}
