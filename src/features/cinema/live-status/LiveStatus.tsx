import React, { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import { requestEvents, selectLiveEvent } from "./eventsSlice";

export const FEW_SEATS = 10;

/** Next to a ticket link: sold out, or few seats left, from the cinema API's live events. */
export function LiveStatus({ eventId, pageEventIds }: { eventId: string; pageEventIds: string[] }) {
  const dispatch = useAppDispatch();
  const event = useAppSelector(selectLiveEvent(eventId));
  useEffect(() => {
    void dispatch(requestEvents(pageEventIds));
  }, [dispatch, pageEventIds]);
  if (!event) return null;
  // A status the cinema system sent in a form that cannot be read claims nothing: the page stays as it is.
  if (event.soldOut === true) return <span className="live-status live-status--sold-out">Utsolgt</span>;
  if (event.availableSeats !== null && event.availableSeats > 0 && event.availableSeats <= FEW_SEATS)
    return <span className="live-status live-status--few">Få billetter igjen ({event.availableSeats})</span>;
  return null;
}
