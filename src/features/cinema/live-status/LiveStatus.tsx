import React, { useEffect, useSyncExternalStore } from "react";
import { liveBadge, selectLiveEvent, type LiveEventsStore } from "./live-events";
import "./live-status.css";

/** Next to a ticket link: sold out, or few seats left, from the cinema API's live events (liveBadge). */
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
  const badge = liveBadge(event);
  return badge ? <span className={badge.className}>{badge.text}</span> : null;
}
